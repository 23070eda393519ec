import type { logicRuleSchema, LogicRuleBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** POST /api/admin/logic/rules. */
export function useCreateLogicRule() {
  return useRefreshingMutation({
    mutationFn: (body: LogicRuleBody) => apiRequest<Answer<typeof logicRuleSchema>>('/admin/logic/rules', { method: 'POST', body }),
    refreshes: [logicRuleQueries.all()],
  });
}
