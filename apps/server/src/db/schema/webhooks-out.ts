import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { complianceRequirements } from './compliance';
import { users } from './users';
import { belongsTo, createdAt, id, timestamptz } from './columns';

/** A company's outgoing webhook endpoint. The signing secret is stored sealed (the mail key), never in the clear. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Since when every delivery has failed (null while the last one succeeded): 3 days of it disables the endpoint. */
    failingSince: timestamptz('failing_since'),
    disabledAt: timestamptz('disabled_at'),
    disabledReason: text('disabled_reason'),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/** One event for one endpoint: its id is the de-duplication id the receiver sees on every attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: belongsTo('endpoint_id', () => webhookEndpoints.id),
    event: text('event').notNull(),
    /** The body sent, exactly (the signature covers these bytes). */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    /** Extra context kept for the log (not sent). */
    meta: jsonb('meta').$type<Record<string, string>>(),
  },
  // Each delivery's job is sent in the transaction that writes it (jobs/job-queue.ts): no relay reads for unqueued rows.
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt)],
);

export const webhookDeadlineLeads = ['7d', '1d', 'overdue'] as const;

/**
 * One deadline event of one obligation occurrence (due soon 7 or 1 days before, overdue the day after), claimed by the
 * daily scan in the transaction that writes its deliveries and their jobs: the primary key makes it exactly once,
 * however often the scan runs. Only companies with an endpoint subscribed to the event get rows.
 */
export const webhookDeadlineEvents = pgTable(
  'webhook_deadline_events',
  {
    requirementId: belongsTo('requirement_id', () => complianceRequirements.id),
    lead: text('lead', { enum: webhookDeadlineLeads }).notNull(),
    /** The company's jurisdiction date the scan emitted it on (later than the trigger day after downtime). */
    emittedOn: date('emitted_on').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.requirementId, table.lead] })],
);
