import { queryOptions } from '@tanstack/react-query';
import { SESSION_EXCHANGE_HEADER, type sessionResponseSchema, type verifyEmailResponseSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/**
 * The auth feature's single-use links. Each is a query keyed on its token, not an effect calling a mutation, so React
 * StrictMode's double mount (and any remount) shares one request and its answer: a second POST would find the token
 * already used. Never retried, never refetched; no abort signal, since an aborted POST may still have used the token.
 */
const once = { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnReconnect: false } as const;

export const authQueries = {
  all: () => ['auth'] as const,
  /** POST /api/auth/verify-email with the token from the verification mail. */
  verifyEmail: (token: string | null) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'verify-email', token] as const,
      queryFn: () => apiRequest<Answer<typeof verifyEmailResponseSchema>>('/auth/verify-email', { method: 'POST', body: { token } }),
      enabled: Boolean(token),
      ...once,
    }),
  /** POST /api/auth/session: trades the one-time exchange id from the Google callback for a session (ARCHITECTURE §4). */
  sessionExchange: (sessionId: string | null) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'session-exchange', sessionId] as const,
      queryFn: () =>
        apiRequest<Answer<typeof sessionResponseSchema>>('/auth/session', {
          method: 'POST',
          headers: { [SESSION_EXCHANGE_HEADER]: sessionId ?? '' },
        }),
      enabled: Boolean(sessionId),
      ...once,
    }),
};
