import { useQuery } from '@tanstack/react-query';
import { SESSION_EXCHANGE_HEADER, sessionResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Trades the one-time exchange id from the Google callback for a session (ARCHITECTURE §4). Like
 * useVerifyEmail it is a query keyed on the id so StrictMode and remounts never send the id twice.
 */
export function useSessionExchange(sessionId: string | null) {
  return useQuery({
    queryKey: ['auth', 'session-exchange', sessionId],
    queryFn: () =>
      apiRequest('/auth/session', {
        schema: sessionResponseSchema,
        method: 'POST',
        headers: { [SESSION_EXCHANGE_HEADER]: sessionId ?? '' },
      }),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
  });
}
