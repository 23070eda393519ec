import { queryOptions } from '@tanstack/react-query';
import type { adminDailyStatisticsSchema, adminStatisticsSchema, serviceHealthSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';

/** The back office's figures: totals, per-day series and the running service's health. */
export const adminStatisticsQueries = {
  all: () => ['admin', 'statistics'] as const,
  /** GET /api/admin/statistics: totals over the whole business. */
  totals: () => apiQuery<Answer<typeof adminStatisticsSchema>>([...adminStatisticsQueries.all(), 'totals'] as const, '/admin/statistics'),
  /** GET /api/admin/statistics/daily: orders and sign-ups per UTC day, zero-filled, today last. */
  daily: (days = 30) =>
    apiQuery<Answer<typeof adminDailyStatisticsSchema>>(
      [...adminStatisticsQueries.all(), 'daily', days] as const,
      `/admin/statistics/daily?days=${days}`,
    ),
  /** GET /api/admin/analytics/service, refreshed every minute (the series moves by the minute). */
  serviceHealth: () =>
    queryOptions({
      queryKey: [...adminStatisticsQueries.all(), 'service-health'] as const,
      queryFn: () => apiRequest<Answer<typeof serviceHealthSchema>>('/admin/analytics/service'),
      refetchInterval: 60_000,
    }),
};
