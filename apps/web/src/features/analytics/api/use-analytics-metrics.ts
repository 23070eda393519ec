import { useQuery } from '@tanstack/react-query';
import { founderAnalyticsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const analyticsMetricsQueryKey = (companyId: string | undefined) => ['analytics', 'metrics', companyId] as const;

/** GET /api/analytics/metrics?company_id=: the selected company's figures (waits for a company). */
export function useAnalyticsMetrics(companyId: string | undefined) {
  return useQuery({
    queryKey: analyticsMetricsQueryKey(companyId),
    queryFn: () => apiRequest(`/analytics/metrics?company_id=${encodeURIComponent(companyId!)}`, { schema: founderAnalyticsSchema }),
    enabled: Boolean(companyId),
  });
}
