import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { belongsTo, createdAt, id, timestamps, timestamptz } from './columns';

/**
 * One occurrence of a statutory obligation for a company (rule + due date), planned by the engine.
 * The rule's wording is snapshotted so completed history stays readable after the law changes.
 */
export const complianceRequirements = pgTable(
  'compliance_requirements',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
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
    completedAt: timestamptz('completed_at'),
    /** Completed on the founder's blanket "filed at the time" for filings due before joining, not confirmed one by one. */
    assumedDone: boolean('assumed_done').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('compliance_requirements_occurrence_idx').on(table.companyId, table.occurrenceKey),
    // The reminder scan reads open, dated occurrences in a window of due dates across every company.
    index('compliance_requirements_open_due_idx')
      .on(table.dueDate)
      .where(sql`${table.status} <> 'completed' and ${table.dueDate} is not null`),
  ],
);

/**
 * The back office's overlay on a statutory rule of the engine's catalogue, keyed by its rule id: the catalogue
 * itself stays frozen code. A null field keeps the catalogue's value.
 */
export const complianceRuleOverrides = pgTable('compliance_rule_overrides', {
  ruleId: text('rule_id').primaryKey(),
  title: text('title'),
  description: text('description'),
  category: text('category', { enum: ['Corporate', 'Tax', 'Labor', 'Regulatory'] }),
  impactLevel: text('impact_level', { enum: ['low', 'medium', 'high', 'critical'] }),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A rule the back office wrote in the engine's condition and due-date language; it joins the catalogue for its country. */
export const complianceCustomRules = pgTable('compliance_custom_rules', {
  id: id(),
  country: text('country', { enum: ['India', 'USA', 'UK'] }).notNull(),
  entityTypes: jsonb('entity_types').$type<string[]>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category', { enum: ['Corporate', 'Tax', 'Labor', 'Regulatory'] }).notNull(),
  impactLevel: text('impact_level', { enum: ['low', 'medium', 'high', 'critical'] })
    .notNull()
    .default('medium'),
  active: boolean('active').notNull().default(true),
  appliesWhen: jsonb('applies_when'),
  due: jsonb('due').notNull(),
  sourceUrl: text('source_url'),
  ...timestamps(),
});

/**
 * One change to the rules, as the engine saw the rule before and after it (null: absent or inactive), written in the
 * same transaction as the change: the outbox the re-plan job works from.
 */
export const complianceRuleChanges = pgTable(
  'compliance_rule_changes',
  {
    id: id(),
    ruleId: text('rule_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
    processedAt: timestamptz('processed_at'),
    companiesReplanned: integer('companies_replanned'),
  },
  (table) => [
    index('compliance_rule_changes_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.processedAt} is null`),
  ],
);

/** Which companies a change has re-planned: a retried job never tells a company twice. */
export const complianceRuleChangeCompanies = pgTable(
  'compliance_rule_change_companies',
  {
    changeId: belongsTo('change_id', () => complianceRuleChanges.id),
    companyId: belongsTo('company_id', () => companies.id),
  },
  (table) => [uniqueIndex('compliance_rule_change_companies_idx').on(table.changeId, table.companyId)],
);
