import { useMutation } from '@tanstack/react-query';
import type { complianceChatReplySchema, ComplianceChatBody } from '@charter/shared';
import { streamRequest } from '@/lib/event-stream';
import type { Answer } from '@/lib/api-client';

/** POST /api/compliance/chat: the compliance advisor, for one company of the signed-in founder, streamed. */
export function useAdvisorChat() {
  return useMutation({
    mutationFn: ({ body, onDelta }: { body: ComplianceChatBody; onDelta: (text: string) => void }) =>
      streamRequest<Answer<typeof complianceChatReplySchema>>('/compliance/chat', { body, onDelta }),
  });
}
