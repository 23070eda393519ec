// Apart from mutations.ts: naming every domain's key imports every domain's queries, which the sign-in page must not load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { adminBookingQueries } from '../../bookings/api/queries';
import { adminComplianceRuleQueries } from '../../compliance-rules/api/queries';
import { adminOrderQueries } from '../../orders/api/queries';
import { adminRegistryQueries } from '../../registry/api/queries';
import { adminServiceQueries } from '../../services/api/queries';
import { adminStaffQueries } from '../../staff/api/queries';
import { adminStatisticsQueries } from '../../statistics/api/queries';
import { adminTaskQueries } from '../../tasks/api/queries';
import { adminUserQueries } from '../../users/api/queries';
import { adminSessionQueries } from './queries';

/** Every back-office domain's key: signing out forgets what the staff member could read. */
export const adminDomainKeys = [
  adminSessionQueries.all(),
  adminOrderQueries.all(),
  adminTaskQueries.all(),
  adminBookingQueries.all(),
  adminUserQueries.all(),
  adminServiceQueries.all(),
  adminComplianceRuleQueries.all(),
  adminRegistryQueries.all(),
  adminStaffQueries.all(),
  adminStatisticsQueries.all(),
] as const;

/** POST /api/admin/logout. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Answer<typeof messageSchema>>('/admin/logout', { method: 'POST' }),
    onSettled: () => {
      for (const queryKey of adminDomainKeys) queryClient.removeQueries({ queryKey });
    },
  });
}
