import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { complianceRulesKey } from './use-compliance-rules';

/** DELETE /api/admin/compliance/{id}: a custom rule (statutory rules are deactivated instead). */
export function useDeleteComplianceRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/compliance/${encodeURIComponent(id)}`, { schema: messageSchema, method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceRulesKey }),
  });
}
