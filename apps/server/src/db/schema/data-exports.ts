import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dataExportScopes, dataExportStatuses } from '@charter/shared';
import { companies } from './companies';
import { users } from './users';
import { belongsTo, createdAt, id, timestamptz } from './columns';

/**
 * A founder's export of a company or of their whole account (issue 34): the request, its job's progress, and the ZIP
 * it left in file storage. Only the account that asked may download it, for 24 hours after it was ready.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    scope: text('scope', { enum: dataExportScopes }).notNull(),
    /** The company exported (scope `company`); null for a whole account. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('queued'),
    filesTotal: integer('files_total').notNull().default(0),
    filesDone: integer('files_done').notNull().default(0),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    expiresAt: timestamptz('expires_at'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('data_exports_user_created_idx').on(table.userId, table.createdAt),
    // One export in progress per account and subject: a second request while one runs is a 409.
    uniqueIndex('data_exports_one_open_idx')
      .on(table.userId, table.scope, sql`coalesce(${table.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${table.status} in ('queued', 'running')`),
    // The daily reconciliation and the expiry sweep look at unfinished and ready exports.
    index('data_exports_status_idx').on(table.status, table.createdAt),
  ],
);
