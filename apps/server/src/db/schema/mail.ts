import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded mail outbox used when no SMTP server is configured (shown at /dev/mailbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transactional outbox of every mail Charter sends: the row commits with the write that causes the mail, and a
 * worker delivers it (retries with back-off, at most `max attempts`), recording sent or failed with the last error.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Enqueuing the same key twice stores one mail; also the SMTP Message-ID, so a receiver can drop a duplicate. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a delivery job was queued for it; null means a crash came between commit and queueing (the sweeper's cue). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outgoing_mail_pending_idx').on(table.status, table.createdAt)],
);
