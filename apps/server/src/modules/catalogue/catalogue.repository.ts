import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

export const catalogueRepository = {
  /** Adds the services not there yet; never overwrites one (staff may have edited it since). Returns how many were added. */
  async insertMissing(db: Db, rows: NewServiceRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const added = await db.insert(services).values(rows).onConflictDoNothing({ target: services.id }).returning({ id: services.id });
    return added.length;
  },

  async listActive(db: Db): Promise<ServiceRow[]> {
    return db
      .select()
      .from(services)
      .where(eq(services.status, 'active'))
      .orderBy(asc(services.country), asc(services.category), asc(services.name));
  },
};
