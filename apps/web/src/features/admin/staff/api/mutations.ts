import type { staffAccountSchema, CreateStaffAccountBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminTaskQueries } from '../../tasks/api/queries';
import { adminStaffQueries } from './queries';

/** An account change shows in the accounts list, the audit log and the task queue's assignee list. */
const staffWriteRefreshes = () => [adminStaffQueries.all(), adminTaskQueries.staff().queryKey];

/** POST /api/admin/admins: a new staff account. */
export function useCreateStaffAccount() {
  return useRefreshingMutation({
    mutationFn: (body: CreateStaffAccountBody) => apiRequest<Answer<typeof staffAccountSchema>>('/admin/admins', { method: 'POST', body }),
    refreshes: staffWriteRefreshes(),
  });
}

/** Disabling ends the account's sessions at once; the audit log records both. */
export function useSetStaffAccountDisabled() {
  return useRefreshingMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest<Answer<typeof staffAccountSchema>>(`/admin/admins/${id}/status`, { method: 'PUT', body: { disabled } }),
    refreshes: staffWriteRefreshes(),
  });
}
