import { logicRuleSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** POST /api/admin/logic/rules/from-template/{templateId}. */
export function useCreateRuleFromTemplate() {
  return useRefreshingMutation({
    mutationFn: (templateId: string) =>
      apiRequest(`/admin/logic/rules/from-template/${encodeURIComponent(templateId)}`, { schema: logicRuleSchema, method: 'POST' }),
    refreshes: [logicRuleQueries.all()],
  });
}
