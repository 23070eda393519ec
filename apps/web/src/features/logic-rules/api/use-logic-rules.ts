import { useQuery } from '@tanstack/react-query';
import { logicRulesResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRulesKeys } from './logic-rules-keys';

/** GET /api/admin/logic/rules: every rule, highest priority first. */
export function useLogicRules() {
  return useQuery({
    queryKey: logicRulesKeys.rules,
    queryFn: () => apiRequest('/admin/logic/rules', { schema: logicRulesResponseSchema }),
    select: (data) => data.rules,
  });
}
