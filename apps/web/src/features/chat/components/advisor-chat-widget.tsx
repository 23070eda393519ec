import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { sessionKeys } from '@/lib/storage-keys';
import { useAdvisorChat } from '../api/use-advisor-chat';
import { useRateReply } from '../hooks/use-rate-reply';
import { useStoredThread } from '../hooks/use-stored-thread';
import { ChatPanel, type ServiceCardActions } from './chat-panel';

/** Spec §2: the compliance advisor for the selected company — a closed button or an open panel. */
export function AdvisorChatWidget({
  userId,
  company,
  actions,
}: {
  userId: string;
  company: { id: string; name: string };
  actions: ServiceCardActions;
}) {
  const [open, setOpen] = useState(false);
  const thread = useStoredThread(sessionKeys.advisorChat, `${userId}:${company.id}`);
  const advise = useAdvisorChat();
  const onRate = useRateReply(thread, { companyId: company.id });
  // The answer as the server writes it, shown until the whole reply arrives.
  const [draft, setDraft] = useState('');

  const onSend = (text: string) => {
    const now = new Date().toISOString();
    const question = { role: 'user' as const, content: text, services: [], timestamp: now };
    thread.update((messages) => [...messages, question]);
    setDraft('');
    advise.mutate(
      {
        body: { message: text, session_id: thread.sessionId, company_id: company.id },
        onDelta: (piece) => setDraft((written) => written + piece),
      },
      {
        onSettled: () => setDraft(''),
        onSuccess: (reply) =>
          thread.update((messages) => [
            ...messages,
            {
              role: 'assistant',
              content: reply.message,
              timestamp: reply.timestamp,
              index: reply.message_index,
              services: reply.suggested_services.map((service, i) => ({ ...service, cta: 'Add to Cart', highlighted: i === 0 })),
            },
          ]),
        onError: (error) => {
          // Spec §8: a failed advisor call takes the question back and shows the server's detail.
          thread.update((messages) => messages.filter((message) => message !== question));
          toast.error(error instanceof ApiError && error.detail ? error.detail : 'Failed to send message');
        },
      },
    );
  };

  if (!open) {
    return (
      <Button variant="secondary" className="h-12 rounded-full shadow-lg" onClick={() => setOpen(true)} data-testid="advisor-chat-open">
        <ShieldCheck aria-hidden="true" />
        Compliance advisor
      </Button>
    );
  }
  return (
    <section
      aria-label="Compliance advisor"
      className="flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-white shadow-xl"
      style={{ height: 'min(34rem, calc(100vh - 6rem))' }}
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <ShieldCheck className="size-4 text-accent-700" aria-hidden="true" />
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">Compliance advisor · {company.name}</h2>
        <Button size="icon" variant="ghost" className="size-8" aria-label="Close advisor" onClick={() => setOpen(false)}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <ChatPanel
        title="Compliance advisor"
        intro={`Ask what is overdue, what is due next, why an obligation applies to ${company.name}, or what to do about it. Answers come from the company's own compliance plan.`}
        messages={thread.messages}
        pending={advise.isPending}
        draft={draft}
        onSend={onSend}
        onRate={onRate}
        actions={actions}
        testId="advisor-chat"
      />
    </section>
  );
}
