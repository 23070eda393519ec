import { useMutation } from '@tanstack/react-query';
import { complianceChatReplySchema, type ComplianceChatBody } from '@charter/shared';
import { streamRequest } from '@/lib/event-stream';

/** POST /api/compliance/chat: the compliance advisor, for one company of the signed-in founder, streamed. */
export function useAdvisorChat() {
  return useMutation({
    mutationFn: ({ body, onDelta }: { body: ComplianceChatBody; onDelta: (text: string) => void }) =>
      streamRequest('/compliance/chat', { schema: complianceChatReplySchema, body, onDelta }),
  });
}
