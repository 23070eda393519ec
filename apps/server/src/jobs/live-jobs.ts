import { and, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { JOBS_SCHEMA } from './job-queue';
import type { SentQueue } from './queues';

/**
 * True where no job still to run (created, retrying or running) on `queue` carries this row's id as `key` in its data:
 * the reconciliation's test for work a committed row promised and no job will do.
 */
export function noLiveJob(queueNames: readonly SentQueue[], key: string, id: AnyColumn): SQL {
  return sql`not exists (
    select 1 from ${sql.raw(`${JOBS_SCHEMA}.job`)} as live
    where live.name in (${sql.join(
      queueNames.map((name) => sql`${name}`),
      sql`, `,
    )})
      and live.state in ('created', 'retry', 'active')
      and live.data ->> ${key} = ${id}::text
  )`;
}

/**
 * The ids of the rows matching `where` that no job still to run on `queueNames` carries (see noLiveJob): the rows a
 * committed transaction promised a job for and no job will handle, which the reconciliation re-queues.
 */
export async function idsWithoutLiveJob(
  db: Db,
  queueNames: readonly SentQueue[],
  key: string,
  id: AnyPgColumn<{ data: string; notNull: true }>,
  where: SQL | undefined,
  { orderBy, limit }: { orderBy?: SQL; limit?: number } = {},
): Promise<string[]> {
  let query = db
    .select({ id })
    .from(id.table)
    .where(and(where, noLiveJob(queueNames, key, id)))
    .$dynamic();
  if (orderBy) query = query.orderBy(orderBy);
  if (limit !== undefined) query = query.limit(limit);
  return (await query).map((row) => row.id);
}
