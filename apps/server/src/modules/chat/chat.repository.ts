import { and, asc, count, eq, gte, isNull, max, min, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { chatMessages, chatThreads } from '../../db/schema';

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatKind = ChatThreadRow['kind'];
export type NewChatMessage = Omit<typeof chatMessages.$inferInsert, 'threadId' | 'position'>;

export const chatRepository = {
  async findThread(db: Db, kind: ChatKind, sessionId: string): Promise<ChatThreadRow | undefined> {
    return findRow(db, chatThreads, { kind, sessionId });
  },

  /** The session's thread, created when new (the unique index settles two first messages at once). */
  async findOrCreateThread(
    db: Db,
    thread: { kind: ChatKind; sessionId: string; userId: string | null; companyId: string | null },
  ): Promise<ChatThreadRow> {
    await db.insert(chatThreads).values(thread).onConflictDoNothing();
    return (await chatRepository.findThread(db, thread.kind, thread.sessionId))!;
  },

  /** Appends messages after the thread's last one; returns their positions. */
  async append(db: Db, threadId: string, messages: readonly NewChatMessage[]): Promise<number[]> {
    const [last] = await db
      .select({ position: max(chatMessages.position) })
      .from(chatMessages)
      .where(eq(chatMessages.threadId, threadId));
    const start = (last?.position ?? -1) + 1;
    const rows = messages.map((message, i) => ({ ...message, threadId, position: start + i }));
    await db.insert(chatMessages).values(rows);
    return rows.map((row) => row.position);
  },

  async messages(db: Db, threadId: string): Promise<ChatMessageRow[]> {
    return db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.position));
  },

  async findMessage(db: Db, threadId: string, position: number): Promise<ChatMessageRow | undefined> {
    return findRow(db, chatMessages, { threadId, position });
  },

  /** Records the rating unless one is there already (false then): once per message, also under a race. */
  async rateOnce(db: Db, messageId: string, rating: 'helpful' | 'not_helpful', at: Date): Promise<boolean> {
    const rows = await db
      .update(chatMessages)
      .set({ feedbackRating: rating, feedbackAt: at })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.feedbackRating)))
      .returning({ id: chatMessages.id });
    return rows.length === 1;
  },

  /** Questions asked of one kind of assistant since a moment, by an address or by a user, and the model tokens they cost (the budgets). */
  async questionsSince(
    db: Db,
    kind: ChatKind,
    by: { ip: string } | { userId: string },
    since: Date,
  ): Promise<{ count: number; tokens: number; oldest: Date | null }> {
    const who: SQL = 'ip' in by ? eq(chatMessages.ip, by.ip) : eq(chatMessages.userId, by.userId);
    const [row] = await db
      .select({ count: count(), tokens: sum(chatMessages.tokens).mapWith(Number), oldest: min(chatMessages.createdAt) })
      .from(chatMessages)
      .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
      .where(and(eq(chatThreads.kind, kind), eq(chatMessages.role, 'user'), who, gte(chatMessages.createdAt, since)));
    return { count: row?.count ?? 0, tokens: row?.tokens ?? 0, oldest: row?.oldest ?? null };
  },
};
