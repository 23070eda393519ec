import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, currentUserSchema } from '@charter/shared';
import { type Answer, ApiError, apiRequest } from '@/lib/api-client';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when signed out. A failed check counts as signed out (spec §4). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<Answer<typeof currentUserSchema>>('/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, staleTime: 60_000 });

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
