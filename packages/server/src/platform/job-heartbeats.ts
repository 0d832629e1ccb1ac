import type { Database } from '../db/client';

/**
 * Heartbeats of running jobs (issue 24 §4, docs/decisions/0043). pg-boss knows a job is lost only
 * when its `expireInSeconds` runs out (15 minutes for an import), so a process killed mid-import
 * left the upload `running` for that long and its row for good. The process running a job writes
 * `job_progress.heartbeat_at` every few seconds; any live process fails a job whose heartbeat has
 * stopped for the timeout (`claimLostJobs`, run by the `job-heartbeats` periodic job).
 */

/** pg-boss's schema (its default; jobs.ts does not change it). */
const bossSchema = 'pgboss';

export interface Heartbeat {
  /** Whether the job has a `job_progress` row to beat in (jobs sent by `every` have none). */
  isBeating: boolean;
  /** Stops beating and clears the heartbeat, so the sweep no longer looks at the job. */
  stop(): Promise<void>;
}

/**
 * Starts the heartbeat of job `id`, run by this process (`worker`). Each beat is one short
 * statement; none waits for another, and none is awaited by the handler (on PGlite the handler
 * may hold the one connection in a transaction of its own).
 */
export async function startHeartbeat(
  database: Database,
  id: string,
  worker: string,
  intervalMs: number,
  track: (write: Promise<unknown>) => void,
): Promise<Heartbeat> {
  const { rows } = await database.queueSql(
    'UPDATE job_progress SET heartbeat_at = now(), worker = $2 WHERE id = $1 RETURNING id',
    [id, worker],
  );
  if (rows.length === 0) return { isBeating: false, stop: async () => undefined };
  let beating: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (beating) return;
    // `heartbeat_at IS NOT NULL`: a job the sweep has failed as lost is not brought back.
    beating = database
      .queueSql('UPDATE job_progress SET heartbeat_at = now() WHERE id = $1 AND heartbeat_at IS NOT NULL', [id])
      .catch(() => undefined)
      .finally(() => (beating = undefined));
    track(beating);
  }, intervalMs);
  // A beat alone must not keep a closing process alive.
  timer.unref();
  return {
    isBeating: true,
    async stop() {
      clearInterval(timer);
      await beating;
      const cleared = database.queueSql('UPDATE job_progress SET heartbeat_at = NULL WHERE id = $1', [id]);
      track(cleared);
      await cleared;
    },
  };
}

export interface LostJob {
  id: string;
  name: string;
  data: unknown;
  /** The process that was running it (host:pid). */
  worker: string | null;
}

/**
 * Takes the jobs pg-boss still has as running whose heartbeat is older than `timeoutSeconds`,
 * clearing their heartbeat in the same statement: of several sweeps at once, each lost job goes
 * to one. Rows whose job is no longer running (its process died between the handler's end and
 * clearing the heartbeat) are cleared too, and not returned.
 */
export async function claimLostJobs(database: Database, timeoutSeconds: number): Promise<LostJob[]> {
  const { rows } = await database.queueSql(
    `WITH stale AS (
       SELECT id FROM job_progress
        WHERE heartbeat_at IS NOT NULL AND heartbeat_at < now() - make_interval(secs => $1::double precision)
        FOR UPDATE SKIP LOCKED
     ), cleared AS (
       UPDATE job_progress p SET heartbeat_at = NULL FROM stale WHERE p.id = stale.id
       RETURNING p.id, p.name, p.worker
     )
     SELECT c.id, c.name, c.worker, j.data
       FROM cleared c JOIN ${bossSchema}.job j ON j.name = c.name AND j.id = c.id
      WHERE j.state = 'active'`,
    [timeoutSeconds],
  );
  return rows as LostJob[];
}
