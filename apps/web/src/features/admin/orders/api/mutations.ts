import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  adminOrderDetailSchema,
  orderTaskSchema,
  timelineEntrySchema,
  AdminIncorporationBody,
  AdminOrderStatus,
  AdminOrderTaskBody,
  AdminOrderTimelineBody,
} from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminOrderQueries } from './queries';

/** PUT /api/admin/orders/{id}/status {order_status, note}: cancelling a paid order refunds it on the server. */
export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { order_status: AdminOrderStatus; note?: string }) =>
      apiRequest<Answer<typeof adminOrderDetailSchema>>(`/admin/orders/${orderId}/status`, { method: 'PUT', body }),
    onSuccess: (detail) => queryClient.setQueryData(adminOrderQueries.detail(orderId).queryKey, detail),
    // A refused refund is recorded too (its reason is shown), so the order is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderQueries.all() }),
  });
}

/** POST /api/admin/orders/{id}/tasks: title and due date required; priority high by default; pending. */
export function useAddOrderTask(orderId: string) {
  return useRefreshingMutation({
    mutationFn: (body: AdminOrderTaskBody) =>
      apiRequest<Answer<typeof orderTaskSchema>>(`/admin/orders/${orderId}/tasks`, { method: 'POST', body }),
    refreshes: [adminOrderQueries.all()],
  });
}

/** POST /api/admin/orders/{id}/timeline {title, description, status}: the customer sees it with the agent label. */
export function useAddTimelineEntry(orderId: string) {
  return useRefreshingMutation({
    mutationFn: (body: AdminOrderTimelineBody) =>
      apiRequest<Answer<typeof timelineEntrySchema>>(`/admin/orders/${orderId}/timeline`, { method: 'POST', body }),
    refreshes: [adminOrderQueries.detail(orderId).queryKey],
  });
}

/** PUT /api/admin/orders/{id}/incorporation {incorporation_date}: the company's calendar starts from that date. */
export function useRecordIncorporation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminIncorporationBody) =>
      apiRequest<Answer<typeof adminOrderDetailSchema>>(`/admin/orders/${orderId}/incorporation`, { method: 'PUT', body }),
    onSuccess: (detail) => queryClient.setQueryData(adminOrderQueries.detail(orderId).queryKey, detail),
  });
}
