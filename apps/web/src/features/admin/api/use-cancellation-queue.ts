import { useQuery } from '@tanstack/react-query';
import { cancellationQueueSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/orders/cancellation-requests: open requests to cancel a paid order, oldest first. */
export function useCancellationQueue() {
  return useQuery({
    queryKey: ['admin', 'orders', 'cancellation-requests'],
    queryFn: () => apiRequest('/admin/orders/cancellation-requests', { schema: cancellationQueueSchema }),
  });
}
