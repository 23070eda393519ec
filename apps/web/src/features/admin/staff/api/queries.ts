import { infiniteQueryOptions } from '@tanstack/react-query';
import { staffAccountListSchema, staffAuditResponseSchema, type AuditAction } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { apiQuery, queryString } from '@/lib/api-query';

/** The back office's staff: their accounts and the audit log of what they did. */
export const adminStaffQueries = {
  all: () => ['admin', 'staff'] as const,
  /** GET /api/admin/admins: every staff account, enabled or not, with its last use. */
  accounts: () => apiQuery([...adminStaffQueries.all(), 'accounts'] as const, '/admin/admins', staffAccountListSchema),
  /** GET /api/admin/audit: what staff did, newest first, 50 at a time (cursor pages never skip or repeat). */
  audit: (action: AuditAction | undefined) =>
    infiniteQueryOptions({
      queryKey: [...adminStaffQueries.all(), 'audit', action ?? 'all'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) =>
        apiRequest(`/admin/audit?${queryString({ limit: 50, action, cursor: pageParam })}`, { schema: staffAuditResponseSchema }),
      getNextPageParam: (page) => page.next_cursor,
    }),
};
