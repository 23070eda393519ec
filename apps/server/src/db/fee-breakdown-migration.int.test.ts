import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

// Issue 27: order items' fee lines were stored in major units; migration 0027 rewrites them in minor units. This
// applies the migrations before it, stores lines as the old code did, then applies the rest and reads them back.
describe('migration 0027: fee lines in minor units', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** The migrations folder as it was before `tag`: its SQL files and a journal that stops short of it. */
  function migrationsBefore(tag: string): string {
    const folder = mkdtempSync(path.join(tmpdir(), 'charter-migrations-'));
    folders.push(folder);
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const stop = journal.entries.findIndex((entry) => entry.tag === tag);
    expect(stop).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
    return folder;
  }

  it('turns every stored line into integer minor units and keeps items without lines as they were', async () => {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore('0027_fee_breakdown_minor') });
      const order = await client.query<{ id: string }>(
        `insert into orders (order_number, kind, currency, total_minor) values ('CH-1', 'service', 'INR', 179880) returning id`,
      );
      const orderId = order.rows[0]!.id;
      await client.query(
        `insert into order_items (order_id, service_name, name, price_minor, fee_breakdown) values
           ($1, 'GST', 'with lines', 179880, '{"professional_fee": 1499, "govt_agency_fees": 0, "tax": 269.82, "platform_fee": 29.98}'),
           ($1, 'GST', 'no lines', 100, null),
           ($1, 'GST', 'empty lines', 100, '{}')`,
        [orderId],
      );

      await migrate(db, { migrationsFolder: migrationsFolder() });

      const rows = await client.query<{ name: string; fee_breakdown_minor: Record<string, number> | null }>(
        'select name, fee_breakdown_minor from order_items order by name',
      );
      expect(rows.rows).toEqual([
        { name: 'empty lines', fee_breakdown_minor: {} },
        { name: 'no lines', fee_breakdown_minor: null },
        { name: 'with lines', fee_breakdown_minor: { professional_fee: 149_900, govt_agency_fees: 0, tax: 26_982, platform_fee: 2_998 } },
      ]);
      for (const value of Object.values(rows.rows[2]!.fee_breakdown_minor!)) expect(Number.isInteger(value)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
