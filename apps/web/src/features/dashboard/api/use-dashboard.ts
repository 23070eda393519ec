import { useQuery } from '@tanstack/react-query';
import type { dashboardSchema } from '@charter/shared';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** Under the company's key scope, so anything that refreshes a company's data refreshes its dashboard too. */
export const dashboardQueryKey = (companyId: string) => ['companies', companyId, 'dashboard'] as const;

/** GET /api/dashboard?company_id=: the whole page in one round trip. */
export function dashboardQuery(companyId: string) {
  return apiQuery<Answer<typeof dashboardSchema>>(dashboardQueryKey(companyId), `/dashboard?company_id=${encodeURIComponent(companyId)}`);
}

export function useDashboard(companyId: string | undefined) {
  return useQuery({ ...dashboardQuery(companyId ?? ''), enabled: Boolean(companyId) });
}
