import { queryOptions, useQuery } from '@tanstack/react-query';
import type { companyListSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

export const companiesQueryKey = ['companies', 'list'] as const;

/**
 * Everything scoped to one company (its compliance list and health) is keyed under this prefix, so refreshing
 * the scope after a profile change refreshes what depends on it.
 */
export const companyScopeKey = (companyId: string) => ['companies', companyId] as const;

/** The caller's companies, newest first (GET /api/companies). */
export const companiesQuery = queryOptions({
  queryKey: companiesQueryKey,
  queryFn: async () => {
    try {
      return await apiRequest<Answer<typeof companyListSchema>>('/companies');
    } catch (error) {
      // Spec §8: a failed company fetch is logged; the switcher then shows nothing, as for an empty list.
      console.error('Failed to load companies', error);
      throw error;
    }
  },
});

export function useCompanies() {
  return useQuery(companiesQuery);
}
