import { useMutation } from '@tanstack/react-query';
import type { EmailBody, messageSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** Staff "Forgot password?": mails a reset link when the address is a staff account; the answer is the same either way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: EmailBody) => apiRequest<Answer<typeof messageSchema>>('/auth/request-password-reset', { method: 'POST', body }),
  });
}
