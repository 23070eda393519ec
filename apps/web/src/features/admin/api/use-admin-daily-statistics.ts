import { useQuery } from '@tanstack/react-query';
import { adminDailyStatisticsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/statistics/daily: orders and sign-ups per UTC day, zero-filled, today last. */
export function useAdminDailyStatistics(days = 30) {
  return useQuery({
    queryKey: ['admin', 'statistics', 'daily', days],
    queryFn: () => apiRequest(`/admin/statistics/daily?days=${days}`, { schema: adminDailyStatisticsSchema }),
  });
}
