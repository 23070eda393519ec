import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { migrationsFolder, type Database } from './client';

// Issue 27: order items' fee lines were stored in major units; migration 0027 rewrites them in minor units. A migrated
// database is put back as it was before 0027 (the old column, lines as the old code stored them), then 0027's own SQL
// runs on it.
describe('migration 0027: fee lines in minor units', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const run = (statement: string) => database.db.execute(sql.raw(statement));
  /** Rows of a query (the driver's result: PGlite and node-postgres both answer `{ rows }`). */
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: Row[] }).rows;
  const statementsOf = (file: string) =>
    readFileSync(path.join(migrationsFolder(), file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);

  it('turns every stored line into integer minor units and keeps items without lines as they were', async () => {
    await run('alter table order_items drop column fee_breakdown_minor');
    await run('alter table order_items add column fee_breakdown jsonb');
    const [order] = await rowsOf<{ id: string }>(
      sql`insert into orders (order_number, kind, currency, total_minor) values ('CH-MIGRATE-1', 'service', 'INR', 179880) returning id`,
    );
    await database.db.execute(
      sql`insert into order_items (order_id, service_name, name, price_minor, fee_breakdown) values
           (${order!.id}, 'GST', 'with lines', 179880, ${JSON.stringify({ professional_fee: 1499, govt_agency_fees: 0, tax: 269.82, platform_fee: 29.98 })}::jsonb),
           (${order!.id}, 'GST', 'no lines', 100, null),
           (${order!.id}, 'GST', 'empty lines', 100, '{}'::jsonb)`,
    );

    for (const statement of statementsOf('0027_fee_breakdown_minor.sql')) await run(statement);

    const rows = await rowsOf<{ name: string; fee_breakdown_minor: Record<string, number> | null }>(
      sql`select name, fee_breakdown_minor from order_items where order_id = ${order!.id} order by name`,
    );
    expect(rows).toEqual([
      { name: 'empty lines', fee_breakdown_minor: {} },
      { name: 'no lines', fee_breakdown_minor: null },
      { name: 'with lines', fee_breakdown_minor: { professional_fee: 149_900, govt_agency_fees: 0, tax: 26_982, platform_fee: 2_998 } },
    ]);
    for (const value of Object.values(rows[2]!.fee_breakdown_minor!)) expect(Number.isInteger(value)).toBe(true);
    // The old column is gone: nothing can read major units any more.
    const columns = await rowsOf<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'order_items' and column_name like 'fee_breakdown%'`,
    );
    expect(columns.map((row) => row.column_name)).toEqual(['fee_breakdown_minor']);
  });
});
