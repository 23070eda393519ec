import { useMutation } from '@tanstack/react-query';
import { type SignupBody, signupResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => apiRequest('/auth/signup', { schema: signupResponseSchema, method: 'POST', body }),
  });
}
