import { count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromExcluded } from '../../db/excluded';
import { registryCompanies } from '../../db/schema';

export type RegistryRow = typeof registryCompanies.$inferSelect;
export type RegistryInsert = typeof registryCompanies.$inferInsert;

export const registryRepository = {
  /**
   * Word similarity (pg_trgm `<%`, GIN-indexed) finds a typed fragment inside a long legal name and
   * forgives typos ("spcie traders"); a substring match catches the rest. Best matches first.
   */
  async searchByName(db: Db, name: string, limit: number): Promise<RegistryRow[]> {
    const pattern = `%${name.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
      return tx
        .select()
        .from(registryCompanies)
        .where(sql`${name} <% ${registryCompanies.companyName} or ${registryCompanies.companyName} ilike ${pattern}`)
        .orderBy(sql`word_similarity(${name}, ${registryCompanies.companyName}) desc`, registryCompanies.companyName)
        .limit(limit);
    });
  },

  /** How many records the directory holds and when the newest import touched one. */
  async stats(db: Db): Promise<{ records: number; lastImportedAt: Date | null }> {
    const [row] = await db.select({ records: count(), lastImportedAt: max(registryCompanies.importedAt) }).from(registryCompanies);
    return { records: row?.records ?? 0, lastImportedAt: row?.lastImportedAt ?? null };
  },

  async findById(db: Db, entityId: string): Promise<RegistryRow | undefined> {
    const [row] = await db.select().from(registryCompanies).where(eq(registryCompanies.entityId, entityId));
    return row;
  },

  async upsertMany(db: Db, rows: RegistryInsert[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(registryCompanies)
      .values(rows)
      .onConflictDoUpdate({
        target: registryCompanies.entityId,
        set: {
          ...fromExcluded(registryCompanies, [
            'companyName',
            'companyStatus',
            'companyClass',
            'companyCategory',
            'entityType',
            'registeredState',
            'dateOfIncorporation',
            'paidUpCapital',
          ]),
          importedAt: sql`now()`,
        },
      });
  },
};
