import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An upsert's `set` that takes, for each named column, the value the conflicting insert carried (Postgres'
 * `excluded` row): Drizzle's documented way to upsert many rows in one statement.
 */
export function fromExcluded<TTable extends PgTable, TKey extends keyof TTable['_']['columns'] & string>(
  table: TTable,
  keys: readonly TKey[],
): Record<TKey, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)])) as Record<TKey, SQL>;
}
