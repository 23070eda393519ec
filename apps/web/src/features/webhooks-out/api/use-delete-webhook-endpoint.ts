import type { noContentSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { webhookQueries } from './queries';

/** DELETE /api/companies/{id}/webhooks/{endpointId}: nothing more is sent to it. */
export function useDeleteWebhookEndpoint(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (endpointId: string) =>
      apiRequest<Answer<typeof noContentSchema>>(`/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}`, {
        method: 'DELETE',
      }),
    refreshes: [webhookQueries.endpoints(companyId).queryKey],
  });
}
