import { MessageCircle, Minus, X } from 'lucide-react';
import { useState } from 'react';
import type { BusinessContext } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { sessionKeys } from '@/lib/storage-keys';
import { useSendChat } from '../api/use-send-chat';
import { useRateReply } from '../hooks/use-rate-reply';
import { useStoredThread } from '../hooks/use-stored-thread';
import { ChatPanel, type ServiceCardActions } from './chat-panel';

type WidgetState = 'closed' | 'open' | 'minimised';

const APOLOGY = "Sorry, I'm having trouble responding right now. Please try again.";

/** Spec §2: the general assistant — a closed button, an open panel or a minimised bar. */
export function GeneralChatWidget({
  owner,
  businessContext,
  actions,
  initiallyOpen = false,
}: {
  /** Whose conversation this is ("visitor" when signed out). */
  owner: string;
  businessContext: BusinessContext | null;
  actions: ServiceCardActions;
  /** Opened already (the landing page loads the widget when its button is pressed). */
  initiallyOpen?: boolean;
}) {
  const [state, setState] = useState<WidgetState>(initiallyOpen ? 'open' : 'closed');
  const thread = useStoredThread(sessionKeys.generalChat, owner);
  const send = useSendChat();
  // The answer as the server writes it, shown until the whole reply arrives.
  const [draft, setDraft] = useState('');

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

  const onRate = useRateReply(thread, { businessContext });

  if (state === 'closed') {
    return (
      <Button className="h-12 rounded-full shadow-lg" onClick={() => setState('open')} data-testid="general-chat-open">
        <MessageCircle aria-hidden="true" />
        Ask Charter
      </Button>
    );
  }
  return (
    <section
      aria-label="Charter assistant"
      className="flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-white shadow-xl"
      style={state === 'open' ? { height: 'min(34rem, calc(100vh - 6rem))' } : undefined}
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <MessageCircle className="size-4 text-accent-700" aria-hidden="true" />
        <h2 className="flex-1 text-sm font-semibold text-ink">Charter assistant</h2>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={state === 'open' ? 'Minimise assistant' : 'Expand assistant'}
          onClick={() => setState(state === 'open' ? 'minimised' : 'open')}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" className="size-8" aria-label="Close assistant" onClick={() => setState('closed')}>
          <X aria-hidden="true" />
        </Button>
      </header>
      {state === 'open' && (
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
      )}
    </section>
  );
}
