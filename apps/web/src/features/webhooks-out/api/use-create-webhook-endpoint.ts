import type { createdWebhookEndpointSchema, CreateWebhookEndpointBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { webhookQueries } from './queries';

/** POST /api/companies/{id}/webhooks: the answer carries the signing secret, shown this once. */
export function useCreateWebhookEndpoint(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (body: CreateWebhookEndpointBody) =>
      apiRequest<Answer<typeof createdWebhookEndpointSchema>>(`/companies/${encodeURIComponent(companyId)}/webhooks`, {
        method: 'POST',
        body,
      }),
    refreshes: [webhookQueries.endpoints(companyId).queryKey],
  });
}
