import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRuleQueries } from './queries';

/** DELETE /api/admin/logic/rules/{id}: 204, no body. */
export function useDeleteLogicRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/logic/rules/${encodeURIComponent(id)}`, { schema: noContentSchema, method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logicRuleQueries.all() }),
  });
}
