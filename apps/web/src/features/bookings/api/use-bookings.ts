import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingListSchema, bookingSchema, type CreateBookingBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const bookingsQueryKey = ['bookings'] as const;

/** GET /api/bookings: the founder's consultation requests, newest first. */
export function useBookings() {
  return useQuery({ queryKey: bookingsQueryKey, queryFn: () => apiRequest('/bookings', { schema: bookingListSchema }) });
}

/** POST /api/bookings: a consultation request (pending until the team confirms it). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) => apiRequest('/bookings', { schema: bookingSchema, method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
