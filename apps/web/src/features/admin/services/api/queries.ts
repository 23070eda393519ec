import type { adminServiceListSchema, AdminServiceListQuery } from '@charter/shared';
import { apiListQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** The back office's services (the catalogue as staff edit it). */
export const adminServiceQueries = {
  all: () => ['admin', 'services'] as const,
  /** GET /api/admin/services: every service, inactive and archived ones included, filtered on the server. */
  list: (filters: AdminServiceListQuery) =>
    apiListQuery<Answer<typeof adminServiceListSchema>>([...adminServiceQueries.all(), 'list'] as const, '/admin/services', filters),
};
