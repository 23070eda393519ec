import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { checkMigrationsFolder, destructiveStatements } from './migration-safety';

const reasonsOf = async (sql: string) => (await destructiveStatements(sql)).map((finding) => finding.reason);

describe('migrations that would break the release still running', () => {
  it.each([
    ['ALTER TABLE "orders" DROP COLUMN "notes";', 'drops a column'],
    ['DROP TABLE "old_things" CASCADE;', 'drops an object'],
    ['drop type "order_status";', 'drops an object'],
    ['ALTER TABLE "orders" RENAME COLUMN "notes" TO "remarks";', 'renames'],
    ['ALTER TABLE orders RENAME TO purchases;', 'renames'],
    ['ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;', 'changes a column’s type'],
    ['ALTER TABLE "orders" ALTER COLUMN "notes" SET NOT NULL;', 'makes an existing column NOT NULL'],
    ['ALTER TABLE "orders" ADD COLUMN "region" text NOT NULL;', 'adds a NOT NULL column without a default'],
    ['ALTER TABLE "orders" ADD CONSTRAINT "orders_total_positive" CHECK ("total" > 0);', 'adds a constraint over existing columns'],
    ['ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("order_number");', 'adds a constraint over existing columns'],
    ['DELETE FROM "sessions";', 'deletes rows'],
    ['TRUNCATE "mail_outbox";', 'deletes rows'],
    ["ALTER TYPE status RENAME VALUE 'open' TO 'opened';", 'renames an enum value'],
    ['DO $$ BEGIN ALTER TABLE a DROP COLUMN b; END $$;', 'a DO block cannot be read'],
  ])('%s', async (sql, reason) => {
    expect((await reasonsOf(sql)).join(' | ')).toContain(reason);
  });

  it.each([
    'CREATE TABLE "notes" ("id" uuid PRIMARY KEY NOT NULL, "body" text NOT NULL);',
    'ALTER TABLE "orders" ADD COLUMN "region" text;',
    `ALTER TABLE "orders" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;`,
    'ALTER TABLE "orders" ALTER COLUMN "notes" DROP NOT NULL;',
    'CREATE INDEX "orders_region" ON "orders" USING btree ("region");',
    'DROP INDEX "orders_old_index";',
    "ALTER TYPE status ADD VALUE 'archived';",
    `UPDATE "users" SET "previous_sign_in_at" = "last_sign_in_at" WHERE "last_sign_in_at" IS NOT NULL;`,
    'ALTER TABLE "orders" ADD CONSTRAINT "orders_total_positive" CHECK ("total" > 0) NOT VALID;',
    // A table created in the same migration has no running reader yet: drizzle adds its foreign keys after it.
    `CREATE TABLE "notes" ("id" uuid PRIMARY KEY NOT NULL, "order_id" uuid NOT NULL);
     ALTER TABLE "notes" ADD CONSTRAINT "notes_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id");`,
    // A column added in this migration: nothing writes it yet, so its constraint and NOT NULL refuse nothing.
    `ALTER TABLE "orders" ADD COLUMN "billing_id" uuid;
     ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_fk" FOREIGN KEY ("billing_id") REFERENCES "billing"("id");`,
  ])('allowed: %s', async (sql) => {
    expect(await reasonsOf(sql)).toEqual([]);
  });

  it('names the statement as written, without comments or drizzle’s breakpoints', async () => {
    const findings = await destructiveStatements(
      'CREATE TABLE "a" ("id" int);--> statement-breakpoint\n-- Old copies go.\nALTER TABLE "orders" DROP COLUMN "notes";',
    );
    expect(findings).toEqual([{ statement: 'ALTER TABLE "orders" DROP COLUMN "notes"', reason: expect.any(String) }]);
  });

  it('refuses a new destructive migration unless its file is marked as the contract step', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(folder, '0040_add_region.sql'), 'ALTER TABLE "orders" ADD COLUMN "region" text;');
    writeFileSync(path.join(folder, '0041_drop_notes.sql'), 'ALTER TABLE "orders" DROP COLUMN "notes";');
    writeFileSync(
      path.join(folder, '0042_drop_remarks.sql'),
      '-- contract-step: release 2026.12 stopped reading orders.remarks\nALTER TABLE "orders" DROP COLUMN "remarks";',
    );
    const reports = await checkMigrationsFolder(folder);
    expect(reports.map(({ file, findings, allowed }) => [file, findings.length, allowed])).toEqual([
      ['0040_add_region.sql', 0, false],
      ['0041_drop_notes.sql', 1, false],
      ['0042_drop_remarks.sql', 1, true],
    ]);
  });

  it('every committed migration passes (those shipped before the rule are the only destructive ones)', async () => {
    const reports = await checkMigrationsFolder(migrationsFolder());
    expect(reports.filter((report) => report.findings.length > 0 && !report.allowed)).toEqual([]);
    expect(reports.filter((report) => report.findings.length > 0).map((report) => report.file)).toEqual([
      '0003_drop_company_owner_column.sql',
      '0006_admin_password_resets.sql',
      '0020_logic_rule_triggers.sql',
      '0027_fee_breakdown_minor.sql',
      '0028_sealed_mail_install_secrets.sql',
    ]);
  });
});
