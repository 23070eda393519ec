import { useQuery } from '@tanstack/react-query';
import { orderDetailSchema, orderListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const ordersQueryKey = ['orders'] as const;
export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;

/** GET /api/orders: the founder's orders across their companies, newest first. */
export function useOrders() {
  return useQuery({ queryKey: ordersQueryKey, queryFn: () => apiRequest('/orders', { schema: orderListSchema }) });
}

/** GET /api/orders/{id}: the order with its timeline, tasks, documents and its company's health. */
export function useOrder(orderId: string | undefined) {
  return useQuery({
    queryKey: orderQueryKey(orderId ?? ''),
    queryFn: () => apiRequest(`/orders/${orderId}`, { schema: orderDetailSchema }),
    enabled: Boolean(orderId),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    // Paid, but the fulfilment job has not written the timeline and receipt yet: look again shortly.
    refetchInterval: (query) =>
      query.state.data?.order.payment_status === 'paid' && query.state.data.documents.length === 0 ? 1500 : false,
  });
}
