import type { adminComplianceRuleSchema, messageSchema, CustomRuleBody, StatutoryOverrideBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { adminComplianceRuleQueries } from './queries';

export type SaveComplianceRule =
  { kind: 'statutory'; id: string; body: StatutoryOverrideBody } | { kind: 'custom'; id: string | null; body: CustomRuleBody };

/** POST /api/admin/compliance (a new custom rule) or PUT /api/admin/compliance/{id} (an overlay or a custom rule). */
export function useSaveComplianceRule() {
  return useRefreshingMutation({
    mutationFn: (input: SaveComplianceRule) =>
      input.id === null
        ? apiRequest<Answer<typeof adminComplianceRuleSchema>>('/admin/compliance', { method: 'POST', body: input.body })
        : apiRequest<Answer<typeof adminComplianceRuleSchema>>(`/admin/compliance/${encodeURIComponent(input.id)}`, {
            method: 'PUT',
            body: input.body,
          }),
    refreshes: [adminComplianceRuleQueries.all()],
  });
}

/** DELETE /api/admin/compliance/{id}: a custom rule (statutory rules are deactivated instead). */
export function useDeleteComplianceRule() {
  return useRefreshingMutation({
    mutationFn: (id: string) =>
      apiRequest<Answer<typeof messageSchema>>(`/admin/compliance/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    refreshes: [adminComplianceRuleQueries.all()],
  });
}
