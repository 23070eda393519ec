import type { BusinessContext } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { useChatFeedback } from '../api/use-chat-feedback';
import type { ChatMessage, useStoredThread } from './use-stored-thread';

/**
 * Spec §2: each assistant reply can be rated once, helpful or not, with the spec's toasts. The advisor's replies are
 * rated in their company's thread (companyId); the open assistant's with the business context.
 */
export function useRateReply(
  thread: ReturnType<typeof useStoredThread>,
  context: { businessContext?: BusinessContext | null; companyId?: string },
) {
  const feedback = useChatFeedback();
  return (message: ChatMessage, rating: 'helpful' | 'not_helpful') => {
    if (message.rated || message.index === undefined) return;
    const question = [...thread.messages]
      .reverse()
      .find((candidate) => candidate.role === 'user' && candidate.timestamp <= message.timestamp);
    thread.update((messages) => messages.map((candidate) => (candidate === message ? { ...candidate, rated: true } : candidate)));
    feedback.mutate(
      {
        session_id: thread.sessionId,
        message_index: message.index,
        rating,
        user_message: question?.content,
        assistant_message: message.content,
        business_context: context.businessContext,
        company_id: context.companyId,
      },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: () => toast.error('Failed to send feedback'),
      },
    );
  };
}
