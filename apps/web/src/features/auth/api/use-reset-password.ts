import { useMutation } from '@tanstack/react-query';
import { type ResetPasswordBody, messageSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiRequest('/auth/reset-password', { schema: messageSchema, method: 'POST', body }),
  });
}
