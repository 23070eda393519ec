import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { complianceRequirements } from './compliance';
import { users } from './users';
import { belongsTo, createdAt } from './columns';

export const reminderLeads = ['30d', '7d', '1d', 'overdue'] as const;

/**
 * One reminder of one obligation occurrence at one lead time for one member: the unique index makes it exactly once,
 * however often the scan runs. `superseded` marks an earlier lead skipped because a later one was due by then.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    requirementId: belongsTo('requirement_id', () => complianceRequirements.id),
    userId: belongsTo('user_id', () => users.id),
    lead: text('lead', { enum: reminderLeads }).notNull(),
    status: text('status', { enum: ['sent', 'superseded'] }).notNull(),
    digestDate: date('digest_date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_once_idx').on(table.requirementId, table.lead, table.userId),
    index('reminder_deliveries_user_idx').on(table.userId),
  ],
);

/** At most one digest mail per user per day (UTC date of the scan). */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    userId: belongsTo('user_id', () => users.id),
    digestDate: date('digest_date').notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.digestDate] })],
);
