import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamps, timestamptz } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; the unique index makes the address the account's identity. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    designation: text('designation', { enum: ['founder', 'manager', 'partner'] }),
    picture: text('picture'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Set when a session is issued (login code, Google exchange): sessions are deleted at logout, this stays. */
    lastSignInAt: timestamptz('last_sign_in_at'),
    /** The sign-in before the last one: null while the account is on its first session (greeted "Welcome"). */
    previousSignInAt: timestamptz('previous_sign_in_at'),
    /** Set by staff: a disabled user has no sessions and cannot sign in until it is cleared again. */
    disabledAt: timestamptz('disabled_at'),
    /** IANA zone bookings are shown and made in: set from the browser on the first sign-in, changed on /settings. */
    timeZone: text('time_zone'),
    ...timestamps(),
  },
  // The back office lists users newest first and counts sign-ups per day.
  (table) => [index('users_created_idx').on(table.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
