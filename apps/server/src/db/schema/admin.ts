import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz } from './columns';

export const admins = pgTable('admins', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** A disabled admin cannot sign in, and their sessions end (staff accounts are disabled, never deleted: the audit log names them). */
  disabledAt: timestamptz('disabled_at'),
  /** IANA zone the back office shows bookings in; null: the consultation hours' zone. */
  timeZone: text('time_zone'),
  createdAt: createdAt(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: belongsTo('admin_id', () => admins.id),
    /** 12 hours after sign-in, whatever happens. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Refreshed by use (at most once a minute); a session idle for 30 minutes is over. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_sessions_admin_id_idx').on(table.adminId)],
);

/**
 * Single-use password reset links of staff accounts (1 h). Customers sign in with codes or Google and have no
 * password, so resets exist only here. The token itself is never stored, only its SHA-256.
 */
export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: belongsTo('admin_id', () => admins.id),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Where the request came from, for the per-IP cap. */
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_password_resets_admin_created_idx').on(table.adminId, table.createdAt),
    index('admin_password_resets_ip_created_idx').on(table.requestIp, table.createdAt),
  ],
);
