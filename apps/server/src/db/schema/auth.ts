import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, burnt by wrong tries, or replaced by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Where the sign-in was headed (a same-site path, checked by nextPathSchema); the session answer returns it. */
    nextPath: text('next_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_codes_user_created_idx').on(table.userId, table.createdAt),
    index('login_codes_ip_created_idx').on(table.requestIp, table.createdAt),
  ],
);

/** Single-use email verification tokens (24 h). Staff password resets live in `admin_password_resets`. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email'],
    }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Where the request came from (kept for per-IP caps). */
    requestIp: text('request_ip'),
    /** Where the sign-up was headed: the verified link signs in and goes there. */
    nextPath: text('next_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tokens_ip_created_idx').on(table.requestIp, table.createdAt),
    index('email_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

/** An external identity is (issuer, subject), never the email it happens to carry. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] })],
);

/** One-time, 60-second ids that /auth/success trades for a session. */
export const sessionExchanges = pgTable('session_exchanges', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed password sign-ins (admin accounts), counted per account and per IP for the lockout window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['admin_login'] }).notNull(),
    /** The lower-cased email that was tried. */
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_failures_subject_idx').on(table.kind, table.subject, table.createdAt),
    index('auth_failures_ip_idx').on(table.kind, table.ip, table.createdAt),
  ],
);
