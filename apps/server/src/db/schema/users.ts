import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes the address the account's identity. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    designation: text('designation', { enum: ['founder', 'manager', 'partner'] }),
    picture: text('picture'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when a session is issued (login code, Google exchange): sessions are deleted at logout, this stays. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The sign-in before the last one: null while the account is on its first session (greeted "Welcome"). */
    previousSignInAt: timestamp('previous_sign_in_at', { withTimezone: true }),
    /** Set by staff: a disabled user has no sessions and cannot sign in until it is cleared again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** IANA zone bookings are shown and made in: set from the browser on the first sign-in, changed on /settings. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office lists users newest first and counts sign-ups per day.
  (table) => [index('users_created_idx').on(table.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
