import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiRequest<MessageResponse>('/auth/reset-password', { method: 'POST', body }),
  });
}
