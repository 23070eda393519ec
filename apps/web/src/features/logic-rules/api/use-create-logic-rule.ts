import { logicRuleSchema, type LogicRuleBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** POST /api/admin/logic/rules. */
export function useCreateLogicRule() {
  return useRefreshingMutation({
    mutationFn: (body: LogicRuleBody) => apiRequest('/admin/logic/rules', { schema: logicRuleSchema, method: 'POST', body }),
    refreshes: [logicRuleQueries.all()],
  });
}
