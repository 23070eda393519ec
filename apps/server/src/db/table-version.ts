import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A small table's version as stored: a hash of every row's primary key and row version (xmin, the transaction that
 * wrote it), so any insert, update or delete changes it, a write by hand included. One scalar, for a read that is made
 * anyway to carry, so what a process keeps of the table is checked without a round trip of its own.
 */
export function tableVersion(table: PgTable, key: PgColumn): SQL<string | null> {
  return sql<string | null>`(select md5(string_agg(${key}::text || ':' || ${table}.xmin::text, ',' order by ${key})) from ${table})`;
}
