import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cancellationRequestSchema, orderTaskSchema, taskCommentSchema, TaskStatusInput } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
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
      apiRequest<Answer<typeof orderTaskSchema>>(`/orders/${orderId}/tasks/${taskId}/status`, { method: 'PATCH', body: { status } }),
    onSettled: (_task, _error, { orderId }) => refresh(orderId),
  });
}

/** PATCH /api/orders/{order_id}/tasks/{task_id}/complete: the dashboard's Complete Task. */
export function useCompleteTask() {
  const refresh = useRefreshAfterTaskChange();
  return useMutation({
    mutationFn: ({ orderId, taskId }: { orderId: string; taskId: string }) =>
      apiRequest<Answer<typeof orderTaskSchema>>(`/orders/${orderId}/tasks/${taskId}/complete`, { method: 'PATCH' }),
    onSettled: (_task, _error, { orderId }) => refresh(orderId),
  });
}

/** POST /api/orders/{orderId}/tasks/{taskId}/comments?comment_text=: the comment as stored. */
export function useAddComment() {
  const refresh = useRefreshAfterTaskChange();
  return useMutation({
    mutationFn: ({ orderId, taskId, text }: { orderId: string; taskId: string; text: string }) =>
      apiRequest<Answer<typeof taskCommentSchema>>(
        `/orders/${orderId}/tasks/${taskId}/comments?${new URLSearchParams({ comment_text: text }).toString()}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: (_comment, { orderId }) => refresh(orderId),
  });
}

/** POST /api/orders/{id}/cancellation and DELETE to withdraw; the order reads again (its timeline and card change). */
export function useCancellation(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey });
  const request = useMutation({
    mutationFn: (reason: string) =>
      apiRequest<Answer<typeof cancellationRequestSchema>>(`/orders/${orderId}/cancellation`, { method: 'POST', body: { reason } }),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => apiRequest<Answer<typeof cancellationRequestSchema>>(`/orders/${orderId}/cancellation`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { request, withdraw };
}
