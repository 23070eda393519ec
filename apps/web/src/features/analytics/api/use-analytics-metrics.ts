import { useQuery } from '@tanstack/react-query';
import { analyticsMetricsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const analyticsMetricsQueryKey = ['analytics', 'metrics'] as const;

/** GET /api/analytics/metrics: the page's figures, refreshed every minute (the system series moves by the minute). */
export function useAnalyticsMetrics() {
  return useQuery({
    queryKey: analyticsMetricsQueryKey,
    queryFn: () => apiRequest('/analytics/metrics', { schema: analyticsMetricsSchema }),
    refetchInterval: 60_000,
  });
}
