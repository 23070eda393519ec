import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { belongsTo, createdAt, id, timestamptz } from './columns';

/**
 * A company's API keys. The secret is shown once and stored only as its SHA-256 (a random 32-byte secret needs no
 * slow hash); `prefix` is its first characters, for telling keys apart on the settings screen.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The owner who made it: the key acts with their membership, so it stops if they leave or lose the role. */
    createdBy: belongsTo('created_by', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('api_keys_company_idx').on(table.companyId, table.createdAt)],
);
