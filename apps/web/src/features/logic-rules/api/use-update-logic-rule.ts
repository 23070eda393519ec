import { logicRuleSchema, type LogicRuleBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** PUT /api/admin/logic/rules/{id}: the whole rule (the table's switch and priority send it too). */
export function useUpdateLogicRule() {
  return useRefreshingMutation({
    mutationFn: ({ id, body }: { id: string; body: LogicRuleBody }) =>
      apiRequest(`/admin/logic/rules/${encodeURIComponent(id)}`, { schema: logicRuleSchema, method: 'PUT', body }),
    refreshes: [logicRuleQueries.all()],
  });
}
