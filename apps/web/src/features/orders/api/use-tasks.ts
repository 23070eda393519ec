import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderTaskSchema, taskCommentSchema, taskListSchema, type TaskFilter, type TaskStatusInput } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey, ordersQueryKey } from './use-orders';

export const tasksQueryKey = ['tasks'] as const;

/** GET /api/tasks: counted, filtered, searched and sorted by the server (spec §4). */
export function useTaskList({ filter, search, companyId }: { filter: TaskFilter; search: string; companyId?: string }) {
  const params = new URLSearchParams({ filter });
  if (search.trim()) params.set('search', search.trim());
  if (companyId) params.set('company_id', companyId);
  return useQuery({
    queryKey: [...tasksQueryKey, filter, search.trim(), companyId ?? ''],
    queryFn: () => apiRequest(`/tasks?${params.toString()}`, { schema: taskListSchema }),
    placeholderData: (previous) => previous,
  });
}

/** After any task change: the order it belongs to, the orders list (its status) and the tasks screen read again. */
function useRefreshAfterTaskChange() {
  const queryClient = useQueryClient();
  return (orderId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
      queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
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
