import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

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

export interface Jobs {
  /** Registers the handler of a queue and starts working it (call once per name, at app start). */
  define<P extends object>(name: string, handler: JobHandler<P>): Promise<void>;
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
}

/** The advisory lock queue creation is serialized by, across processes (the migrations' is 727274). */
const queueCreationLockId = 727275;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stateOf: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

export function createJobs(database: Database, log: FastifyBaseLogger, options: JobsOptions = {}): Jobs {
  const progressFlushMs = options.progressFlushMs ?? 500;
  /**
   * pg-boss completes a job without awaiting the statement, so one may still be in flight when
   * `boss.stop()` resolves: `stop()` waits for these before the database may close.
   */
  const statementsInFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const statement = database.queueSql(text, values);
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
    // No cron schedules yet; maintenance (expiring lost jobs, archiving old ones) stays on.
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const queues = new Map<string, Promise<void>>();
  /** Progress of jobs running in this process, newest report first in line to be written. */
  const running = new Map<string, { progress: Record<string, unknown> | null; flushed: boolean }>();
  const pendingWrites = new Set<Promise<unknown>>();
  let started = false;

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

  return {
    async define(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => {
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
            running.delete(job.id);
          }
        },
      );
    },

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
    },

    async stop() {
      if (!started) return;
      started = false;
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
