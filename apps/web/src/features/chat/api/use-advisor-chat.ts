import { useMutation } from '@tanstack/react-query';
import { complianceChatReplySchema, type ComplianceChatBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/compliance/chat: the compliance advisor, for one company of the signed-in founder. */
export function useAdvisorChat() {
  return useMutation({
    mutationFn: (body: ComplianceChatBody) => apiRequest('/compliance/chat', { schema: complianceChatReplySchema, method: 'POST', body }),
  });
}
