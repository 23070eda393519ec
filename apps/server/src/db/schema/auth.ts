import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { belongsTo, createdAt, id, timestamptz } from './columns';

export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the code is used, burnt by wrong tries, or replaced by a newer code. */
    consumedAt: timestamptz('consumed_at'),
    /** Where the sign-in was headed (a same-site path, checked by nextPathSchema); the session answer returns it. */
    nextPath: text('next_path'),
    createdAt: createdAt(),
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
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', {
      enum: ['verify_email'],
    }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Where the request came from (kept for per-IP caps). */
    requestIp: text('request_ip'),
    /** Where the sign-up was headed: the verified link signs in and goes there. */
    nextPath: text('next_path'),
    createdAt: createdAt(),
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
    userId: belongsTo('user_id', () => users.id),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] })],
);

/** One-time, 60-second ids that /auth/success trades for a session. */
export const sessionExchanges = pgTable('session_exchanges', {
  idHash: text('id_hash').primaryKey(),
  userId: belongsTo('user_id', () => users.id),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Failed password sign-ins (admin accounts), counted per account and per IP for the lockout window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    kind: text('kind', { enum: ['admin_login'] }).notNull(),
    /** The lower-cased email that was tried. */
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_failures_subject_idx').on(table.kind, table.subject, table.createdAt),
    index('auth_failures_ip_idx').on(table.kind, table.ip, table.createdAt),
  ],
);
