import { z } from 'zod';

/** GET /api/dev/mailbox (development only): the embedded outbox's messages. */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The files it carried, by name (the outbox keeps no attachment's bytes). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });
