import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountSchema, type CreateStaffAccountBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminTaskQueries } from '../../tasks/api/queries';
import { adminStaffQueries } from './queries';

/** An account change shows in the accounts list, the audit log and the task queue's assignee list. */
function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminStaffQueries.all() }),
      queryClient.invalidateQueries({ queryKey: adminTaskQueries.staff().queryKey }),
    ]);
}

/** POST /api/admin/admins: a new staff account. */
export function useCreateStaffAccount() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: CreateStaffAccountBody) => apiRequest('/admin/admins', { method: 'POST', body, schema: staffAccountSchema }),
    onSuccess: refresh,
  });
}

/** Disabling ends the account's sessions at once; the audit log records both. */
export function useSetStaffAccountDisabled() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest(`/admin/admins/${id}/status`, { method: 'PUT', body: { disabled }, schema: staffAccountSchema }),
    onSuccess: refresh,
  });
}
