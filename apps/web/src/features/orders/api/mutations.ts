import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancellationRequestSchema, orderTaskSchema, taskCommentSchema, type TaskStatusInput } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { orderQueries, taskQueries } from './queries';

/** After any task change: the order it belongs to, the orders list (its status) and the tasks screen read again. */
export function useRefreshAfterTaskChange() {
  const queryClient = useQueryClient();
  return (orderId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey }),
      queryClient.invalidateQueries({ queryKey: orderQueries.list().queryKey }),
      queryClient.invalidateQueries({ queryKey: taskQueries.all() }),
    ]);
}

/** PATCH /api/orders/{orderId}/tasks/{taskId}/status: a move of spec §4 (the server refuses any other with 409). */
export function useMoveTask() {
  const refresh = useRefreshAfterTaskChange();
  return useMutation({
    mutationFn: ({ orderId, taskId, status }: { orderId: string; taskId: string; status: TaskStatusInput }) =>
      apiRequest(`/orders/${orderId}/tasks/${taskId}/status`, { schema: orderTaskSchema, method: 'PATCH', body: { status } }),
    onSettled: (_task, _error, { orderId }) => refresh(orderId),
  });
}

/** PATCH /api/orders/{order_id}/tasks/{task_id}/complete: the dashboard's Complete Task. */
export function useCompleteTask() {
  const refresh = useRefreshAfterTaskChange();
  return useMutation({
    mutationFn: ({ orderId, taskId }: { orderId: string; taskId: string }) =>
      apiRequest(`/orders/${orderId}/tasks/${taskId}/complete`, { schema: orderTaskSchema, method: 'PATCH' }),
    onSettled: (_task, _error, { orderId }) => refresh(orderId),
  });
}

/** POST /api/orders/{orderId}/tasks/{taskId}/comments?comment_text=: the comment as stored. */
export function useAddComment() {
  const refresh = useRefreshAfterTaskChange();
  return useMutation({
    mutationFn: ({ orderId, taskId, text }: { orderId: string; taskId: string; text: string }) =>
      apiRequest(`/orders/${orderId}/tasks/${taskId}/comments?${new URLSearchParams({ comment_text: text }).toString()}`, {
        schema: taskCommentSchema,
        method: 'POST',
      }),
    onSuccess: (_comment, { orderId }) => refresh(orderId),
  });
}

/** POST /api/orders/{id}/cancellation and DELETE to withdraw; the order reads again (its timeline and card change). */
export function useCancellation(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey });
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
