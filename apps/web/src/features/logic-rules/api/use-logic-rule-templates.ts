import { useQuery } from '@tanstack/react-query';
import { logicRuleTemplatesResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRulesKeys } from './logic-rules-keys';

/** GET /api/admin/logic/rules/templates. */
export function useLogicRuleTemplates() {
  return useQuery({
    queryKey: logicRulesKeys.templates,
    queryFn: () => apiRequest('/admin/logic/rules/templates', { schema: logicRuleTemplatesResponseSchema }),
    select: (data) => data.templates,
    staleTime: 5 * 60_000,
  });
}
