import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletionStatusSchema, type RequestDeletionBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** Query keys: the account's under the user, a company's under the company (a refresh of the company covers it). */
export const deletionKeys = {
  account: ['account', 'deletion'] as const,
  company: (companyId: string) => ['companies', companyId, 'deletion'] as const,
};

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/deletion`;

/** GET /api/users/me/deletion: the open request, the date it runs, what is kept and until when. */
export function useAccountDeletion() {
  return useQuery({
    queryKey: deletionKeys.account,
    queryFn: () => apiRequest('/users/me/deletion', { schema: deletionStatusSchema }),
  });
}

/** GET /api/companies/{id}/deletion. */
export function useCompanyDeletion(companyId: string) {
  return useQuery({
    queryKey: deletionKeys.company(companyId),
    queryFn: () => apiRequest(companyPath(companyId), { schema: deletionStatusSchema }),
  });
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
    mutationFn: (body: RequestDeletionBody) => apiRequest(companyPath(companyId), { schema: deletionStatusSchema, method: 'POST', body }),
    onSuccess: (status) => queryClient.setQueryData(deletionKeys.company(companyId), status),
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
