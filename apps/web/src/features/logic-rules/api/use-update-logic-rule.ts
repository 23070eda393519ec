import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logicRuleSchema, type LogicRuleBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRuleQueries } from './queries';

/** PUT /api/admin/logic/rules/{id}: the whole rule (the table's switch and priority send it too). */
export function useUpdateLogicRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogicRuleBody }) =>
      apiRequest(`/admin/logic/rules/${encodeURIComponent(id)}`, { schema: logicRuleSchema, method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logicRuleQueries.all() }),
  });
}
