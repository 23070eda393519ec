import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancellationRequestSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey } from './use-orders';

/** POST /api/orders/{id}/cancellation and DELETE to withdraw; the order reads again (its timeline and card change). */
export function useCancellation(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
  const request = useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`/orders/${orderId}/cancellation`, { schema: cancellationRequestSchema, method: 'POST', body: { reason } }),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => apiRequest(`/orders/${orderId}/cancellation`, { schema: cancellationRequestSchema, method: 'DELETE' }),
    onSettled: refresh,
  });
  return { request, withdraw };
}
