import { useQuery } from '@tanstack/react-query';
import { logicRulePreviewSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRulesKeys } from './logic-rules-keys';

/**
 * POST /api/admin/logic/rules/preview for a saved rule: whether it fires for the company, and why. It saves and
 * counts nothing, so it is read like a query; `version` (the rule's updated_at) asks again after an edit.
 */
export function useLogicRulePreview(ruleId: string | null, companyId: string | null, version: string | null) {
  return useQuery({
    queryKey: [...logicRulesKeys.all, 'preview', ruleId, companyId, version] as const,
    queryFn: () =>
      apiRequest('/admin/logic/rules/preview', {
        schema: logicRulePreviewSchema,
        method: 'POST',
        body: { rule_id: ruleId, company_id: companyId },
      }),
    enabled: ruleId !== null && companyId !== null,
    retry: false,
  });
}
