import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * One occurrence of a statutory obligation for a company (rule + due date), planned by the engine.
 * The rule's wording is snapshotted so completed history stays readable after the law changes.
 */
export const complianceRequirements = pgTable(
  'compliance_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** rule_id|due_date (or rule_id|undated): the identity of an occurrence across re-plans. */
    occurrenceKey: text('occurrence_key').notNull(),
    ruleId: text('rule_id').notNull(),
    dueDate: date('due_date'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ['Corporate', 'Tax', 'Labor', 'Regulatory'] }).notNull(),
    periodLabel: text('period_label'),
    recurrence: text('recurrence').notNull(),
    urgency: text('urgency', { enum: ['high', 'medium', 'low'] }).notNull(),
    isMandatory: boolean('is_mandatory').notNull(),
    applicability: text('applicability', { enum: ['mandatory', 'conditional'] }).notNull(),
    conditionNote: text('condition_note'),
    estimatedCompletionDays: integer('estimated_completion_days'),
    productId: text('product_id'),
    sourceUrl: text('source_url').notNull(),
    lastVerified: text('last_verified').notNull(),
    penalty: text('penalty'),
    lateFee: jsonb('late_fee'),
    status: text('status', { enum: ['pending', 'in_progress', 'completed'] })
      .notNull()
      .default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('compliance_requirements_occurrence_idx').on(table.companyId, table.occurrenceKey),
    // The reminder scan reads open, dated occurrences in a window of due dates across every company.
    index('compliance_requirements_open_due_idx')
      .on(table.dueDate)
      .where(sql`${table.status} <> 'completed' and ${table.dueDate} is not null`),
  ],
);
