import { useMutation } from '@tanstack/react-query';
import { type EmailBody, messageSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** Sends a 6-digit login code to the address (also used by Resend code). */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: (body: EmailBody) => apiRequest('/auth/login-email', { schema: messageSchema, method: 'POST', body }),
  });
}
