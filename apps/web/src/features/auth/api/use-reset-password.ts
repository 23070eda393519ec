import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody, messageSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiRequest<Answer<typeof messageSchema>>('/auth/reset-password', { method: 'POST', body }),
  });
}
