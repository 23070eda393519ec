import { noContentSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { webhookQueries } from './queries';

/** DELETE /api/companies/{id}/webhooks/{endpointId}: nothing more is sent to it. */
export function useDeleteWebhookEndpoint(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}`, {
        schema: noContentSchema,
        method: 'DELETE',
      }),
    refreshes: [webhookQueries.endpoints(companyId).queryKey],
  });
}
