import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditChange } from '@charter/shared';
import { companies } from './companies';
import { createdAt, id } from './columns';

/**
 * Who changed what, and when: written in the same transaction as the change itself.
 * Actor names are snapshotted so the history stays readable after a member leaves.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Null for actions that concern no company (admin actions elsewhere in the back office). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorType: text('actor_type', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // The back office's Audit tab: staff actions, newest first.
    index('audit_events_actor_created_idx').on(table.actorType, table.createdAt, table.id),
  ],
);
