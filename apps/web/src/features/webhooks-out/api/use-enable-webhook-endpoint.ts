import { webhookEndpointSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { webhookQueries } from './queries';

/** POST /api/companies/{id}/webhooks/{endpointId}/enable: a turned-off endpoint is sent to again (issue 34). */
export function useEnableWebhookEndpoint(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}/enable`, {
        schema: webhookEndpointSchema,
        method: 'POST',
      }),
    refreshes: [webhookQueries.endpoints(companyId).queryKey],
  });
}
