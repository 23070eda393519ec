import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** Under the company's key scope, so anything that refreshes a company's data refreshes its dashboard too. */
export const dashboardQueryKey = (companyId: string) => ['companies', companyId, 'dashboard'] as const;

/**
 * GET /api/dashboard?company_id=: the whole page in one round trip. `onData` lets the page hand parts of the answer
 * to the caches other panels read (the compliance panel), so they do not ask again.
 */
export function dashboardQuery(companyId: string, onData?: (dashboard: Dashboard) => void) {
  return queryOptions({
    queryKey: dashboardQueryKey(companyId),
    queryFn: async () => {
      const dashboard = await apiRequest(`/dashboard?company_id=${encodeURIComponent(companyId)}`, { schema: dashboardSchema });
      onData?.(dashboard);
      return dashboard;
    },
  });
}

export function useDashboard(companyId: string | undefined, onData?: (dashboard: Dashboard) => void) {
  return useQuery({ ...dashboardQuery(companyId ?? '', onData), enabled: Boolean(companyId) });
}
