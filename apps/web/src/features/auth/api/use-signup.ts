import { useMutation } from '@tanstack/react-query';
import type { SignupBody, SignupResponse } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => apiRequest<SignupResponse>('/auth/signup', { method: 'POST', body }),
  });
}
