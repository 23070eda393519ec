import { useQuery } from '@tanstack/react-query';
import { workflowsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const workflowsQueryKey = ['analytics', 'workflows'] as const;

/** GET /api/analytics/workflows: each of the caller's orders with its tasks. */
export function useWorkflows() {
  return useQuery({ queryKey: workflowsQueryKey, queryFn: () => apiRequest('/analytics/workflows', { schema: workflowsSchema }) });
}
