import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminBookingSchema, timeZoneAnswerSchema, TimeZoneBody, UpdateBookingBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { adminBookingQueries } from './queries';

/** PUT /api/admin/bookings/{id}: a new status (the server checks the move), the notes the founder sees, or both. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBookingBody }) =>
      apiRequest<Answer<typeof adminBookingSchema>>(`/admin/bookings/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingQueries.all() }),
  });
}

/** PUT /api/admin/me/time-zone: the zone this staff member reads bookings in; the list answers in it from then on. */
export function useSetStaffTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeZoneBody) => apiRequest<Answer<typeof timeZoneAnswerSchema>>('/admin/me/time-zone', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingQueries.all() }),
  });
}
