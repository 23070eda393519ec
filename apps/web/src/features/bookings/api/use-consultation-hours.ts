import { useQuery } from '@tanstack/react-query';
import { consultationHoursSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/bookings/hours: when staff take consultations (server config; it changes rarely). */
export function useConsultationHours() {
  return useQuery({
    queryKey: ['bookings', 'hours'],
    queryFn: () => apiRequest('/bookings/hours', { schema: consultationHoursSchema }),
    staleTime: 60 * 60_000,
  });
}
