import { useQuery } from '@tanstack/react-query';
import type { AdminStatistics } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useAdminStatistics() {
  return useQuery({ queryKey: ['admin', 'statistics'], queryFn: () => apiRequest<AdminStatistics>('/admin/statistics') });
}
