import type { bookingSchema, CreateBookingBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { bookingQueries } from './queries';

/** POST /api/bookings: a consultation request (pending until the team confirms it). */
export function useCreateBooking() {
  return useRefreshingMutation({
    mutationFn: (body: CreateBookingBody) => apiRequest<Answer<typeof bookingSchema>>('/bookings', { method: 'POST', body }),
    refreshes: [bookingQueries.list().queryKey],
  });
}
