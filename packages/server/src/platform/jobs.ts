import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { claimLostJobs, startHeartbeat } from './job-heartbeats';

/**
 * Durable background jobs (issue 11 §4, docs/decisions/0020-job-queue.md) on pg-boss: a job sent
 * is a row in the database, so it survives a restart, and workers take jobs with
 * `FOR UPDATE SKIP LOCKED`, so with several app processes on one PostgreSQL database each job
 * runs once. On the embedded PGlite the same pg-boss runs through `database.queueSql`.
 */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  /** The last object the handler passed to `progress` (null before the first report). */
  progress: Record<string, unknown> | null;
  /** What the handler returned, once done. */
  result: unknown;
  /** The thrown error's message, once failed. */
  error: string | null;
  createdAt: string;
}

export interface JobContext {
  id: string;
  /**
   * Reports progress; returns at once (it never waits for the database, so a handler may call it
   * inside its own long transaction on PGlite's single connection). The latest report is kept
   * in memory for this process and written out at most every `progressFlushMs`.
   */
  progress(progress: Record<string, unknown>): void;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<unknown>;

export interface SendOptions {
  /** How often a failed job is tried again (default 0: a failed import is reported, not repeated). */
  retryLimit?: number;
  /** A running job not finished after this long is taken as lost (its process died) and failed or retried. */
  expireInSeconds?: number;
}

export interface DefineOptions<P> {
  /**
   * Called in the live process that finds a job of this queue lost (its process stopped
   * heartbeating, docs/decisions/0043), after the job is failed: the cleaning up the handler of
   * the dead process can no longer do. It may run while that handler still runs, when its process
   * was alive but stalled for longer than the timeout.
   */
  onLost?(payload: P, id: string): Promise<void>;
}

export interface EveryOptions {
  /** A run not finished after this long is taken as lost and failed (default: the period, at least 5 minutes). */
  expireInSeconds?: number;
}

export interface Jobs {
  /** Registers the handler of a queue and starts working it (call once per name, at app start). */
  define<P extends object>(name: string, handler: JobHandler<P>, options?: DefineOptions<P>): Promise<void>;
  /**
   * Runs `handler` once every `seconds` (a whole number) across all processes on the database
   * (issue 24 §5): each process offers a run a few times a period, and pg-boss keeps one job per
   * period (`singletonSeconds`), taken by one process. Call at app start, like `define`.
   */
  every(name: string, seconds: number, handler: () => Promise<unknown>, options?: EveryOptions): Promise<void>;
  send<P extends object>(name: string, payload: P, options?: SendOptions): Promise<string>;
  /** null for an unknown id. */
  status(id: string): Promise<JobStatus | null>;
  start(): Promise<void>;
  /** Waits for running jobs (up to `stopTimeoutMs`) and stops polling. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  pollingIntervalSeconds?: number;
  progressFlushMs?: number;
  stopTimeoutMs?: number;
  /** A running job whose heartbeat stopped this long ago is failed as lost (JOB_HEARTBEAT_TIMEOUT; default 60). */
  heartbeatTimeoutSeconds?: number;
  /** How often a running job's heartbeat is written (default: a sixth of the timeout). */
  heartbeatIntervalSeconds?: number;
}

/** The periodic job that fails the lost jobs (every sixth of the heartbeat timeout). */
const heartbeatSweepJob = 'job-heartbeats';

/** The longest period of `every`: a day. */
const longestPeriodSeconds = 24 * 3600;

/** pg-boss's longest expiry is under 24 hours (its MAX_EXPIRATION_HOURS). */
const maxExpireSeconds = 24 * 3600 - 60;

/** The advisory lock queue creation is serialized by, across processes (the migrations' is 727274). */
const queueCreationLockId = 727275;

/**
 * The statements pg-boss's worker sends without awaiting them: completing or failing the job it
 * just ran. Should one fail (the database went away as the job ended), the rejection reaches no
 * one and stops the process (Node's default for an unhandled rejection; CI saw it when a test
 * closed the database under a running job). Taken from pg-boss's own statement plans, so an
 * upgrade that changes them changes these too.
 */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const unawaitedStatements = new Set([pgBossPlans.completeJobs('pgboss'), pgBossPlans.failJobsById('pgboss')]);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stateOf: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** Why a lost job failed: its status's `error`. */
export function lostJobMessage(timeoutSeconds: number): string {
  return `the process running this job stopped (no heartbeat for ${timeoutSeconds} s)`;
}

export function createJobs(database: Database, log: FastifyBaseLogger, options: JobsOptions = {}): Jobs {
  const progressFlushMs = options.progressFlushMs ?? 500;
  const heartbeatTimeoutSeconds = options.heartbeatTimeoutSeconds ?? 60;
  const heartbeatMs = (options.heartbeatIntervalSeconds ?? heartbeatTimeoutSeconds / 6) * 1000;
  /** This process, as the heartbeat rows name it (the cluster test finds who runs a job by it). */
  const worker = `${hostname()}:${process.pid}`;
  /**
   * pg-boss completes a job without awaiting the statement, so one may still be in flight when
   * `boss.stop()` resolves: `stop()` waits for these before the database may close.
   */
  const statementsInFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    let statement = database.queueSql(text, values);
    if (unawaitedStatements.has(text)) {
      // Logged, and answered as "no job changed": the job stays active until the heartbeat sweep
      // or its expiry fails it, as when its process dies.
      statement = statement.catch((error: unknown) => {
        log.error({ err: error, job: (values?.[1] as string[] | undefined)?.[0] }, 'job not marked as ended');
        return { rows: [{ count: '0' }] };
      });
    }
    const settled = statement.then(
      () => undefined,
      () => undefined,
    );
    statementsInFlight.add(settled);
    void settled.finally(() => statementsInFlight.delete(settled));
    return statement;
  };
  const boss = new PgBoss({
    db: { executeSql },
    // No cron schedules: periodic work uses `every` (singleton sends), whose period may be seconds
    // where a cron's is a minute (docs/decisions/0043). Maintenance (expiring lost jobs, archiving
    // old ones) stays on.
    schedule: false,
    supervise: true,
    // pg-boss refuses a singleton slot longer than the time a completed job stays in its table
    // (12 hours by default): the slot's job, once archived, could be offered again. The daily
    // jobs (personal-data destruction) need a day; a refused offer is only logged, so with the
    // default the destruction never ran.
    archiveCompletedAfterSeconds: longestPeriodSeconds + 3600,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const queues = new Map<string, Promise<void>>();
  /** Progress of jobs running in this process, newest report first in line to be written. */
  const running = new Map<string, { progress: Record<string, unknown> | null; flushed: boolean }>();
  const pendingWrites = new Set<Promise<unknown>>();
  const lostHandlers = new Map<string, NonNullable<DefineOptions<object>['onLost']>>();
  /** The timers of `every`, each offering its queue's run for the current period. */
  const offerTimers = new Set<NodeJS.Timeout>();
  let started = false;

  const track = (write: Promise<unknown>) => {
    const settled = write.then(
      () => undefined,
      () => undefined,
    );
    pendingWrites.add(settled);
    void settled.finally(() => pendingWrites.delete(settled));
  };

  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      // One process at a time (issue 24 §1): processes started together on a new database each
      // created the same queue, and pg-boss's create_queue deadlocked all but one of them.
      created = database.withSession(async (session) => {
        await session.query('SELECT pg_advisory_lock($1)', [queueCreationLockId]);
        try {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, { name });
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [queueCreationLockId]);
        }
      });
      // A failed creation is retried by the next caller.
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  const writeProgress = (id: string): Promise<unknown> => {
    const entry = running.get(id);
    if (!entry || entry.flushed) return Promise.resolve();
    entry.flushed = true;
    const write = database
      .queueSql('UPDATE job_progress SET progress = $2, updated_at = now() WHERE id = $1', [
        id,
        JSON.stringify(entry.progress),
      ])
      .catch((error: unknown) => log.warn({ err: error, job: id }, 'job progress not saved'))
      .finally(() => pendingWrites.delete(write));
    pendingWrites.add(write);
    return write;
  };

  const define: Jobs['define'] = async (name, handler, defineOptions = {}) => {
    await ensureQueue(name);
    if (defineOptions.onLost)
      lostHandlers.set(name, defineOptions.onLost as NonNullable<DefineOptions<object>['onLost']>);
    // pg-boss fetches one job, runs it, then waits out the polling interval before the next
    // fetch: a burst of alert jobs (one per incident of an import) drained at one a second and
    // the last alert went out minutes late. After a job the worker is woken to fetch again at
    // once; it only waits when the queue was empty.
    const queueWorker: { id?: string } = {};
    queueWorker.id = await boss.work<object>(
      name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        const heartbeat = await startHeartbeat(database, job.id, worker, heartbeatMs, track);
        const entry = { progress: null as Record<string, unknown> | null, flushed: true };
        running.set(job.id, entry);
        let timer: NodeJS.Timeout | undefined;
        try {
          return await handler(job.data as Parameters<typeof handler>[0], {
            id: job.id,
            progress(progress) {
              entry.progress = progress;
              entry.flushed = false;
              timer ??= setTimeout(() => {
                timer = undefined;
                void writeProgress(job.id);
              }, progressFlushMs);
            },
          });
        } finally {
          clearTimeout(timer);
          // Written before pg-boss marks the job done, so a finished job shows its last progress.
          await writeProgress(job.id);
          await heartbeat.stop();
          running.delete(job.id);
          if (queueWorker.id) boss.notifyWorker(queueWorker.id);
        }
      },
    );
  };

  const every: Jobs['every'] = async (name, seconds, handler, everyOptions = {}) => {
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > longestPeriodSeconds)
      throw new Error(`every ${name}: whole seconds up to ${longestPeriodSeconds}, not ${seconds}`);
    // pg-boss refuses an expiry of 24 hours or more, and an offer it refuses is only logged: a
    // daily job expiring after its period would silently never run. The default stays under it.
    const expireInSeconds = everyOptions.expireInSeconds ?? Math.min(Math.max(seconds, 300), maxExpireSeconds);
    if (expireInSeconds > maxExpireSeconds) throw new Error(`every ${name}: expiry over ${maxExpireSeconds} s`);
    await define(name, () => handler());
    // pg-boss stores one job per `singletonSeconds` slot of the database's clock (a unique index),
    // so of the offers of all processes in a period one becomes a job. Offered four times a period
    // (at most every 15 s): a timer firing late still offers in every period.
    const offer = () => {
      boss
        .send(
          name,
          {},
          {
            singletonSeconds: seconds,
            retryLimit: 0,
            expireInSeconds,
          },
        )
        .catch((error: unknown) => log.error({ err: error, queue: name }, 'periodic job not offered'));
    };
    // Offered at once too: a period's run comes at a start, not a timer's interval after it.
    offer();
    const timer = setInterval(offer, Math.min(Math.max(seconds * 250, 250), 15_000));
    timer.unref();
    offerTimers.add(timer);
  };

  /** Fails the jobs whose process stopped heartbeating, then lets their queue clean up (onLost). */
  const sweepLostJobs = async () => {
    const lost = await claimLostJobs(database, heartbeatTimeoutSeconds);
    for (const job of lost) {
      log.warn({ job: job.id, queue: job.name, worker: job.worker }, 'job lost: its process stopped heartbeating');
      try {
        // Through the database directly: this call is awaited, so its failure must reach the catch.
        await boss.fail(
          job.name,
          job.id,
          { message: lostJobMessage(heartbeatTimeoutSeconds), worker: job.worker },
          { db: { executeSql: database.queueSql } },
        );
        await lostHandlers.get(job.name)?.(job.data as object, job.id);
      } catch (error) {
        log.error({ err: error, job: job.id, queue: job.name }, 'lost job not cleaned up');
      }
    }
    return { lost: lost.length };
  };

  return {
    define,
    every,

    async send(name, payload, sendOptions = {}) {
      await ensureQueue(name);
      const id = randomUUID();
      await database.queueSql('INSERT INTO job_progress (id, name) VALUES ($1, $2)', [id, name]);
      try {
        await boss.send(name, payload, {
          id,
          retryLimit: sendOptions.retryLimit ?? 0,
          expireInSeconds: sendOptions.expireInSeconds ?? 15 * 60,
        });
      } catch (error) {
        await database.queueSql('DELETE FROM job_progress WHERE id = $1', [id]).catch(() => undefined);
        throw error;
      }
      return id;
    },

    async status(id) {
      if (!uuidPattern.test(id)) return null;
      const { rows } = await database.queueSql('SELECT name, progress, created_at FROM job_progress WHERE id = $1', [
        id,
      ]);
      const row = rows[0] as { name: string; progress: Record<string, unknown> | null; created_at: Date } | undefined;
      if (!row) return null;
      const job = await boss.getJobById<object>(row.name, id, { includeArchive: true });
      // Sent but not yet visible (or removed by pg-boss's retention after days): still known by its row.
      const state: JobState = job ? stateOf[job.state] : 'queued';
      const output = (job?.output ?? null) as { message?: unknown } | null;
      return {
        id,
        name: row.name,
        state,
        progress: running.get(id)?.progress ?? row.progress,
        result: state === 'done' ? output : null,
        error: state === 'failed' ? String(output?.message ?? 'job failed') : null,
        createdAt: new Date(row.created_at).toISOString(),
      };
    },

    async start() {
      if (started) return;
      await boss.start();
      started = true;
      // As often as the heartbeat: a lost job is failed within the timeout and a sixth of it.
      await every(heartbeatSweepJob, Math.max(1, Math.round(heartbeatTimeoutSeconds / 6)), sweepLostJobs);
    },

    async stop() {
      if (!started) return;
      started = false;
      for (const timer of offerTimers) clearInterval(timer);
      offerTimers.clear();
      // Graceful: running jobs may finish; any still running at the timeout are failed by pg-boss.
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 30_000 });
      // A statement pg-boss starts while these settle (the completion of a job that just ended,
      // its worker's next fetch) is waited for too: a snapshot once let one outlive the pool (CI).
      for (let round = 0; round < 10 && pendingWrites.size + statementsInFlight.size > 0; round++) {
        await Promise.all([...pendingWrites, ...statementsInFlight]);
      }
    },
  };
}
