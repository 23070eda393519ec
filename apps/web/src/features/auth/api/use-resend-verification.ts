import { useMutation } from '@tanstack/react-query';
import type { EmailBody, MessageResponse } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: EmailBody) => apiRequest<MessageResponse>('/auth/resend-verification', { method: 'POST', body }),
  });
}
