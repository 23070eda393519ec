import type { webhookDeliverySchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { webhookQueries } from './queries';

/** POST …/deliveries/{deliveryId}/redeliver: the same event, same id, sent again now. */
export function useRedeliverWebhook(companyId: string, endpointId: string) {
  return useRefreshingMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest<Answer<typeof webhookDeliverySchema>>(
        `/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        { method: 'POST' },
      ),
    refreshes: [webhookQueries.deliveries(companyId, endpointId).queryKey],
  });
}
