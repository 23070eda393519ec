import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deletionSubjectTypes } from '@charter/shared';
import { id, timestamptz } from './columns';

/**
 * An account's or a company's deletion (issue 34 §2): asked for, erased after the grace period unless cancelled. No
 * foreign keys: the row outlives its subject, and holds only ids and times (no personal data), as the record that it
 * was asked for and done. The erase job is sent in the request's transaction to start at `erase_after`; the daily
 * reconciliation picks up a due request no job carries.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: id(),
    subjectType: text('subject_type', { enum: deletionSubjectTypes }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    eraseAfter: timestamptz('erase_after').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: uuid('cancelled_by'),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    // At most one open request per subject: a second ask while one is open answers the open one.
    uniqueIndex('deletion_requests_open_idx')
      .on(table.subjectType, table.subjectId)
      .where(sql`${table.cancelledAt} is null and ${table.completedAt} is null`),
    index('deletion_requests_due_idx')
      .on(table.eraseAfter)
      .where(sql`${table.cancelledAt} is null and ${table.completedAt} is null`),
  ],
);
