import type { founderAnalyticsSchema, workflowsSchema } from '@charter/shared';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** The founder's analytics: a company's figures and the workflows of their orders. */
export const analyticsQueries = {
  all: () => ['analytics'] as const,
  /** GET /api/analytics/metrics?company_id=: the company's figures. */
  metrics: (companyId: string) =>
    apiQuery<Answer<typeof founderAnalyticsSchema>>(
      [...analyticsQueries.all(), 'metrics', companyId] as const,
      `/analytics/metrics?company_id=${encodeURIComponent(companyId)}`,
    ),
  /** GET /api/analytics/workflows: each of the caller's orders with its tasks. */
  workflows: () => apiQuery<Answer<typeof workflowsSchema>>([...analyticsQueries.all(), 'workflows'] as const, '/analytics/workflows'),
};
