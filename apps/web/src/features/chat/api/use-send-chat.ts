import { useMutation } from '@tanstack/react-query';
import { chatReplySchema, type ChatBody } from '@charter/shared';
import { streamRequest } from '@/lib/event-stream';

/** POST /api/chat: the general assistant (no sign-in needed), its answer streamed as it is written. */
export function useSendChat() {
  return useMutation({
    mutationFn: ({ body, onDelta }: { body: ChatBody; onDelta: (text: string) => void }) =>
      streamRequest('/chat', { schema: chatReplySchema, body, onDelta }),
  });
}
