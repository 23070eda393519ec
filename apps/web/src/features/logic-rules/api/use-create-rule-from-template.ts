import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logicRuleSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRuleQueries } from './queries';

/** POST /api/admin/logic/rules/from-template/{templateId}. */
export function useCreateRuleFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      apiRequest(`/admin/logic/rules/from-template/${encodeURIComponent(templateId)}`, { schema: logicRuleSchema, method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logicRuleQueries.all() }),
  });
}
