import { queryOptions } from '@tanstack/react-query';
import { founderAnalyticsSchema, workflowsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** The founder's analytics: a company's figures and the workflows of their orders. */
export const analyticsQueries = {
  all: () => ['analytics'] as const,
  /** GET /api/analytics/metrics?company_id=: the company's figures. */
  metrics: (companyId: string) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'metrics', companyId] as const,
      queryFn: () => apiRequest(`/analytics/metrics?company_id=${encodeURIComponent(companyId)}`, { schema: founderAnalyticsSchema }),
    }),
  /** GET /api/analytics/workflows: each of the caller's orders with its tasks. */
  workflows: () =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'workflows'] as const,
      queryFn: () => apiRequest('/analytics/workflows', { schema: workflowsSchema }),
    }),
};
