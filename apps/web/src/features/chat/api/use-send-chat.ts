import { useMutation } from '@tanstack/react-query';
import { chatReplySchema, type ChatBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat: the general assistant (no sign-in needed). */
export function useSendChat() {
  return useMutation({
    mutationFn: (body: ChatBody) => apiRequest('/chat', { schema: chatReplySchema, method: 'POST', body }),
  });
}
