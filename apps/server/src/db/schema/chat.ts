import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { belongsTo, createdAt, id, timestamptz } from './columns';

/**
 * One conversation with an assistant, keyed by the session id the client generates. The general assistant's thread
 * belongs to the signed-in user who started it (or to nobody); the advisor's to one user and one company.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: id(),
    kind: text('kind', { enum: ['general', 'advisor'] }).notNull(),
    sessionId: text('session_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('chat_threads_session_idx').on(table.kind, table.sessionId)],
);

/** A message of a thread; an assistant reply carries the cards, sources and (once) the asker's feedback. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    threadId: belongsTo('thread_id', () => chatThreads.id),
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
    feedbackAt: timestamptz('feedback_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_position_idx').on(table.threadId, table.position),
    index('chat_messages_ip_idx').on(table.ip, table.createdAt),
    index('chat_messages_user_idx').on(table.userId, table.createdAt),
  ],
);
