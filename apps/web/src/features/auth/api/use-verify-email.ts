import { useQuery } from '@tanstack/react-query';
import { verifyEmailResponseSchema, type VerifyEmailResponse } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Uses the single-use token from the verification mail. It is a query keyed on the token, not an effect
 * calling a mutation, so React StrictMode's double mount (and any remount) shares one request and its
 * answer: a second POST would report the token, already used by the first, as invalid.
 * No abort signal is passed on purpose: an aborted POST may still have used the token on the server.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: async (): Promise<VerifyEmailResponse> => {
      return apiRequest('/auth/verify-email', { schema: verifyEmailResponseSchema, method: 'POST', body: { token } });
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
  });
}
