import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
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
