import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletionStatusSchema, type RequestDeletionBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
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
    mutationFn: (body: RequestDeletionBody) => apiRequest('/users/me/deletion', { schema: deletionStatusSchema, method: 'POST', body }),
  });
}

/** POST /api/companies/{id}/deletion. */
export function useRequestCompanyDeletion(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestDeletionBody) =>
      apiRequest(companyDeletionPath(companyId), { schema: deletionStatusSchema, method: 'POST', body }),
    onSuccess: (status) => queryClient.setQueryData(deletionQueries.company(companyId).queryKey, status),
  });
}

/** DELETE /api/deletion-requests/{id}: the account's holder, or any owner of the company. */
export function useCancelDeletion(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest(`/deletion-requests/${encodeURIComponent(requestId)}`, { schema: deletionStatusSchema, method: 'DELETE' }),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
