import { useState } from 'react';
import type { BusinessContext } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { sessionKeys } from '@/lib/storage-keys';
import { useSendChat } from '../api/use-send-chat';
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
  const send = useSendChat();
  // The answer as the server writes it, shown until the whole reply arrives.
  const [draft, setDraft] = useState('');
  const onRate = useRateReply(thread, { businessContext });

  const onSend = (text: string) => {
    const now = new Date().toISOString();
    thread.update((messages) => [...messages, { role: 'user', content: text, services: [], timestamp: now }]);
    setDraft('');
    send.mutate(
      {
        body: { message: text, session_id: thread.sessionId, business_context: businessContext },
        onDelta: (piece) => setDraft((written) => written + piece),
      },
      {
        onSettled: () => setDraft(''),
        onSuccess: (reply) =>
          thread.update((messages) => [
            ...messages,
            { role: 'assistant', content: reply.message, services: reply.services, timestamp: reply.timestamp, index: reply.message_index },
          ]),
        onError: () => {
          toast.error('Failed to send message');
          thread.update((messages) => [...messages, { role: 'assistant', content: APOLOGY, services: [], timestamp: now, failed: true }]);
        },
      },
    );
  };

  return (
    <ChatPanel
      title="Charter assistant"
      intro="Ask about company formation, GST, food licences, export documentation, PF and ESIC, or tax — for India, the USA and the UK. Answers cite their sources."
      messages={thread.messages}
      pending={send.isPending}
      draft={draft}
      onSend={onSend}
      onRate={onRate}
      actions={actions}
      testId="general-chat"
    />
  );
}
