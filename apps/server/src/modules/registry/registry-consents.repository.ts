import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registryConsents } from '../../db/schema';

export const registryConsentsRepository = {
  async insert(db: Db, values: typeof registryConsents.$inferInsert): Promise<void> {
    await db.insert(registryConsents).values(values);
  },

  async exists(db: Db, userId: string, entityId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: registryConsents.id })
      .from(registryConsents)
      .where(and(eq(registryConsents.userId, userId), eq(registryConsents.entityId, entityId)))
      .limit(1);
    return Boolean(row);
  },
};
