import type { adminBookingListSchema, BookingStatus } from '@charter/shared';
import { apiListQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

export interface AdminBookingFilters {
  status: BookingStatus | '';
  page: number;
}

/** The back office's bookings. */
export const adminBookingQueries = {
  all: () => ['admin', 'bookings'] as const,
  /** GET /api/admin/bookings: every founder's bookings, newest first, filtered by status, a page at a time. */
  list: ({ page, status }: AdminBookingFilters) =>
    apiListQuery<Answer<typeof adminBookingListSchema>>([...adminBookingQueries.all(), 'list'] as const, '/admin/bookings', {
      page,
      status,
    }),
};
