import { queryOptions } from '@tanstack/react-query';
import type { mailboxSchema, MailboxMessage } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** One message of the embedded outbox (GET /api/dev/mailbox, development only). */
export type OutboxMessage = MailboxMessage;

/** The running system's development aids. */
export const systemQueries = {
  all: () => ['dev'] as const,
  /** The embedded outbox, newest first. A 404 means this server has no outbox (production or SMTP). */
  mailbox: () =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'mailbox'] as const,
      queryFn: async () => {
        const { messages } = await apiRequest<Answer<typeof mailboxSchema>>('/dev/mailbox');
        return [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
      },
      staleTime: 0,
    }),
};
