import { and, desc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema';
import { idsWithoutLiveJob } from '../../jobs/live-jobs';
import { queues } from '../../jobs/queues';

export type DataExportRow = typeof dataExports.$inferSelect;

/** How many of a subject's exports the settings pages list. */
const LISTED = 5;

export const dataExportRepository = {
  async insert(db: Db, values: { userId: string; scope: 'company' | 'account'; companyId: string | null; createdAt: Date }) {
    const [row] = await db.insert(dataExports).values(values).returning();
    return row!;
  },

  async find(db: Db, id: string): Promise<DataExportRow | undefined> {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  },

  /** The open export (queued or running) of this account and subject, if any. */
  async findOpen(db: Db, userId: string, companyId: string | null): Promise<DataExportRow | undefined> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          companyId ? eq(dataExports.companyId, companyId) : isNull(dataExports.companyId),
          inArray(dataExports.status, ['queued', 'running']),
        ),
      );
    return row;
  },

  async listFor(db: Db, userId: string, companyId: string | null): Promise<DataExportRow[]> {
    return db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), companyId ? eq(dataExports.companyId, companyId) : eq(dataExports.scope, 'account')))
      .orderBy(desc(dataExports.createdAt))
      .limit(LISTED);
  },

  /** Takes a queued export (or one whose worker died while running) for this run. */
  async start(db: Db, id: string, at: Date): Promise<DataExportRow | undefined> {
    const [row] = await db
      .update(dataExports)
      .set({ status: 'running', startedAt: at, filesDone: 0, error: null })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])))
      .returning();
    return row;
  },

  async progress(db: Db, id: string, values: { filesTotal?: number; filesDone?: number }): Promise<void> {
    await db.update(dataExports).set(values).where(eq(dataExports.id, id));
  },

  async markReady(
    db: Db,
    id: string,
    values: { storageKey: string; sizeBytes: number; expiresAt: Date; finishedAt: Date; filesDone: number },
  ) {
    await db
      .update(dataExports)
      .set({ ...values, status: 'ready' })
      .where(eq(dataExports.id, id));
  },

  async markFailed(db: Db, id: string, error: string, at: Date): Promise<void> {
    await db.update(dataExports).set({ status: 'failed', error, finishedAt: at }).where(eq(dataExports.id, id));
  },

  /** Ready → expired once its time is up; answers the row it expired (to delete its file). */
  async expire(db: Db, id: string, now: Date): Promise<DataExportRow | undefined> {
    const [row] = await db
      .update(dataExports)
      .set({ status: 'expired' })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
      .returning();
    return row;
  },

  /** Exports asked for before `before` still waiting or running with no job to build them. */
  async listUnqueued(db: Db, before: Date, limit: number): Promise<string[]> {
    const waiting = and(inArray(dataExports.status, ['queued', 'running']), lt(dataExports.createdAt, before));
    return idsWithoutLiveJob(db, [queues.dataExportBuild], 'exportId', dataExports.id, waiting, { limit });
  },

  /** Ready exports past their expiry whose expiry job is gone. */
  async listOverdueExpiries(db: Db, now: Date, limit: number): Promise<string[]> {
    const overdue = and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now));
    return idsWithoutLiveJob(db, [queues.dataExportExpire], 'exportId', dataExports.id, overdue, { limit });
  },
};

/** Postgres' unique violation: a second open export of one subject (data_exports_one_open_idx). */
export const isOpenExportConflict = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};
