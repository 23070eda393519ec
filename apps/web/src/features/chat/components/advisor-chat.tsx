import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { sessionKeys } from '@/lib/storage-keys';
import { useAdvisorChat } from '../api/use-advisor-chat';
import { useChatExchange } from '../hooks/use-chat-exchange';
import { useRateReply } from '../hooks/use-rate-reply';
import { useStoredThread } from '../hooks/use-stored-thread';
import { ChatPanel, type ServiceCardActions } from './chat-panel';

/** Spec §2: the compliance advisor's conversation about the selected company (its frame is the assistant panel's). */
export function AdvisorChat({
  userId,
  company,
  actions,
}: {
  userId: string;
  company: { id: string; name: string };
  actions: ServiceCardActions;
}) {
  const thread = useStoredThread(sessionKeys.advisorChat, `${userId}:${company.id}`);
  const onRate = useRateReply(thread, { companyId: company.id });
  const exchange = useChatExchange({
    thread,
    call: useAdvisorChat(),
    bodyOf: (text) => ({ message: text, session_id: thread.sessionId, company_id: company.id }),
    replyMessage: (reply) => ({
      role: 'assistant',
      content: reply.message,
      timestamp: reply.timestamp,
      index: reply.message_index,
      services: reply.suggested_services.map((service, i) => ({ ...service, cta: 'Add to Cart', highlighted: i === 0 })),
    }),
    onFailure: (question, error) => {
      // Spec §8: a failed advisor call takes the question back and shows the server's detail.
      thread.update((messages) => messages.filter((message) => message !== question));
      toast.error(apiErrorDetail(error, 'Failed to send message'));
    },
  });

  return (
    <ChatPanel
      title="Compliance advisor"
      intro={`Ask what is overdue, what is due next, why an obligation applies to ${company.name}, or what to do about it. Answers come from the company's own compliance plan.`}
      exchange={exchange}
      onRate={onRate}
      actions={actions}
      testId="advisor-chat"
    />
  );
}
