import type { logicRuleSchema, LogicRuleBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** PUT /api/admin/logic/rules/{id}: the whole rule (the table's switch and priority send it too). */
export function useUpdateLogicRule() {
  return useRefreshingMutation({
    mutationFn: ({ id, body }: { id: string; body: LogicRuleBody }) =>
      apiRequest<Answer<typeof logicRuleSchema>>(`/admin/logic/rules/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    refreshes: [logicRuleQueries.all()],
  });
}
