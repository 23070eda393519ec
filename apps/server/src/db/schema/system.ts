import { timestamp, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per minute in which a Charter process was running (each process writes its minute; several processes share
 * a row). Analytics' uptime is the share of minutes with a row since the first one in its window.
 */
export const systemHeartbeats = pgTable('system_heartbeats', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
});
