import type { logicRuleSchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { logicRuleQueries } from './queries';

/** POST /api/admin/logic/rules/from-template/{templateId}. */
export function useCreateRuleFromTemplate() {
  return useRefreshingMutation({
    mutationFn: (templateId: string) =>
      apiRequest<Answer<typeof logicRuleSchema>>(`/admin/logic/rules/from-template/${encodeURIComponent(templateId)}`, { method: 'POST' }),
    refreshes: [logicRuleQueries.all()],
  });
}
