import { queryOptions } from '@tanstack/react-query';
import type { adminTaskListSchema, staffMemberListSchema, AdminTaskStatusFilter } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { apiListQuery } from '@/lib/api-query';

export interface ReviewQueueFilters {
  status: AdminTaskStatusFilter;
  /** '' for anyone, 'me', 'none', or a staff member's id. */
  assignee: string;
  search: string;
  page: number;
}

/** The back office's task review: the queue across orders and who a task can be assigned to. */
export const adminTaskQueries = {
  all: () => ['admin', 'tasks'] as const,
  /** Every page and filter of the queue: task writes invalidate this. */
  queues: () => [...adminTaskQueries.all(), 'queue'] as const,
  /** GET /api/admin/tasks: a page of the review queue. */
  queue: ({ status, page, assignee, search }: ReviewQueueFilters) =>
    apiListQuery<Answer<typeof adminTaskListSchema>>(adminTaskQueries.queues(), '/admin/tasks', {
      status,
      page,
      assignee,
      search: search.trim(),
    }),
  /** GET /api/admin/tasks/staff: who a task can be assigned to. */
  staff: () =>
    queryOptions({
      queryKey: [...adminTaskQueries.all(), 'staff'] as const,
      queryFn: () => apiRequest<Answer<typeof staffMemberListSchema>>('/admin/tasks/staff'),
      staleTime: 5 * 60_000,
    }),
};
