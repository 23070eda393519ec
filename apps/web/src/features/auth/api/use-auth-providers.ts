import { useQuery } from '@tanstack/react-query';
import { authProvidersSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const authProvidersQueryKey = ['auth', 'providers'] as const;

/** Which sign-in methods this deployment offers; it does not change while the page is open. */
export function useAuthProviders() {
  return useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: () => apiRequest('/auth/providers', { schema: authProvidersSchema }),
    staleTime: Infinity,
  });
}
