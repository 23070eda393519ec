import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * One row per minute in which a Charter process was running (each process writes its minute; several processes share
 * a row). Analytics' uptime is the share of minutes with a row since the first one in its window.
 */
export const systemHeartbeats = pgTable('system_heartbeats', {
  minute: timestamptz('minute').primaryKey(),
});

/**
 * Secrets an install generates for itself when none is configured (the sandbox gateway's signing secret, the mail
 * sealing key outside the embedded default): created once, by whichever process asks first, and shared by every
 * process of the install.
 */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
