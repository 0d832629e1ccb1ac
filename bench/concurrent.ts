// Concurrent scenario (issue 9 "Under load"): N analysts at once, each looping list, statistics
// and map requests with varied filters (statistics answer cache off, so every statistics request
// runs its pass), and a sign-in every 500 ms, for a fixed time. The load runs in a child process
// (lib/analysts.ts); the app runs here, so the memory figures are the server's.
//   npm run bench:concurrent -- --db postgres --incidents 1000000 --analysts 20 --seconds 60 [--think-ms 0] [--warm-up-seconds 10] [--no-rollups]
// The first --warm-up-seconds run the same load unrecorded (errors still count): V8 compiles the
// hot paths, and each filter's first map request builds its map points (decision 0011). Nothing
// is written during a run, so no index version change rebuilds them.
//   BENCH_DATA_DIR=/tmp/cs-bench npx tsx bench/concurrent.ts --db pglite --incidents 100000 --analysts 20
// Targets (issue 9): 20 analysts at 1M on PostgreSQL: map p95 ≤ 50 ms, list p95 ≤ 50 ms,
// statistics p95 ≤ 100 ms, sign-in p99 ≤ 100 ms, no errors.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { eq } from 'drizzle-orm';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import type { RequestKind } from './lib/analysts';
import { runAnalysts } from './lib/run-analysts';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const targets: Record<RequestKind, { quantile: 'p95' | 'p99'; ms: number }> = {
  list: { quantile: 'p95', ms: 50 },
  map: { quantile: 'p95', ms: 50 },
  statistics: { quantile: 'p95', ms: 100 },
  'sign-in': { quantile: 'p99', ms: 100 },
};

async function main(): Promise<void> {
  const kind = option('db', 'postgres') as BenchDatabaseKind;
  const count = Number(option('incidents', kind === 'postgres' ? '1000000' : '100000'));
  const analysts = Number(option('analysts', '20'));
  const seconds = Number(option('seconds', '60'));
  const thinkMs = Number(option('think-ms', '0'));
  const warmUpSeconds = Number(option('warm-up-seconds', '10'));
  // --no-rollups: every statistics answer from a full pass, as before decision 0033
  const useRollups = !process.argv.includes('--no-rollups');
  const { database, env } = await prepareDatabase(kind, count);
  const { app, baseUrl } = await startApp(database, env, {
    statisticsCacheSize: 0,
    index: { statisticsRollups: useRollups },
  });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.username, benchUser.username));
    const token = await signAccessToken(app.tokenKeys, user.id, 24 * 3600, undefined, user.tokenVersion);
    const productUrl = `${baseUrl}/${app.config.product}`;
    // The first request loads the in-process incident index; it is not part of the figures.
    await fetch(`${productUrl}/incident/get_summary`, { headers: { authorization: `Bearer ${token}` } });

    const memory = { rss: 0, heap: 0, external: 0 };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      memory.rss = Math.max(memory.rss, m.rss);
      memory.heap = Math.max(memory.heap, m.heapUsed);
      memory.external = Math.max(memory.external, m.external + m.arrayBuffers);
    }, 250);
    // how long a ready callback waits for the server's main thread (sampled every 10 ms)
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    const load = os.loadavg()[0].toFixed(1);
    const recording = setTimeout(() => loopDelay.enable(), warmUpSeconds * 1000);
    const result = await runAnalysts({
      productUrl,
      apiUrl: baseUrl,
      token,
      user: benchUser,
      analysts,
      seconds,
      warmUpSeconds,
      thinkMs,
      seed: 20_261_123,
    });
    clearInterval(sampler);
    clearTimeout(recording);
    loopDelay.disable();
    const delayMs = (ns: number) => (ns / 1e6).toFixed(1);

    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    const sources = app.incidentIndex.statisticsSources();
    const lines = [
      `### ${analysts} analysts for ${seconds} s after ${warmUpSeconds} s of warm-up${thinkMs ? `, ~${thinkMs} ms between an analyst's requests` : ', back to back'}, ` +
        `${count.toLocaleString('en')} incidents on ${database.kind}`,
      '',
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average at start ${load}; ` +
        `${result.requestsPerSecond} requests/s in all; statistics answer cache off, month rollups ${useRollups ? 'on' : 'off'} (${sources.byRollups} of ${sources.byRollups + sources.byPass} answers, warm-up included). Server memory peak: ` +
        `RSS ${mb(memory.rss)} MB, JS heap ${mb(memory.heap)} MB, buffers ${mb(memory.external)} MB. Event-loop delay ` +
        `p50 ${delayMs(loopDelay.percentile(50))} / p99 ${delayMs(loopDelay.percentile(99))} / max ${delayMs(loopDelay.max)} ms.`,
      '',
      '| request | n | p50 ms | p95 ms | p99 ms | max ms | errors | target | met |',
      '|---|---|---|---|---|---|---|---|---|',
      ...(Object.keys(targets) as RequestKind[]).map((kind) => {
        const r = result[kind];
        const target = targets[kind];
        const met = r[target.quantile] <= target.ms && r.errors === 0;
        return `| ${kind} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} | ${target.quantile} ≤ ${target.ms} | ${met ? 'yes' : 'no'} |`;
      }),
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
