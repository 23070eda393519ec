import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

export interface ServiceFilters {
  country?: ServiceRow['country'] | undefined;
  category?: ServiceRow['category'] | undefined;
  status?: ServiceRow['status'] | undefined;
  /** Name or description contains it, case-insensitive. */
  q?: string | undefined;
}

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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

  /** The back office's list: every status, filtered. */
  async list(db: Db, filters: ServiceFilters): Promise<ServiceRow[]> {
    const conditions: (SQL | undefined)[] = [
      filters.country ? eq(services.country, filters.country) : undefined,
      filters.category ? eq(services.category, filters.category) : undefined,
      filters.status ? eq(services.status, filters.status) : undefined,
      filters.q ? or(ilike(services.name, likePattern(filters.q)), ilike(services.description, likePattern(filters.q))) : undefined,
    ];
    return db
      .select()
      .from(services)
      .where(and(...conditions))
      .orderBy(asc(services.country), asc(services.category), asc(services.name));
  },

  async findById(db: Db, id: string, { forUpdate = false } = {}): Promise<ServiceRow | undefined> {
    const query = db.select().from(services).where(eq(services.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  },

  async insert(db: Db, row: NewServiceRow): Promise<ServiceRow> {
    const [created] = await db.insert(services).values(row).returning();
    return created!;
  },

  async update(db: Db, id: string, values: Partial<NewServiceRow>): Promise<ServiceRow> {
    const [updated] = await db.update(services).set(values).where(eq(services.id, id)).returning();
    return updated!;
  },

  async deleteById(db: Db, id: string): Promise<void> {
    await db.delete(services).where(eq(services.id, id));
  },
};
