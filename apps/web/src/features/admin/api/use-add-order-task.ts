import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderTaskSchema, type AdminOrderTaskBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminOrdersKey } from './use-admin-orders';

/** POST /api/admin/orders/{id}/tasks: title and due date required; priority high by default; pending. */
export function useAddOrderTask(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderTaskBody) =>
      apiRequest(`/admin/orders/${orderId}/tasks`, { schema: orderTaskSchema, method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
