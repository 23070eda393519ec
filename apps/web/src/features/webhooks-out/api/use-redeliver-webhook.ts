import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { webhookQueries } from './queries';

/** POST …/deliveries/{deliveryId}/redeliver: the same event, same id, sent again now. */
export function useRedeliverWebhook(companyId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(
        `/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        { schema: webhookDeliverySchema, method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.deliveries(companyId, endpointId).queryKey }),
  });
}
