import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderDocumentSchema, orderTaskSchema, taskCommentSchema, TaskStatus } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
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
      apiRequest<Answer<typeof orderTaskSchema>>(`/admin/tasks/${taskId}/status`, { method: 'PUT', body: { status, comment } }),
    onSettled: refresh,
  });
}

/** PUT /api/admin/tasks/{taskId}/assignee: a staff member's id, or null to unassign. */
export function useAssignTask() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ taskId, adminId }: { taskId: string; adminId: string | null }) =>
      apiRequest<Answer<typeof orderTaskSchema>>(`/admin/tasks/${taskId}/assignee`, { method: 'PUT', body: { admin_id: adminId } }),
    onSettled: refresh,
  });
}

/** POST /api/admin/tasks/{taskId}/comments: a comment the founder sees with the agent label. */
export function useStaffComment() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ taskId, comment }: { taskId: string; comment: string }) =>
      apiRequest<Answer<typeof taskCommentSchema>>(`/admin/tasks/${taskId}/comments`, { method: 'POST', body: { comment } }),
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
      return apiRequest<Answer<typeof orderDocumentSchema>>(`/admin/tasks/${taskId}/documents`, { method: 'POST', body: form });
    },
    onSettled: refresh,
  });
}
