import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { belongsTo, createdAt, id, timestamps, timestamptz } from './columns';

export const companyRoles = ['owner', 'member', 'viewer'] as const;

/** Who may reach a company, and with which role. A company always keeps at least one owner. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: belongsTo('company_id', () => companies.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: companyRoles }).notNull(),
    /** Email reminders of this company's deadlines, for this member (on by default). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Put in every reminder mail's unsubscribe link; it can only turn this member's reminders off. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    /** SHA-256 of the secret in this member's calendar feed URL; null when no feed is active. */
    calendarSecretHash: text('calendar_secret_hash').unique(),
    calendarCreatedAt: timestamptz('calendar_created_at'),
    ...timestamps(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] }), index('company_members_user_idx').on(table.userId)],
);

/** An emailed invitation: the token is stored hashed, used once, and expires after 7 days. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: companyRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // At most one open invitation per company and address: a new one replaces the old.
    uniqueIndex('company_invitations_open_idx')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
