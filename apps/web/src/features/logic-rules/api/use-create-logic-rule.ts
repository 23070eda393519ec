import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logicRuleSchema, type LogicRuleBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRuleQueries } from './queries';

/** POST /api/admin/logic/rules. */
export function useCreateLogicRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogicRuleBody) => apiRequest('/admin/logic/rules', { schema: logicRuleSchema, method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logicRuleQueries.all() }),
  });
}
