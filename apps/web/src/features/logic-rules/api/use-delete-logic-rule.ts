import type { noContentSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** DELETE /api/admin/logic/rules/{id}: 204, no body. */
export function useDeleteLogicRule() {
  return useRefreshingMutation({
    mutationFn: (id: string) =>
      apiRequest<Answer<typeof noContentSchema>>(`/admin/logic/rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    refreshes: [logicRuleQueries.all()],
  });
}
