import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { webhookQueries } from './queries';

/** DELETE /api/companies/{id}/webhooks/{endpointId}: nothing more is sent to it. */
export function useDeleteWebhookEndpoint(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}`, {
        schema: noContentSchema,
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.endpoints(companyId).queryKey }),
  });
}
