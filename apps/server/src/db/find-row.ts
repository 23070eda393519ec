import { and, eq, getTableColumns, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Column values a row must have, by the table's own property names: `{ companyId, id }`. */
type Matching<T extends PgTable> = { [K in keyof InferSelectModel<T>]?: InferSelectModel<T>[K] & {} };

/**
 * The one row of `table` whose columns equal every value in `match` (and every extra condition), or undefined: the
 * lookup by a composite key (a company's requirement, an order's document) that many repositories make.
 */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  match: Matching<T>,
  ...conditions: SQL[]
): Promise<InferSelectModel<T> | undefined> {
  const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
  const equal = Object.entries(match).map(([key, value]) => eq(columns[key]!, value));
  // Widened for drizzle's select; the row is typed back to the table's own below.
  const source: PgTable = table;
  const [row] = await db
    .select()
    .from(source)
    .where(and(...equal, ...conditions))
    .limit(1);
  return row as InferSelectModel<T> | undefined;
}
