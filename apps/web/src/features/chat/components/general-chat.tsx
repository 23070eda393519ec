import type { BusinessContext } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { sessionKeys } from '@/lib/storage-keys';
import { useSendChat } from '../api/use-send-chat';
import { useChatExchange } from '../hooks/use-chat-exchange';
import { useRateReply } from '../hooks/use-rate-reply';
import { useStoredThread } from '../hooks/use-stored-thread';
import { ChatPanel, type ServiceCardActions } from './chat-panel';

const APOLOGY = "Sorry, I'm having trouble responding right now. Please try again.";

/** Spec §2: the general assistant's conversation (its frame is the landing widget's or the assistant panel's). */
export function GeneralChat({
  owner,
  businessContext,
  actions,
}: {
  /** Whose conversation this is ("visitor" when signed out). */
  owner: string;
  businessContext: BusinessContext | null;
  actions: ServiceCardActions;
}) {
  const thread = useStoredThread(sessionKeys.generalChat, owner);
  const onRate = useRateReply(thread, { businessContext });
  const exchange = useChatExchange({
    thread,
    call: useSendChat(),
    bodyOf: (text) => ({ message: text, session_id: thread.sessionId, business_context: businessContext }),
    replyMessage: (reply) => ({
      role: 'assistant',
      content: reply.message,
      services: reply.services,
      timestamp: reply.timestamp,
      index: reply.message_index,
    }),
    onFailure: (question) => {
      toast.error('Failed to send message');
      thread.update((messages) => [
        ...messages,
        { role: 'assistant', content: APOLOGY, services: [], timestamp: question.timestamp, failed: true },
      ]);
    },
  });

  return (
    <ChatPanel
      title="Charter assistant"
      intro="Ask about company formation, GST, food licences, export documentation, PF and ESIC, or tax — for India, the USA and the UK. Answers cite their sources."
      exchange={exchange}
      onRate={onRate}
      actions={actions}
      testId="general-chat"
    />
  );
}
