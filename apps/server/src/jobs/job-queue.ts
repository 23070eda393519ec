import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { JobData, SentQueue } from './queues';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss's minimum. */
const SUPERVISE_SECONDS = 5;

/**
 * What business code needs of the queue: a job written by the statement of the caller's transaction (pg-boss's `db`
 * option, through its drizzle adapter), so the commit and its job are one fact — a rollback takes the job with it, and
 * no crash can fall between them. Workers wake at the commit (the queues notify: PostgreSQL delivers a NOTIFY when
 * its transaction commits), not before, so none fetches a job it cannot see yet.
 */
export interface JobSender {
  /** `startAfter`: seconds from now before a worker may take it. */
  send<Q extends SentQueue>(
    executor: Db,
    queue: Q,
    data: JobData[Q],
    options?: { singletonKey?: string; startAfter?: number },
  ): Promise<void>;
  /** Several jobs of one queue, written by one statement of the caller's transaction (pg-boss's `insert`). */
  sendMany<Q extends SentQueue>(executor: Db, queue: Q, jobs: readonly { data: JobData[Q]; singletonKey?: string }[]): Promise<void>;
}

export interface JobQueue extends JobSender {
  boss: PgBoss;
}

/**
 * pg-boss on the product's own database, made before the services that send to it and started with the app
 * (`startJobs`). On PostgreSQL several workers share the queues: each one's supervisor looks for jobs whose worker died
 * (no heartbeat) every few seconds, so another worker retries them within about 20 s instead of pg-boss's 60 s passes.
 */
export function createJobQueue(database: Database, { runWorkers, schedules }: { runWorkers: boolean; schedules: boolean }): JobQueue {
  const boss = new PgBoss({
    ...database.jobsConnection,
    schema: JOBS_SCHEMA,
    supervise: runWorkers,
    schedule: runWorkers && schedules,
    useListenNotify: true,
    ...(database.kind === 'postgres' ? { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS } : {}),
  });
  return {
    boss,
    async send(executor, queue, data, options = {}) {
      await boss.send(queue, data, { ...options, db: inTransaction(executor) });
    },
    async sendMany(executor, queue, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(queue, [...jobs], { db: inTransaction(executor) });
    },
  };
}

/** pg-boss's connection for a statement of the caller's transaction. */
function inTransaction(executor: Db) {
  // Both drivers answer `execute` with the rows under `rows` (node-postgres' QueryResult, PGlite's Results).
  const connection = {
    async execute(query: unknown): Promise<{ rows: unknown[] }> {
      const result: unknown = await executor.execute(query as SQL);
      return result as { rows: unknown[] };
    },
  };
  return fromDrizzle(connection, sql);
}
