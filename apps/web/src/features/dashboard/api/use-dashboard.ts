import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** Under the company's key scope, so anything that refreshes a company's data refreshes its dashboard too. */
export const dashboardQueryKey = (companyId: string) => ['companies', companyId, 'dashboard'] as const;

/** GET /api/dashboard?company_id=: the whole page in one round trip. */
export function dashboardQuery(companyId: string) {
  return queryOptions({
    queryKey: dashboardQueryKey(companyId),
    queryFn: (): Promise<Dashboard> => apiRequest(`/dashboard?company_id=${encodeURIComponent(companyId)}`, { schema: dashboardSchema }),
  });
}

export function useDashboard(companyId: string | undefined) {
  return useQuery({ ...dashboardQuery(companyId ?? ''), enabled: Boolean(companyId) });
}
