import { adminComplianceRuleSchema, messageSchema, type CustomRuleBody, type StatutoryOverrideBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminComplianceRuleQueries } from './queries';

export type SaveComplianceRule =
  { kind: 'statutory'; id: string; body: StatutoryOverrideBody } | { kind: 'custom'; id: string | null; body: CustomRuleBody };

/** POST /api/admin/compliance (a new custom rule) or PUT /api/admin/compliance/{id} (an overlay or a custom rule). */
export function useSaveComplianceRule() {
  return useRefreshingMutation({
    mutationFn: (input: SaveComplianceRule) =>
      input.id === null
        ? apiRequest('/admin/compliance', { schema: adminComplianceRuleSchema, method: 'POST', body: input.body })
        : apiRequest(`/admin/compliance/${encodeURIComponent(input.id)}`, {
            schema: adminComplianceRuleSchema,
            method: 'PUT',
            body: input.body,
          }),
    refreshes: [adminComplianceRuleQueries.all()],
  });
}

/** DELETE /api/admin/compliance/{id}: a custom rule (statutory rules are deactivated instead). */
export function useDeleteComplianceRule() {
  return useRefreshingMutation({
    mutationFn: (id: string) => apiRequest(`/admin/compliance/${encodeURIComponent(id)}`, { schema: messageSchema, method: 'DELETE' }),
    refreshes: [adminComplianceRuleQueries.all()],
  });
}
