import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderDetailSchema, type AdminOrderStatus } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminOrderKey } from './use-admin-order';
import { adminOrdersKey } from './use-admin-orders';

/** PUT /api/admin/orders/{id}/status {order_status, note}: cancelling a paid order refunds it on the server. */
export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { order_status: AdminOrderStatus; note?: string }) =>
      apiRequest(`/admin/orders/${orderId}/status`, { schema: adminOrderDetailSchema, method: 'PUT', body }),
    onSuccess: (detail) => queryClient.setQueryData(adminOrderKey(orderId), detail),
    // A refused refund is recorded too (its reason is shown), so the order is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
