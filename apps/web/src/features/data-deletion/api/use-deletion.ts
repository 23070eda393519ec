import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { deletionStatusSchema, RequestDeletionBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companyDeletionPath, deletionQueries } from './queries';

export function useAccountDeletion() {
  return useQuery(deletionQueries.account());
}

export function useCompanyDeletion(companyId: string) {
  return useQuery(deletionQueries.company(companyId));
}

/** POST /api/users/me/deletion: every session ends with it, this one too (the caller signs out locally after). */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (body: RequestDeletionBody) =>
      apiRequest<Answer<typeof deletionStatusSchema>>('/users/me/deletion', { method: 'POST', body }),
  });
}

/** POST /api/companies/{id}/deletion. */
export function useRequestCompanyDeletion(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestDeletionBody) =>
      apiRequest<Answer<typeof deletionStatusSchema>>(companyDeletionPath(companyId), { method: 'POST', body }),
    onSuccess: (status) => queryClient.setQueryData(deletionQueries.company(companyId).queryKey, status),
  });
}

/** DELETE /api/deletion-requests/{id}: the account's holder, or any owner of the company. */
export function useCancelDeletion(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest<Answer<typeof deletionStatusSchema>>(`/deletion-requests/${encodeURIComponent(requestId)}`, { method: 'DELETE' }),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
