import { queryOptions } from '@tanstack/react-query';
import type { bookingListSchema, consultationHoursSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';

/** The founder's consultation bookings and the hours staff take them. */
export const bookingQueries = {
  all: () => ['bookings'] as const,
  /** GET /api/bookings: the founder's consultation requests, newest first. */
  list: () => apiQuery<Answer<typeof bookingListSchema>>([...bookingQueries.all(), 'list'] as const, '/bookings'),
  /** GET /api/bookings/hours: when staff take consultations (server config; it changes rarely). */
  hours: () =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'hours'] as const,
      queryFn: () => apiRequest<Answer<typeof consultationHoursSchema>>('/bookings/hours'),
      staleTime: 60 * 60_000,
    }),
};
