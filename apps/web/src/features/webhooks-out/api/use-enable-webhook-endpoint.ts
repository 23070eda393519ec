import type { webhookEndpointSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { webhookQueries } from './queries';

/** POST /api/companies/{id}/webhooks/{endpointId}/enable: a turned-off endpoint is sent to again (issue 34). */
export function useEnableWebhookEndpoint(companyId: string) {
  return useRefreshingMutation({
    mutationFn: (endpointId: string) =>
      apiRequest<Answer<typeof webhookEndpointSchema>>(
        `/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}/enable`,
        {
          method: 'POST',
        },
      ),
    refreshes: [webhookQueries.endpoints(companyId).queryKey],
  });
}
