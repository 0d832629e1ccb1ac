import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailable, createClusterDatabase, startApp, type AppProcess } from './processes';

/**
 * Issue 24 §5: each process queued its own commercial-prudence sweep (and its own filter-alert
 * digests), so three processes did the work three times for one result. Here three processes run
 * with periods of 2 s (prudence, digests) and 1 s (the lost-job sweep, JOB_HEARTBEAT_TIMEOUT=6),
 * and the pg-boss jobs of those queues are counted over 20 s: exactly one run in each period, and
 * no period without one.
 */
const unavailable = await clusterUnavailable();
if (unavailable) console.log(unavailable);

const periods: Record<string, number> = { 'prudence-sweep': 2, 'filter-alert-digests': 2, 'job-heartbeats': 1 };
const watchMs = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SlotRow {
  name: string;
  slot: string;
  jobs: number;
  completed: number;
}

describe.skipIf(unavailable)('periodic work with three processes', () => {
  const processes: AppProcess[] = [];
  let drop: () => Promise<void> = async () => undefined;
  let url = '';

  beforeAll(async () => {
    ({ url, drop } = await createClusterDatabase());
    const env = { PRUDENCE_SWEEP_SECONDS: '2', FILTER_DIGEST_SWEEP_SECONDS: '2', JOB_HEARTBEAT_TIMEOUT: '6' };
    processes.push(
      ...(await Promise.all(
        ['A', 'B', 'C'].map((name) => startApp({ name, databaseUrl: url, env, startTimeoutMs: 120_000 })),
      )),
    );
  });

  afterAll(async () => {
    await Promise.all(processes.map((app) => app.kill()));
    await drop();
  });

  it('runs each period once across the processes, in every period', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const now = async () => new Date((await client.query<{ now: Date }>('SELECT now()')).rows[0].now).getTime();
      const from = await now();
      await sleep(watchMs);
      const to = await now();
      // Give the last whole period's job time to run before it is counted.
      await sleep(2000);
      const { rows } = await client.query<SlotRow>(
        `SELECT name, (extract(epoch FROM singleton_on) * 1000)::bigint::text AS slot, count(*)::int AS jobs,
                count(*) FILTER (WHERE state = 'completed')::int AS completed
           FROM pgboss.job WHERE name = ANY($1) GROUP BY 1, 2 ORDER BY 1, 2`,
        [Object.keys(periods)],
      );
      // Every job of these queues is one of a period: no process sent one of its own.
      const { rows: unslotted } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) AND singleton_on IS NULL`,
        [Object.keys(periods)],
      );
      expect(unslotted[0].n).toBe(0);

      const report: string[] = [];
      for (const [name, seconds] of Object.entries(periods)) {
        const periodMs = seconds * 1000;
        // The whole periods of the watched window, by the database's clock.
        const first = Math.ceil(from / periodMs) * periodMs;
        const last = Math.floor(to / periodMs) * periodMs - periodMs;
        const expected: number[] = [];
        for (let slot = first; slot <= last; slot += periodMs) expected.push(slot);
        const seen = rows.filter((row) => row.name === name && Number(row.slot) >= first && Number(row.slot) <= last);
        expect(
          seen.map((row) => Number(row.slot)),
          `${name}: a job in each period`,
        ).toEqual(expected);
        expect(
          seen.filter((row) => row.jobs !== 1 || row.completed !== 1),
          `${name}: one run per period`,
        ).toEqual([]);
        report.push(`${name}: ${seen.length} periods of ${seconds} s, ${seen.length} runs`);
      }
      console.log(`three processes, ${watchMs / 1000} s: ${report.join('; ')}`);
    } finally {
      await client.end();
    }
  });
});
