import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { installSecrets } from '../../db/schema';

export const installSecretsRepository = {
  /** Stores `value` under `name` unless one is there already; returns the stored one either way (first writer wins). */
  async getOrInsert(db: Db, name: string, value: string): Promise<string> {
    await db.insert(installSecrets).values({ name, value }).onConflictDoNothing();
    const [row] = await db.select({ value: installSecrets.value }).from(installSecrets).where(eq(installSecrets.name, name));
    return row!.value;
  },
};
