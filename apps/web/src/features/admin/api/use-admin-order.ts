import { useQuery } from '@tanstack/react-query';
import { adminOrderDetailSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

export const adminOrderKey = (orderId: string) => [...adminOrdersKey, 'detail', orderId] as const;

/** GET /api/admin/orders/{id}: the order with its company, customer, payments, timeline, tasks, figures and refund. */
export function useAdminOrder(orderId: string | null) {
  return useQuery({
    queryKey: adminOrderKey(orderId ?? ''),
    queryFn: () => apiRequest(`/admin/orders/${orderId}`, { schema: adminOrderDetailSchema }),
    enabled: Boolean(orderId),
  });
}
