import { useQuery } from '@tanstack/react-query';
import { webhookDeliveryListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

/** GET …/webhooks/{endpointId}/deliveries: the last 50, newest first; polled while one is still being tried. */
export function useWebhookDeliveries(companyId: string, endpointId: string) {
  return useQuery({
    queryKey: webhooksKeys.deliveries(companyId, endpointId),
    queryFn: async () =>
      await apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}/deliveries`, {
        schema: webhookDeliveryListSchema,
      }),
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 2_000 : false),
  });
}
