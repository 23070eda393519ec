import { queryOptions } from '@tanstack/react-query';
import type { webhookDeliveryListSchema, webhookEndpointListSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyQueries } from '@/features/companies/api/queries';
import { apiQuery } from '@/lib/api-query';

const path = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/webhooks`;

/** The outgoing webhooks feature's queries, under the company's scope; an endpoint's deliveries sit under it. */
export const webhookQueries = {
  /** GET /api/companies/{id}/webhooks: the company's endpoints. */
  endpoints: (companyId: string) =>
    apiQuery<Answer<typeof webhookEndpointListSchema>>([...companyQueries.scope(companyId), 'webhooks'] as const, path(companyId)),
  /** GET …/webhooks/{endpointId}/deliveries: the last 50, newest first; polled while one is still being tried. */
  deliveries: (companyId: string, endpointId: string) =>
    queryOptions({
      queryKey: [...webhookQueries.endpoints(companyId).queryKey, endpointId, 'deliveries'] as const,
      queryFn: () =>
        apiRequest<Answer<typeof webhookDeliveryListSchema>>(`${path(companyId)}/${encodeURIComponent(endpointId)}/deliveries`),
      refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 2_000 : false),
    }),
};
