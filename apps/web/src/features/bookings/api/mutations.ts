import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, type CreateBookingBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { bookingQueries } from './queries';

/** POST /api/bookings: a consultation request (pending until the team confirms it). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) => apiRequest('/bookings', { schema: bookingSchema, method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueries.list().queryKey }),
  });
}
