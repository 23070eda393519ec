import { useInfiniteQuery } from '@tanstack/react-query';
import { staffAuditResponseSchema, type AuditAction } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/audit: what staff did, newest first, 50 at a time (cursor pages never skip or repeat). */
export function useStaffAudit(action: AuditAction | undefined) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', action ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '50' });
      if (action) query.set('action', action);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/admin/audit?${query.toString()}`, { schema: staffAuditResponseSchema });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}
