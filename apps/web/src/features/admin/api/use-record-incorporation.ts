import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderDetailSchema, type AdminIncorporationBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminOrderKey } from './use-admin-order';

/** PUT /api/admin/orders/{id}/incorporation {incorporation_date}: the company's calendar starts from that date. */
export function useRecordIncorporation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminIncorporationBody) =>
      apiRequest(`/admin/orders/${orderId}/incorporation`, { schema: adminOrderDetailSchema, method: 'PUT', body }),
    onSuccess: (detail) => queryClient.setQueryData(adminOrderKey(orderId), detail),
  });
}
