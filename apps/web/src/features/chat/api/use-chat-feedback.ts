import { useMutation } from '@tanstack/react-query';
import { chatFeedbackResultSchema, type ChatFeedbackBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/feedback: helpful or not helpful, once per assistant message. */
export function useChatFeedback() {
  return useMutation({
    mutationFn: (body: ChatFeedbackBody) => apiRequest('/chat/feedback', { schema: chatFeedbackResultSchema, method: 'POST', body }),
  });
}
