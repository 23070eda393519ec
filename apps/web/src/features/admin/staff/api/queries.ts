import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffAccountListSchema, staffAccountSchema, type CreateStaffAccountBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

const staffKey = ['admin', 'staff-accounts'] as const;

/** GET /api/admin/admins: every staff account, enabled or not, with its last use. */
export function useStaffAccounts() {
  return useQuery({ queryKey: staffKey, queryFn: () => apiRequest('/admin/admins', { schema: staffAccountListSchema }) });
}

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffAccountBody) => apiRequest('/admin/admins', { method: 'POST', body, schema: staffAccountSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Disabling ends the account's sessions at once; the audit log records both. */
export function useSetStaffAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest(`/admin/admins/${id}/status`, { method: 'PUT', body: { disabled }, schema: staffAccountSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
