import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBookingListSchema,
  adminBookingSchema,
  timeZoneAnswerSchema,
  type BookingStatus,
  type TimeZoneBody,
  type UpdateBookingBody,
} from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const adminBookingsQueryKey = ['admin', 'bookings'] as const;

/** GET /api/admin/bookings: every founder's bookings, newest first, filtered by status, a page at a time. */
export function useAdminBookings({ status, page }: { status: BookingStatus | ''; page: number }) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: [...adminBookingsQueryKey, params.toString()],
    queryFn: () => apiRequest(`/admin/bookings?${params.toString()}`, { schema: adminBookingListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/bookings/{id}: a new status (the server checks the move), the notes the founder sees, or both. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBookingBody }) =>
      apiRequest(`/admin/bookings/${id}`, { schema: adminBookingSchema, method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}

/** PUT /api/admin/me/time-zone: the zone this staff member reads bookings in; the list answers in it from then on. */
export function useSetStaffTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeZoneBody) => apiRequest('/admin/me/time-zone', { schema: timeZoneAnswerSchema, method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
  });
}
