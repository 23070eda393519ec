import { adminServiceListSchema, type AdminServiceListQuery } from '@charter/shared';
import { apiListQuery } from '@/lib/api-query';

/** The back office's services (the catalogue as staff edit it). */
export const adminServiceQueries = {
  all: () => ['admin', 'services'] as const,
  /** GET /api/admin/services: every service, inactive and archived ones included, filtered on the server. */
  list: (filters: AdminServiceListQuery) =>
    apiListQuery([...adminServiceQueries.all(), 'list'] as const, '/admin/services', filters, adminServiceListSchema),
};
