import { useMutation } from '@tanstack/react-query';
import { type EmailBody, messageSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: EmailBody) => apiRequest('/auth/resend-verification', { schema: messageSchema, method: 'POST', body }),
  });
}
