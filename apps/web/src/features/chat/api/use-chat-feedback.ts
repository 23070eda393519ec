import { useMutation } from '@tanstack/react-query';
import type { chatFeedbackResultSchema, ChatFeedbackBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** POST /api/chat/feedback: helpful or not helpful, once per assistant message. */
export function useChatFeedback() {
  return useMutation({
    mutationFn: (body: ChatFeedbackBody) => apiRequest<Answer<typeof chatFeedbackResultSchema>>('/chat/feedback', { method: 'POST', body }),
  });
}
