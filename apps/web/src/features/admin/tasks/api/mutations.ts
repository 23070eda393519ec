import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDocumentSchema, orderTaskSchema, taskCommentSchema, type TaskStatus } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminTaskQueries } from './queries';

/** Every task write refreshes the queue (its counts, filters and the task's own card). */
function useRefreshQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminTaskQueries.queues() });
}

/** PUT /api/admin/tasks/{taskId}/status: Start review, Approve, or Send back with a comment. */
export function useReviewTask() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ taskId, status, comment }: { taskId: string; status: TaskStatus; comment?: string }) =>
      apiRequest(`/admin/tasks/${taskId}/status`, { schema: orderTaskSchema, method: 'PUT', body: { status, comment } }),
    onSettled: refresh,
  });
}

/** PUT /api/admin/tasks/{taskId}/assignee: a staff member's id, or null to unassign. */
export function useAssignTask() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ taskId, adminId }: { taskId: string; adminId: string | null }) =>
      apiRequest(`/admin/tasks/${taskId}/assignee`, { schema: orderTaskSchema, method: 'PUT', body: { admin_id: adminId } }),
    onSettled: refresh,
  });
}

/** POST /api/admin/tasks/{taskId}/comments: a comment the founder sees with the agent label. */
export function useStaffComment() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ taskId, comment }: { taskId: string; comment: string }) =>
      apiRequest(`/admin/tasks/${taskId}/comments`, { schema: taskCommentSchema, method: 'POST', body: { comment } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/tasks/{taskId}/documents: one file, as multipart/form-data. */
export function useStaffUpload() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ taskId, file }: { taskId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest(`/admin/tasks/${taskId}/documents`, { schema: orderDocumentSchema, method: 'POST', body: form });
    },
    onSettled: refresh,
  });
}
