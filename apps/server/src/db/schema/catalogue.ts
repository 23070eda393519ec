import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LogicCondition } from '@charter/shared';
import { companies } from './companies';
import { orders } from './orders';
import { users } from './users';
import { belongsTo, createdAt, id, timestamps, timestamptz } from './columns';

/**
 * The service catalogue (spec §3 Service), seeded at start and edited by staff. Money in minor units; percentages in
 * basis points (18 % is 1800), so every fee is integer arithmetic.
 */
export const services = pgTable('services', {
  /** A stable slug ("in-gst-registration"): carts, orders and rules refer to it. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  country: text('country', { enum: ['India', 'US', 'UK'] }).notNull(),
  category: text('category', { enum: ['Tax', 'Corporate', 'Labor', 'Trademark', 'Banking'] }).notNull(),
  currency: text('currency', { enum: ['INR', 'USD', 'GBP'] }).notNull(),
  status: text('status', { enum: ['active', 'inactive', 'archived'] })
    .notNull()
    .default('active'),
  professionalFeesMinor: integer('professional_fees_minor').notNull(),
  govtFeesMinor: integer('govt_fees_minor').notNull(),
  govtFeesMaxMinor: integer('govt_fees_max_minor'),
  govtFeeBasis: text('govt_fee_basis').notNull(),
  taxBasisPoints: integer('tax_basis_points').notNull(),
  platformFeeBasisPoints: integer('platform_fee_basis_points').notNull(),
  processingTime: text('processing_time').notNull(),
  costNote: text('cost_note'),
  dependencies: jsonb('dependencies').$type<string[]>().notNull(),
  /** Compliance rule ids whose requirements this service fulfils. */
  fulfils: jsonb('fulfils').$type<string[]>().notNull(),
  ...timestamps(),
});

/**
 * A company's cart (spec §3): what its members are about to buy. One row per company at most, so "one product per
 * order" holds even when two members add at the same moment. Prices are read from the catalogue, not stored here.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    quantity: integer('quantity').notNull().default(1),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** The unpaid order a checkout made of this cart: checking out again reuses it instead of charging twice. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cart_items_one_per_company').on(table.companyId)],
);

/**
 * Recommendation logic rules (spec §3 Logic rule): conditions on a company's facts, all of which must hold, and the
 * services to recommend. Seeded rules have readable ids; staff rules get UUIDs (the back office edits both).
 */
export const logicRules = pgTable('logic_rules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  country: text('country', { enum: ['India', 'USA', 'UK', 'UAE', 'Singapore', 'All'] }).notNull(),
  conditions: jsonb('conditions').$type<LogicCondition[]>().notNull(),
  /** Service ids. */
  recommendations: jsonb('recommendations').$type<string[]>().notNull(),
  /** all: every condition must hold (spec §5); any: one is enough. */
  match: text('match', { enum: ['all', 'any'] })
    .notNull()
    .default('all'),
  priority: integer('priority').notNull().default(1),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
  /** Deleted by staff: kept as a tombstone, so the start-up seed does not bring a deleted seeded rule back. */
  deletedAt: timestamptz('deleted_at'),
});

/**
 * The rule analytics (spec §3): a rule fired for a company on a day. One row per rule, company and UTC day, so a
 * founder reloading the dashboard counts once, and after the first firing of the day nothing more is written.
 */
export const logicRuleTriggers = pgTable(
  'logic_rule_triggers',
  {
    ruleId: text('rule_id')
      .notNull()
      .references(() => logicRules.id, { onDelete: 'cascade' }),
    companyId: belongsTo('company_id', () => companies.id),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ruleId, table.companyId, table.day] }), index('logic_rule_triggers_day').on(table.day)],
);

/** Starting points for staff rules (spec §3 Rule template). */
export const logicRuleTemplates = pgTable('logic_rule_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  country: text('country').notNull(),
  category: text('category').notNull(),
  conditions: jsonb('conditions').$type<LogicCondition[]>().notNull(),
  recommendations: jsonb('recommendations').$type<string[]>().notNull(),
});
