import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * A fingerprint of the rows of the given tables (or `(select ...)` subqueries): equal before and after a call
 * means the call changed none of them.
 */
export async function tablesDigest(db: Db, tables: readonly string[]): Promise<string> {
  const parts = tables.map((table) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`);
  const [row] = await selectRows<{ digest: string }>(db, sql.raw(`select ${parts.join(" || ':' || ")} as digest`));
  return row!.digest;
}

/** The rows of a raw query, on either driver (both answer `execute` with the rows under `rows`). */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}
