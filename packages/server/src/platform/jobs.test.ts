import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { openTestDatabase, testConfig, testDatabaseKind } from '../../test/test-app';
import { lostJobMessage, type JobStatus, type JobsOptions } from './jobs';

const config = testConfig();

const startApp = async (
  database: Database,
  define?: (app: FastifyInstance) => Promise<void>,
  jobs: JobsOptions = {},
) => {
  const app = await buildApp(config, {
    database,
    logger: false,
    jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000, ...jobs },
  });
  await define?.(app);
  await app.ready();
  return app;
};

const until = async (app: FastifyInstance, id: string, done: (status: JobStatus) => boolean, ms = 20_000) => {
  const start = Date.now();
  for (;;) {
    const status = (await app.jobs.status(id))!;
    if (done(status)) return status;
    if (Date.now() - start > ms) throw new Error(`job ${id} still ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`job queue (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string | undefined;
  let app: FastifyInstance;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    ({ database, drop, url } = await openTestDatabase());
    app = await startApp(database, async (a) => {
      await a.jobs.define<{ fail?: boolean }>('test-steps', async (payload, { progress }) => {
        progress({ read: 1 });
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        progress({ read: 2 });
        if (payload.fail) throw new Error('the second step broke');
        return { read: 2 };
      });
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  it('shows a job queued, then running with its progress, then done with its result', async () => {
    const id = await app.jobs.send('test-steps', {});
    expect((await app.jobs.status(id))!.state).toMatch(/queued|running/);
    const running = await until(app, id, (s) => s.state === 'running' && s.progress !== null);
    expect(running.progress).toEqual({ read: 1 });
    // The progress is in the table too, where another process reads it.
    await sleep(150);
    const [row] = (await database.queueSql('SELECT progress FROM job_progress WHERE id = $1', [id])).rows as {
      progress: unknown;
    }[];
    expect(row.progress).toEqual({ read: 1 });
    releaseSlow();
    const done = await until(app, id, (s) => s.state === 'done');
    expect(done).toMatchObject({ state: 'done', progress: { read: 2 }, result: { read: 2 }, error: null });
  });

  it('shows a thrown error as failed, with its message and the last progress', async () => {
    const id = await app.jobs.send('test-steps', { fail: true });
    // The handler reports its first step and takes its release in one synchronous turn; the
    // state alone turns "running" before the handler starts, and releasing then would release
    // the previous job's promise and leave this one waiting forever.
    await until(app, id, (s) => s.state === 'running' && s.progress !== null);
    releaseSlow();
    const failed = await until(app, id, (s) => s.state === 'failed');
    expect(failed).toMatchObject({ error: 'the second step broke', progress: { read: 2 }, result: null });
  });

  it('knows no status for an unknown or malformed id', async () => {
    expect(await app.jobs.status('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await app.jobs.status('not-a-uuid')).toBeNull();
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'runs each job once with two app processes on one database',
    async () => {
      const runs: { job: number; by: string }[] = [];
      const worker = (by: string) => async (a: FastifyInstance) => {
        await a.jobs.define<{ job: number }>('test-once', async ({ job }) => {
          runs.push({ job, by });
          await sleep(20);
          return { job };
        });
      };
      const other = await openDatabase({ databaseUrl: url!, dataDir: 'memory://', migrate: false });
      const first = await startApp(database, worker('first'));
      const second = await startApp(other, worker('second'));
      try {
        const ids = await Promise.all(Array.from({ length: 30 }, (_, job) => first.jobs.send('test-once', { job })));
        for (const id of ids) await until(second, id, (s) => s.state === 'done');
        expect(runs.map((r) => r.job).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
        // Both processes took work, so the "once" above was not one process doing everything.
        expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['first', 'second']));
      } finally {
        await first.close();
        await second.close();
        await other.close();
      }
    },
    60_000,
  );
});

describe(`job queue bursts (${testDatabaseKind})`, () => {
  it('runs a burst of quick jobs back to back, not one per polling interval', async () => {
    const { database, drop } = await openTestDatabase();
    const interval = 3;
    const app = await startApp(database, (a) => a.jobs.define<{ n: number }>('test-burst', async ({ n }) => ({ n })), {
      pollingIntervalSeconds: interval,
    });
    try {
      const ids = [];
      for (let n = 0; n < 10; n += 1) ids.push(await app.jobs.send('test-burst', { n }));
      const started = Date.now();
      for (const id of ids) await until(app, id, (s) => s.state === 'done', 60_000);
      // Waiting out the interval after each job took ten intervals (30 s); back to back the whole
      // burst is well inside four, however loaded the machine.
      expect(Date.now() - started).toBeLessThan(4 * interval * 1000);
    } finally {
      await app.close();
      await drop();
    }
  }, 90_000);
});

describe(`job queue across a restart (${testDatabaseKind})`, () => {
  it('runs a job sent before the app closed once a new app starts', async () => {
    // PGlite on disk (closed and opened again like a restarted process), or a PostgreSQL database.
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-jobs-'));
    const test = testDatabaseKind === 'postgres' ? await openTestDatabase() : undefined;
    const open = () =>
      test?.url
        ? openDatabase({ databaseUrl: test.url, dataDir: 'memory://', migrate: false })
        : openDatabase({ dataDir: dir });
    try {
      const before = await open();
      const first = await startApp(before);
      const id = await first.jobs.send('test-restart', { word: 'hello' });
      await first.close();
      await before.close();

      const after = await open();
      const ran: string[] = [];
      const second = await startApp(after, (a) =>
        a.jobs.define<{ word: string }>('test-restart', async ({ word }) => {
          ran.push(word);
          return { echoed: word };
        }),
      );
      try {
        const done = await until(second, id, (s) => s.state === 'done');
        expect(done.result).toEqual({ echoed: 'hello' });
        expect(ran).toEqual(['hello']);
      } finally {
        await second.close();
        await after.close();
      }
    } finally {
      await test?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe(`job queue shutdown (${testDatabaseKind})`, () => {
  it('lets the statement that completes a job finish before close returns, so the database can close after it', async () => {
    const { database, drop } = await openTestDatabase();
    // pg-boss sends the completion without awaiting it; a slow one used to outlive app.close().
    let inFlight = 0;
    const slowCompletions: Database = {
      ...database,
      queueSql: async (text, values) => {
        inFlight += 1;
        try {
          if (/state = 'completed'/.test(text)) await sleep(1500);
          return await database.queueSql(text, values);
        } finally {
          inFlight -= 1;
        }
      },
    };
    let handled = false;
    const app = await startApp(slowCompletions, (a) =>
      a.jobs.define('test-shutdown', async () => {
        handled = true;
        return { ok: true };
      }),
    );
    try {
      await app.jobs.send('test-shutdown', {});
      for (let waited = 0; !handled && waited < 20_000; waited += 20) await sleep(20);
      expect(handled).toBe(true);
    } finally {
      await app.close();
    }
    expect(inFlight).toBe(0);
    await drop();
  }, 60_000);
});

describe(`job queue losing its database (${testDatabaseKind})`, () => {
  it('survives a job whose completion fails: logged, not an unhandled rejection that stops the process', async () => {
    const { database, drop } = await openTestDatabase();
    // The database goes away just as a job ends: its completion statement fails.
    let failCompletions = false;
    const failing: Database = {
      ...database,
      queueSql: async (text, values) => {
        if (failCompletions && /state = 'completed'/.test(text)) throw new Error('Cannot use a pool after calling end');
        return database.queueSql(text, values);
      },
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let handled = false;
    const app = await startApp(failing, (a) =>
      a.jobs.define('test-lost-database', async () => {
        failCompletions = true;
        handled = true;
        return { ok: true };
      }),
    );
    try {
      const id = await app.jobs.send('test-lost-database', {});
      for (let waited = 0; !handled && waited < 20_000; waited += 20) await sleep(20);
      expect(handled).toBe(true);
      // Past the moment the completion was sent and refused.
      await sleep(500);
      expect(unhandled).toEqual([]);
      // Not marked done: it stays running until the sweep or its expiry fails it.
      expect((await app.jobs.status(id))!.state).toBe('running');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await app.close();
      await drop();
    }
  }, 60_000);
});

describe(`lost jobs (${testDatabaseKind})`, () => {
  const timeout = 3;
  const startLostApp = (
    database: Database,
    heartbeatIntervalSeconds: number,
    lost: unknown[],
    release: Promise<void>,
  ) =>
    startApp(
      database,
      (a) =>
        a.jobs.define<{ upload: number }>(
          'test-heartbeat',
          async () => {
            await release;
            return { ok: true };
          },
          { onLost: async (payload, id) => void lost.push({ payload, id }) },
        ),
      { heartbeatTimeoutSeconds: timeout, heartbeatIntervalSeconds },
    );

  it('keeps a job running past the heartbeat timeout while its process beats', async () => {
    const { database, drop } = await openTestDatabase();
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const lost: unknown[] = [];
    const app = await startLostApp(database, 0.5, lost, released);
    try {
      const id = await app.jobs.send('test-heartbeat', { upload: 1 });
      await until(app, id, (s) => s.state === 'running');
      await sleep((timeout + 3) * 1000);
      expect((await app.jobs.status(id))!.state).toBe('running');
      release();
      await until(app, id, (s) => s.state === 'done');
      expect(lost).toEqual([]);
    } finally {
      release();
      await app.close();
      await drop();
    }
  }, 60_000);

  it('fails a job whose heartbeat stopped, with the reason, and lets its queue clean up', async () => {
    const { database, drop } = await openTestDatabase();
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const lost: unknown[] = [];
    // Beats once, at the start, and never again: a process that stopped without closing.
    const app = await startLostApp(database, 3600, lost, released);
    try {
      const id = await app.jobs.send('test-heartbeat', { upload: 7 });
      await until(app, id, (s) => s.state === 'running');
      const started = Date.now();
      const failed = await until(app, id, (s) => s.state === 'failed');
      // The timeout, then a sweep (every second here) that the queue's polling picks up.
      expect(Date.now() - started).toBeLessThan((timeout + 4) * 1000);
      expect(failed.error).toBe(lostJobMessage(timeout));
      expect(lost).toEqual([{ payload: { upload: 7 }, id }]);
      const [row] = (await database.queueSql('SELECT heartbeat_at FROM job_progress WHERE id = $1', [id])).rows as {
        heartbeat_at: unknown;
      }[];
      expect(row.heartbeat_at).toBeNull();
      // The handler ending after all does not bring the job back.
      release();
      await sleep(1500);
      expect((await app.jobs.status(id))!.state).toBe('failed');
      expect(lost).toHaveLength(1);
    } finally {
      release();
      await app.close();
      await drop();
    }
  }, 60_000);
});

describe(`periodic jobs (${testDatabaseKind})`, () => {
  // pg-boss refused a day's singleton slot and a 24-hour expiry; its refusal of an offer is only
  // logged, so the daily personal-data destruction never ran.
  it('runs a daily job at a start: pg-boss accepts its slot and its expiry', async () => {
    const { database, drop } = await openTestDatabase();
    let ran = 0;
    const app = await startApp(database, (a) =>
      a.jobs.every('test-daily', 24 * 3600, async () => {
        ran += 1;
        return {};
      }),
    );
    try {
      for (let waited = 0; ran === 0 && waited < 20_000; waited += 100) await sleep(100);
      expect(ran).toBe(1);
    } finally {
      await app.close();
      await drop();
    }
  }, 60_000);

  it('refuses an expiry pg-boss would refuse, at registration rather than silently at each offer', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await expect(
        startApp(database, (a) =>
          a.jobs.every('test-too-long', 3600, async () => ({}), { expireInSeconds: 24 * 3600 }),
        ),
      ).rejects.toThrow(/expiry over/);
    } finally {
      await drop();
    }
  }, 60_000);

  it(
    testDatabaseKind === 'postgres'
      ? 'runs once per period with two app processes on one database'
      : 'runs once per period in the one process',
    async () => {
      const { database, drop, url } = await openTestDatabase();
      const other = url ? await openDatabase({ databaseUrl: url, dataDir: 'memory://', migrate: false }) : undefined;
      const runs: string[] = [];
      const periodic = (by: string) => (a: FastifyInstance) =>
        a.jobs.every('test-every', 2, async () => {
          runs.push(by);
          return { by };
        });
      const apps = [await startApp(database, periodic('first'))];
      if (other) apps.push(await startApp(other, periodic('second')));
      try {
        await sleep(9000);
      } finally {
        for (const app of apps) await app.close();
        await other?.close();
      }
      // One job per two-second slot of the database's clock, each run once.
      const { rows } = await database.queueSql(
        `SELECT singleton_on::text AS slot, count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS done
           FROM pgboss.job WHERE name = 'test-every' GROUP BY 1 ORDER BY 1`,
      );
      const slots = rows as { slot: string; jobs: number; done: number }[];
      await drop();
      expect(slots.every((slot) => slot.jobs === 1)).toBe(true);
      expect(slots.filter((slot) => slot.done === 1).length).toBe(runs.length);
      // Every period of the 9 s had its job: consecutive slots, none skipped.
      const starts = slots.map((slot) => Date.parse(`${slot.slot}Z`));
      expect(starts.slice(1).map((start, i) => start - starts[i])).toEqual(starts.slice(1).map(() => 2000));
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.length).toBeLessThanOrEqual(6);
    },
    60_000,
  );
});
