import { adminBookingListSchema, type BookingStatus } from '@charter/shared';
import { apiListQuery } from '@/lib/api-query';

export interface AdminBookingFilters {
  status: BookingStatus | '';
  page: number;
}

function listParams({ status, page }: AdminBookingFilters) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  return params.toString();
}

/** The back office's bookings. */
export const adminBookingQueries = {
  all: () => ['admin', 'bookings'] as const,
  /** GET /api/admin/bookings: every founder's bookings, newest first, filtered by status, a page at a time. */
  list: (filters: AdminBookingFilters) =>
    apiListQuery(
      [...adminBookingQueries.all(), 'list', listParams(filters)] as const,
      `/admin/bookings?${listParams(filters)}`,
      adminBookingListSchema,
    ),
};
