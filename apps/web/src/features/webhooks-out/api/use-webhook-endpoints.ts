import { useQuery } from '@tanstack/react-query';
import { webhookEndpointListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

/** GET /api/companies/{id}/webhooks: the company's endpoints. */
export function useWebhookEndpoints(companyId: string) {
  return useQuery({
    queryKey: webhooksKeys.endpoints(companyId),
    queryFn: async () => await apiRequest(`/companies/${encodeURIComponent(companyId)}/webhooks`, { schema: webhookEndpointListSchema }),
  });
}
