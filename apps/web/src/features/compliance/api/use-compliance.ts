import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { complianceHealthSchema, complianceListSchema, Requirement } from '@charter/shared';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** Compliance data sits under the company's key scope, so a company profile change refreshes it too. */
export const complianceKeys = {
  all: (companyId: string) => ['companies', companyId, 'compliance'] as const,
  list: (companyId: string) => ['companies', companyId, 'compliance', 'list'] as const,
  health: (companyId: string) => ['companies', companyId, 'compliance', 'health'] as const,
  /** The same views on another date (the "as of" picker): cached apart from today's. */
  listAsOf: (companyId: string, asOf: string) => ['companies', companyId, 'compliance', 'list', asOf] as const,
  healthAsOf: (companyId: string, asOf: string) => ['companies', companyId, 'compliance', 'health', asOf] as const,
};

const path = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/compliance`;
const dated = (url: string, asOf: string | undefined) => (asOf ? `${url}?as_of=${asOf}` : url);

export const complianceQueries = {
  /** GET /api/companies/{id}/compliance: the requirement list, today or as of a date. */
  list: (companyId: string, asOf?: string) =>
    apiQuery<Answer<typeof complianceListSchema>>(
      asOf ? complianceKeys.listAsOf(companyId, asOf) : complianceKeys.list(companyId),
      dated(path(companyId), asOf),
    ),
  /** GET /api/companies/{id}/compliance/health: the health score, today or as of a date. */
  health: (companyId: string, asOf?: string) =>
    apiQuery<Answer<typeof complianceHealthSchema>>(
      asOf ? complianceKeys.healthAsOf(companyId, asOf) : complianceKeys.health(companyId),
      dated(`${path(companyId)}/health`, asOf),
    ),
};

/** The requirement list and the health score of one company, fetched together (spec §7), today or as of a date. */
export function useCompliance(companyId: string | undefined, asOf?: string) {
  const enabled = Boolean(companyId);
  const [list, health] = useQueries({
    queries: [
      { ...complianceQueries.list(companyId ?? '', asOf), enabled },
      { ...complianceQueries.health(companyId ?? '', asOf), enabled },
    ],
  });
  return {
    list: list.data,
    health: health.data,
    isPending: list.isPending || health.isPending,
    isError: list.isError || health.isError,
    error: list.error ?? health.error,
    isFetching: list.isFetching || health.isFetching,
    refetch: async () => {
      await Promise.all([list.refetch(), health.refetch()]);
    },
  };
}

/** Reads a company's requirement list fresh from the server (through the cache), for before/after comparisons. */
export function useComplianceListFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    async (companyId: string): Promise<readonly Requirement[]> =>
      (await queryClient.fetchQuery({ ...complianceQueries.list(companyId), staleTime: 0 })).requirements,
    [queryClient],
  );
}
