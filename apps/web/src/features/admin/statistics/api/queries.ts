import { useQuery } from '@tanstack/react-query';
import { adminStatisticsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useAdminStatistics() {
  return useQuery({ queryKey: ['admin', 'statistics'], queryFn: () => apiRequest('/admin/statistics', { schema: adminStatisticsSchema }) });
}
