import { queryOptions } from '@tanstack/react-query';
import { adminDailyStatisticsSchema, adminStatisticsSchema, serviceHealthSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** The back office's figures: totals, per-day series and the running service's health. */
export const adminStatisticsQueries = {
  all: () => ['admin', 'statistics'] as const,
  /** GET /api/admin/statistics: totals over the whole business. */
  totals: () =>
    queryOptions({
      queryKey: [...adminStatisticsQueries.all(), 'totals'] as const,
      queryFn: () => apiRequest('/admin/statistics', { schema: adminStatisticsSchema }),
    }),
  /** GET /api/admin/statistics/daily: orders and sign-ups per UTC day, zero-filled, today last. */
  daily: (days = 30) =>
    queryOptions({
      queryKey: [...adminStatisticsQueries.all(), 'daily', days] as const,
      queryFn: () => apiRequest(`/admin/statistics/daily?days=${days}`, { schema: adminDailyStatisticsSchema }),
    }),
  /** GET /api/admin/analytics/service, refreshed every minute (the series moves by the minute). */
  serviceHealth: () =>
    queryOptions({
      queryKey: [...adminStatisticsQueries.all(), 'service-health'] as const,
      queryFn: () => apiRequest('/admin/analytics/service', { schema: serviceHealthSchema }),
      refetchInterval: 60_000,
    }),
};
