import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface RefreshingMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The queries the write changes: each key (and every key under it) is fetched again once it succeeds. */
  refreshes: readonly QueryKey[];
}

/**
 * Most writes: call the API, then refetch what it changed, so the screens that show it move at once. The mutation
 * settles only when the refetches have, so a caller's onSuccess already sees fresh data.
 */
export function useRefreshingMutation<TData, TVariables = void>({ mutationFn, refreshes }: RefreshingMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
