import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded mail outbox used when no SMTP server is configured (shown at /dev/mailbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
