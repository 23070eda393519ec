import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdWebhookEndpointSchema, type CreateWebhookEndpointBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { webhookQueries } from './queries';

/** POST /api/companies/{id}/webhooks: the answer carries the signing secret, shown this once. */
export function useCreateWebhookEndpoint(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointBody) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks`, { schema: createdWebhookEndpointSchema, method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.endpoints(companyId).queryKey }),
  });
}
