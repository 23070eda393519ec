import { useMutation } from '@tanstack/react-query';
import { type VerifyOtpBody, sessionResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Exchanges the emailed code for a session; the server also sets the HttpOnly session cookie. The caller
 * stores the returned user in the current-user query when it moves on (see useCompleteSignIn).
 */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: VerifyOtpBody) => apiRequest('/auth/verify-otp', { schema: sessionResponseSchema, method: 'POST', body }),
  });
}
