import { useMutation } from '@tanstack/react-query';
import type { chatReplySchema, ChatBody } from '@charter/shared';
import { streamRequest } from '@/lib/event-stream';
import type { Answer } from '@/lib/api-client';

/** POST /api/chat: the general assistant (no sign-in needed), its answer streamed as it is written. */
export function useSendChat() {
  return useMutation({
    mutationFn: ({ body, onDelta }: { body: ChatBody; onDelta: (text: string) => void }) =>
      streamRequest<Answer<typeof chatReplySchema>>('/chat', { body, onDelta }),
  });
}
