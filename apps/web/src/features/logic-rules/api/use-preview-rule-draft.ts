import { useMutation } from '@tanstack/react-query';
import { logicRulePreviewSchema, type LogicRuleBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/logic/rules/preview with a draft from the editor: would it fire for this company, before saving? */
export function usePreviewRuleDraft() {
  return useMutation({
    mutationFn: ({ rule, companyId }: { rule: LogicRuleBody; companyId: string }) =>
      apiRequest('/admin/logic/rules/preview', { schema: logicRulePreviewSchema, method: 'POST', body: { rule, company_id: companyId } }),
  });
}
