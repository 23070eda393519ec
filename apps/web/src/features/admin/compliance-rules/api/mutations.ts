import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminComplianceRuleSchema, type CustomRuleBody, type StatutoryOverrideBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { complianceRulesKey } from './use-compliance-rules';

export type SaveComplianceRule =
  { kind: 'statutory'; id: string; body: StatutoryOverrideBody } | { kind: 'custom'; id: string | null; body: CustomRuleBody };

/** POST /api/admin/compliance (a new custom rule) or PUT /api/admin/compliance/{id} (an overlay or a custom rule). */
export function useSaveComplianceRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveComplianceRule) =>
      input.id === null
        ? apiRequest('/admin/compliance', { schema: adminComplianceRuleSchema, method: 'POST', body: input.body })
        : apiRequest(`/admin/compliance/${encodeURIComponent(input.id)}`, {
            schema: adminComplianceRuleSchema,
            method: 'PUT',
            body: input.body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceRulesKey }),
  });
}
