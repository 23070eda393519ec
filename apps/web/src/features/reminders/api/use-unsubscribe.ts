import { useQuery } from '@tanstack/react-query';
import { unsubscribeResponseSchema, type UnsubscribeResponse } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Uses the unsubscribe link of a reminder mail. A query keyed on the token (not an effect calling a mutation), so a
 * remount shares one request; turning reminders off twice would be harmless anyway.
 */
export function useUnsubscribe(token: string | null) {
  return useQuery({
    queryKey: ['reminders', 'unsubscribe', token],
    queryFn: async (): Promise<UnsubscribeResponse> =>
      await apiRequest('/reminders/unsubscribe', { schema: unsubscribeResponseSchema, method: 'POST', body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
