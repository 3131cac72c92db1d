import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { fromDrizzle, PgBoss, type Job, type JobResult, type Queue } from 'pg-boss';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withoutParams } from '../log-serializers';

/** The app's database or one of its transactions: a job sent through a transaction commits with it. */
export type JobExecutor = Pick<Db, 'execute'>;

/** Background work of one kind (ARCHITECTURE: pg-boss on the same database). */
export interface JobDefinition<T> {
  /** The pg-boss queue, `<feature>.<action>`. */
  name: string;
  /**
   * The job's data. Jobs outlive deploys, so the worker parses what it receives: a payload an
   * older version left behind fails with a clear error instead of half-working.
   */
  schema: z.ZodType<T>;
  /**
   * Retries, expiry and retention of the queue (pg-boss options). The retry and expiry options
   * also go with every job sent, so a changed value applies to new jobs of a queue that exists.
   */
  queue?: Omit<Queue, 'name'>;
  /** How a worker takes this queue's jobs. */
  work?: {
    /** Jobs a worker takes per fetch, run at the same time (default 5). */
    batchSize?: number;
    /**
     * At most this many jobs of one group (`SendOptions.group`) active at once, counted in the
     * database over every worker process (pg-boss `groupConcurrency`).
     */
    groupConcurrency?: number;
    /** How often an idle worker looks for this queue's jobs, in seconds (at least 0.5). */
    pollingIntervalSeconds?: number;
  };
  /**
   * Runs on its own at these times (pg-boss cron, kept in the database: one job per time over
   * every process, however many start). An occurrence missed while no process ran is sent once
   * when one runs again. The scheduled job's data is `{}`, so its schema must accept that.
   */
  schedule?: { cron: string; tz?: string };
  /**
   * Does the work. Must be idempotent: a job runs again after a crash or a lost connection
   * between the work and its completion being recorded (at-least-once delivery).
   */
  handle(data: T, job: JobContext): Promise<void>;
  /**
   * Does a fetched batch's work at once, when given (a worker then calls it instead of
   * `handle`): one query for the batch where `handle` would make one per job. It answers per
   * job, in order: null completes the job, an Error fails it (retried while retries remain).
   * The same rules as `handle` (idempotent, at-least-once).
   */
  handleBatch?(jobs: { data: T; job: JobContext }[]): Promise<(Error | null)[]>;
}

/** The job a handler runs: its id, its number of tries so far and a logger naming it. */
export interface JobContext {
  id: string;
  retryCount: number;
  log: FastifyBaseLogger;
}

export interface SendOptions {
  /** Send within this transaction: the job exists only if the transaction commits. */
  tx?: JobExecutor;
  /** A job id (uuid) chosen by the caller: the same id sent twice makes one job. */
  id?: string;
  /** Runs no sooner than this many seconds from now. */
  startAfterSeconds?: number;
  /** The job's group, for the queue's `work.groupConcurrency` limit. */
  group?: string;
}

export interface JobQueue {
  /** Declares a queue and its worker; before `start`. */
  define<T>(definition: JobDefinition<T>): void;
  /** Enqueues a job of a defined queue; its data is checked against the queue's schema. */
  send<T>(definition: JobDefinition<T>, data: T, options?: SendOptions): Promise<void>;
  /** Installs or migrates pg-boss's schema, creates the queues and starts the workers. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for running ones (up to `stopTimeoutMs`). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long `stop` waits for running jobs before giving up on them (they run again later). */
  stopTimeoutMs?: number;
  /** How often an idle worker looks for jobs, in seconds (pg-boss: at least 0.5). */
  pollingIntervalSeconds?: number;
  /** False in an API-only process: jobs are queued here and run by worker processes. */
  runWorkers?: boolean;
  /**
   * How often pg-boss gives back the jobs whose `expireInSeconds` ran out (their worker died),
   * in seconds; one process of the database does it per interval (pg-boss's supervise and
   * monitor intervals, 60 s by default).
   */
  superviseIntervalSeconds?: number;
}

/** Jobs a worker takes per poll, unless the queue says otherwise. */
const BATCH_SIZE = 5;

/**
 * Queue options pg-boss also takes per job. pg-boss copies a queue's options into its row when
 * the queue is created and never again (`createQueue` on an existing queue changes nothing, and
 * `updateQueue` cannot change `retryDelayMax`), so they are sent with each job as well.
 */
const JOB_LEVEL_OPTIONS = [
  'retryLimit',
  'retryDelay',
  'retryBackoff',
  'retryDelayMax',
  'expireInSeconds',
] as const;

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(
    keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]),
  ) as Pick<T, K>;
}

/** The node-postgres pool under the app's Drizzle database (the `Db` type leaves it out). */
function poolOf(db: Db): Pick<pg.Pool, 'query' | 'connect'> {
  const client = (db as Partial<Record<'$client', unknown>>).$client;
  if (!(client instanceof pg.Pool)) throw new Error('the database has no node-postgres pool');
  return client;
}

/**
 * pg-boss's fetch for a queue with `groupConcurrency` (only that statement ranks by group). It
 * counts a group's active jobs and claims up to the limit in one statement, so two workers'
 * fetches in the same instant each see the other's claims uncommitted and could both take the
 * last slots (measured: 7 requests at once to a Detran limited to 4, with two workers). Matched
 * by its text: should a pg-boss upgrade rename the CTE, the two-worker test of
 * `test/contratos-despacho-carga.test.ts` sees the limit overshot again.
 */
const isGroupLimitedFetch = (text: string) => text.includes('group_ranking AS');

/**
 * Runs a group-limited fetch under a transaction-level advisory lock shared by every process on
 * the database: fetches take turns (each lasts a few milliseconds), and each counts the active
 * jobs the previous one committed, so a group's limit holds over all workers.
 */
async function fetchInTurn(
  pool: Pick<pg.Pool, 'connect'>,
  text: string,
  values: unknown[] | undefined,
): Promise<pg.QueryResult> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select pg_advisory_xact_lock(hashtext('pgboss.group-limited-fetch'))");
    const result = await client.query(text, values);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The job system: pg-boss in the `pgboss` schema of the app's own database, through the app's
 * own pool (the embedded database allows one connection, which the jobs share with the
 * requests; docs/ARCHITECTURE.md). Workers run in the server process.
 */
export function createJobQueue({
  db,
  log,
  stopTimeoutMs = 8_000,
  pollingIntervalSeconds = 2,
  runWorkers = true,
  superviseIntervalSeconds = 60,
}: JobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const pool = poolOf(db);
  const boss = new PgBoss({
    // Through the app's pool, so that the one embedded connection is never exceeded.
    db: {
      executeSql: (text, values) =>
        isGroupLimitedFetch(text) ? fetchInTurn(pool, text, values) : pool.query(text, values),
    },
    schema: 'pgboss',
    // Expiry runs in the monitor's pass, which the supervisor starts at most every monitor
    // interval: both at the same pace, or the longer one sets it.
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
  });
  // Without a listener an 'error' event would end the process.
  boss.on('error', (err) => log.error({ err }, 'job system error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job system warning'));
  let isStarted = false;

  /** A job's payload checked against its queue's schema; a deadletter result when it fails. */
  function parse(definition: JobDefinition<unknown>, job: Job<unknown>) {
    const context = {
      id: job.id,
      retryCount: job.retryCount,
      log: log.child({ job: { id: job.id, name: job.name, try: job.retryCount } }),
    };
    const parsed = definition.schema.safeParse(job.data);
    if (parsed.success) return { data: parsed.data, job: context };
    // No retry will fix the payload: fail it for good, for an operator to see.
    context.log.error({ issues: parsed.error.issues }, 'job payload does not match its schema');
    const result: JobResult = {
      id: job.id,
      status: 'deadletter',
      output: { erro: 'payload inválido' },
    };
    return result;
  }

  function failed(job: JobContext, err: unknown): JobResult {
    job.log.warn({ err }, 'job failed; pg-boss retries it while retries remain');
    // Kept in pgboss.job: a failed query's parameters (a part of an export, a user's data)
    // stay out of it, as out of the logs.
    const erro = withoutParams(err instanceof Error ? err.message : String(err)).slice(0, 2_000);
    return { id: job.id, status: 'failed', output: { erro } };
  }

  /** Runs a fetched batch: each job on its own (`handle`), or all at once (`handleBatch`). */
  async function runBatch(
    definition: JobDefinition<unknown>,
    batch: Job<unknown>[],
  ): Promise<JobResult[]> {
    const parsed = batch.map((job) => parse(definition, job));
    const runnable = parsed.filter((item) => 'data' in item);
    const results = new Map<string, JobResult>();
    if (definition.handleBatch && runnable.length > 0) {
      try {
        const outcomes = await definition.handleBatch(runnable);
        runnable.forEach(({ job }, index) => {
          const outcome = outcomes[index];
          results.set(
            job.id,
            outcome === null ? { id: job.id, status: 'completed' } : failed(job, outcome),
          );
        });
      } catch (err) {
        for (const { job } of runnable) results.set(job.id, failed(job, err));
      }
    } else {
      await Promise.all(
        runnable.map(async ({ data, job }) => {
          try {
            await definition.handle(data, job);
            results.set(job.id, { id: job.id, status: 'completed' });
          } catch (err) {
            results.set(job.id, failed(job, err));
          }
        }),
      );
    }
    return parsed.map((item) => ('data' in item ? results.get(item.job.id)! : item));
  }

  return {
    define(definition) {
      if (isStarted) throw new Error(`queue ${definition.name} defined after start`);
      if (definitions.has(definition.name)) throw new Error(`queue ${definition.name} twice`);
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },

    async send(definition, data, options = {}) {
      if (definitions.get(definition.name) !== definition) {
        throw new Error(`queue ${definition.name} not defined`);
      }
      const checked = definition.schema.parse(data) as object;
      const queue = definition.queue ?? {};
      await boss.send(definition.name, checked, {
        ...pick(queue, JOB_LEVEL_OPTIONS),
        ...(options.group ? { group: { id: options.group } } : {}),
        ...(options.id ? { id: options.id } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.tx ? { db: fromDrizzle(options.tx, sql) } : {}),
      });
    },

    async start() {
      await boss.start();
      isStarted = true;
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, definition.queue ?? {});
        // createQueue empties pg-boss's cache entry for the queue, and the first send would
        // then read it through the pool: from inside a transaction on the embedded database's
        // single connection, that waits for itself. A lookup now fills the cache (a worker's
        // first poll would too, but an API-only process has none).
        await boss.getJobById(definition.name, randomUUID());
        if (definition.schedule) {
          await boss.schedule(
            definition.name,
            definition.schedule.cron,
            {},
            {
              ...pick(definition.queue ?? {}, JOB_LEVEL_OPTIONS),
              tz: definition.schedule.tz ?? 'UTC',
              missed: 'once',
            },
          );
        }
        if (!runWorkers) continue;
        // A batch per fetch, its jobs run at the same time (or together, `handleBatch`) and each
        // settled on its own. One fetch at a time per process (localConcurrency 1), so the
        // database's count of a group's active jobs is exact for this process. After a batch
        // that brought anything the worker fetches again at once, and waits its polling
        // interval only after an empty fetch: pg-boss's own burst (`burstWhenBatchFull`) needs a
        // full batch, which a group-limited queue never fetches (at most `groupConcurrency` of
        // one group), so one Detran's orders went out `groupConcurrency` per interval.
        const worker: { id?: string } = {};
        worker.id = await boss.work(
          definition.name,
          {
            batchSize: definition.work?.batchSize ?? BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
            pollingIntervalSeconds:
              definition.work?.pollingIntervalSeconds ?? pollingIntervalSeconds,
            ...(definition.work?.groupConcurrency
              ? { groupConcurrency: definition.work.groupConcurrency }
              : {}),
          },
          async (batch) => {
            const results = await runBatch(definition, batch);
            if (batch.length > 0 && worker.id) boss.notifyWorker(worker.id);
            return results;
          },
        );
      }
    },

    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
    },
  };
}
