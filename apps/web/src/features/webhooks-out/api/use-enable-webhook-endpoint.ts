import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookEndpointSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { webhookQueries } from './queries';

/** POST /api/companies/{id}/webhooks/{endpointId}/enable: a turned-off endpoint is sent to again (issue 34). */
export function useEnableWebhookEndpoint(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks/${encodeURIComponent(endpointId)}/enable`, {
        schema: webhookEndpointSchema,
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.endpoints(companyId).queryKey }),
  });
}
