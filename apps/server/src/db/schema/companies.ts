import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid, date } from 'drizzle-orm/pg-core';
import { users } from './users';
import { id, timestamps, timestamptz } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    /** Who created the company; access comes from company_members, never from this column. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    country: text('country', { enum: ['India', 'USA', 'UK'] }).notNull(),
    state: text('state').notNull(),
    entityType: text('entity_type', { enum: ['Private Limited', 'OPC', 'LLP', 'LLC', 'C-Corp', 'Ltd'] }).notNull(),
    status: text('status', { enum: ['forming', 'existing'] }).notNull(),
    isFormation: boolean('is_formation').notNull().default(false),
    registrationNumber: text('registration_number'),
    industry: text('industry').notNull(),
    /** Profile facts in major units of the local currency (not amounts we charge, so not minor units). */
    turnover: doublePrecision('turnover'),
    numEmployees: integer('num_employees'),
    businessModel: text('business_model', { enum: ['b2b', 'b2c'] }),
    isExporter: boolean('is_exporter').notNull().default(false),
    isFoodBusiness: boolean('is_food_business').notNull().default(false),
    hasManufacturing: boolean('has_manufacturing').notNull().default(false),
    hasInternationalClients: boolean('has_international_clients').notNull().default(false),
    wantsStartupCredits: boolean('wants_startup_credits').notNull().default(false),
    incorporationDate: date('incorporation_date'),
    hasDeposits: boolean('has_deposits'),
    businessLocations: jsonb('business_locations').$type<string[]>(),
    foreignOwned: boolean('foreign_owned'),
    memberCount: integer('member_count'),
    fiscalYearEnd: text('fiscal_year_end'),
    gstFiling: text('gst_filing', { enum: ['monthly', 'quarterly'] }),
    paidUpCapital: doublePrecision('paid_up_capital'),
    agmDate: date('agm_date'),
    vatRegistered: boolean('vat_registered'),
    /** The founder's answer to "is it a small company (s.2(85))?"; the figures decide when they are known. */
    smallCompany: boolean('small_company'),
    /** API field names whose value came from the registry and has not been edited since. */
    registryFields: jsonb('registry_fields').$type<string[]>().notNull().default([]),
    /** The founder's answer about one-time filings due before the company was added (null: not asked or not answered). */
    pastFilings: text('past_filings', { enum: ['filed', 'not_filed'] }),
    /** Archived companies leave every list and every job; their rows (orders, documents, history) are kept. */
    archivedAt: timestamptz('archived_at'),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    /** Fingerprint of the rule catalogue the requirements were last planned with. */
    rulesVersion: text('rules_version'),
    /** The day (in the company's jurisdiction) its requirements were last planned. */
    plannedOn: date('planned_on'),
    /**
     * Bumped in the transaction of every write that changes what the compliance list shows (the company's facts, its
     * requirement rows): a process keeps a computed plan only while this is the number it was computed at.
     */
    planEpoch: integer('plan_epoch').notNull().default(0),
    /**
     * Bumped by database triggers (migration 0041) on every write to the company's row, orders, order items, tasks,
     * refunds and cart: a process keeps a composed dashboard only while this is the number it was composed at.
     */
    dashboardVersion: bigint('dashboard_version', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('companies_created_by_idx').on(table.createdBy)],
);
