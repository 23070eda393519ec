import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timelineEntrySchema, type AdminOrderTimelineBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminOrderKey } from './use-admin-order';

/** POST /api/admin/orders/{id}/timeline {title, description, status}: the customer sees it with the agent label. */
export function useAddTimelineEntry(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderTimelineBody) =>
      apiRequest(`/admin/orders/${orderId}/timeline`, { schema: timelineEntrySchema, method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}
