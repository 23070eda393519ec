import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';

/** A file a mail carries, by reference: its bytes are made when the mail is sent, never stored with it. */
export interface MailAttachmentRef {
  kind: 'tax_document';
  id: string;
}

/** What the dev mailbox keeps of an attachment: its name and size, not its bytes. */
export interface StoredAttachmentName {
  filename: string;
  contentType: string;
  size: number;
}

/**
 * The embedded mail outbox used when no SMTP server is configured (shown at /dev/mailbox): the dev mailbox's "inbox".
 * `text` and `html` are sealed (AES-256-GCM, the mail key) like the outgoing mail they come from.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** The attachments' names and sizes (their bytes are not kept). */
  attachments: jsonb('attachments').$type<StoredAttachmentName[]>().notNull().default([]),
  createdAt: createdAt(),
});

/**
 * The transactional outbox of every mail Charter sends: the row commits with the write that causes the mail, and a
 * worker delivers it (retries with back-off, at most `max attempts`), recording sent or failed with the last error.
 * The body (`text`, `html`) is stored sealed (AES-256-GCM) and erased (null) once the mail is sent or has failed for
 * good: what stays is the mail log (recipient, subject, status, attempts, times).
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    /** Enqueuing the same key twice stores one mail; also the SMTP Message-ID, so a receiver can drop a duplicate. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Sealed; null once the mail is settled (sent, or failed for good). */
    text: text('text'),
    html: text('html'),
    /** Someone is waiting for it (a login code, a verification or reset link, an invitation): the priority queue. */
    urgent: boolean('urgent').notNull().default(false),
    /**
     * Files it carries, as references (an invoice's id): each is rendered when the mail is sent, from the frozen
     * document, so no PDF sits in the outbox. Kept after settling, like the subject: it names no secret.
     */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When its delivery job was sent: in the transaction that stored it (null only on mail stored before that rule). */
    dispatchedAt: timestamptz('dispatched_at'),
    /**
     * A delivery job (`claimed_by`, its id) is sending it until `claimed_until`: another job for the same mail (a
     * duplicate) leaves it alone meanwhile, while the same job retried (its worker died mid-send) takes it over at once.
     */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamptz('claimed_until'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [index('outgoing_mail_pending_idx').on(table.status, table.createdAt)],
);
