import { infiniteQueryOptions } from '@tanstack/react-query';
import type { staffAccountListSchema, staffAuditResponseSchema, AuditAction } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { apiQuery, queryString } from '@/lib/api-query';

/** The back office's staff: their accounts and the audit log of what they did. */
export const adminStaffQueries = {
  all: () => ['admin', 'staff'] as const,
  /** GET /api/admin/admins: every staff account, enabled or not, with its last use. */
  accounts: () => apiQuery<Answer<typeof staffAccountListSchema>>([...adminStaffQueries.all(), 'accounts'] as const, '/admin/admins'),
  /** GET /api/admin/audit: what staff did, newest first, 50 at a time (cursor pages never skip or repeat). */
  audit: (action: AuditAction | undefined) =>
    infiniteQueryOptions({
      queryKey: [...adminStaffQueries.all(), 'audit', action ?? 'all'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) =>
        apiRequest<Answer<typeof staffAuditResponseSchema>>(`/admin/audit?${queryString({ limit: 50, action, cursor: pageParam })}`),
      getNextPageParam: (page) => page.next_cursor,
    }),
};
