import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

export const companyRoles = ['owner', 'member', 'viewer'] as const;

/** Who may reach a company, and with which role. A company always keeps at least one owner. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: companyRoles }).notNull(),
    /** Email reminders of this company's deadlines, for this member (on by default). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Put in every reminder mail's unsubscribe link; it can only turn this member's reminders off. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    /** SHA-256 of the secret in this member's calendar feed URL; null when no feed is active. */
    calendarSecretHash: text('calendar_secret_hash').unique(),
    calendarCreatedAt: timestamp('calendar_created_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] }), index('company_members_user_idx').on(table.userId)],
);

/** An emailed invitation: the token is stored hashed, used once, and expires after 7 days. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: companyRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one open invitation per company and address: a new one replaces the old.
    uniqueIndex('company_invitations_open_idx')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
