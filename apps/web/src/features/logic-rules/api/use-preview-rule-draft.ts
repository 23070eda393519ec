import { useMutation } from '@tanstack/react-query';
import type { logicRulePreviewSchema, LogicRuleBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** POST /api/admin/logic/rules/preview with a draft from the editor: would it fire for this company, before saving? */
export function usePreviewRuleDraft() {
  return useMutation({
    mutationFn: ({ rule, companyId }: { rule: LogicRuleBody; companyId: string }) =>
      apiRequest<Answer<typeof logicRulePreviewSchema>>('/admin/logic/rules/preview', {
        method: 'POST',
        body: { rule, company_id: companyId },
      }),
  });
}
