import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemHeartbeats } from '../../db/schema';

export const analyticsRepository = {
  /** This minute's heartbeat; other processes writing the same minute share the row. */
  async recordHeartbeat(db: Db, minute: Date): Promise<void> {
    await db.insert(systemHeartbeats).values({ minute }).onConflictDoNothing();
  },

  /** How many minutes since `since` have a heartbeat, and the first of them. */
  async heartbeatsSince(db: Db, since: Date): Promise<{ minutes: number; first: Date | null }> {
    const [row] = await db
      .select({
        minutes: sql<number>`count(*)::int`,
        first: sql<string | null>`min(${systemHeartbeats.minute})`,
      })
      .from(systemHeartbeats)
      .where(gte(systemHeartbeats.minute, since));
    return { minutes: row?.minutes ?? 0, first: row?.first ? new Date(row.first) : null };
  },
};
