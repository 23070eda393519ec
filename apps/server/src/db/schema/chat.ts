import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * One conversation with an assistant, keyed by the session id the client generates. The general assistant's thread
 * belongs to the signed-in user who started it (or to nobody); the advisor's to one user and one company.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['general', 'advisor'] }).notNull(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_threads_session_idx').on(table.kind, table.sessionId)],
);

/** A message of a thread; an assistant reply carries the cards, sources and (once) the asker's feedback. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    services: jsonb('services').$type<unknown[]>(),
    sources: jsonb('sources').$type<unknown[]>(),
    /** Who asked (user messages only): the budgets count these. */
    ip: text('ip'),
    userId: uuid('user_id'),
    /** Model tokens spent answering this question (user messages, model path only): the token budgets count them. */
    tokens: integer('tokens'),
    feedbackRating: text('feedback_rating', { enum: ['helpful', 'not_helpful'] }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_position_idx').on(table.threadId, table.position),
    index('chat_messages_ip_idx').on(table.ip, table.createdAt),
    index('chat_messages_user_idx').on(table.userId, table.createdAt),
  ],
);
