// Capacity (issue 26 §2): how many analysts one server serves when they ask what people ask. Each
// analyst changes the filter once every 5 s (lib/capacity-load.ts: list, summary, map and
// statistics at once, filters drawn uniformly over the references by lib/filter-space.ts), while
// people sign in at 1 per second per 20 analysts (at least 2 per second). The load steps through
// 20, 50, 100 and 200 analysts, each step a fresh child process with its own filters, and the
// bench prints each step's latencies, the server's CPU and the answer caches' hit rates, then the
// largest step that meets every target. The app runs here as it is configured in production
// (answer caches on), so the CPU figures are the server's alone.
//   npm run bench:capacity -- [--db postgres] [--incidents 1000000] [--scenario first-visit|repeating]
//     [--steps 20,50,100,200] [--seconds 60] [--warm-up-seconds 10] [--period-seconds 5]
//   npm run bench:capacity -- --steps 20 --seconds 15 --warm-up-seconds 5    (a quick run)
// `--scenario repeating`: the concurrent bench's dozen filters and six views (lib/repeating-mix.ts)
// at the same pace, which mostly answer from kept selections, rollups and answers.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { countCacheReads, hitRate, type CacheReads } from './lib/cache-reads';
import { capacityKinds, type CapacityKind, type CapacityLoadResult, type CapacityScenario } from './lib/capacity-load';
import { runCapacityLoad } from './lib/run-capacity-load';
import { createFilterSpace, filterChangeRequests } from './lib/filter-space';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** Issue 26 §2: list and map p95 ≤ 50 ms, statistics p95 ≤ 100 ms, sign-in p99 ≤ 100 ms. */
const targets: Partial<Record<CapacityKind, { quantile: 'p95' | 'p99'; ms: number }>> = {
  list: { quantile: 'p95', ms: 50 },
  map: { quantile: 'p95', ms: 50 },
  statistics: { quantile: 'p95', ms: 100 },
  'sign-in': { quantile: 'p99', ms: 100 },
};

interface StepFigures {
  analysts: number;
  result: CapacityLoadResult;
  /** Server CPU over the recorded seconds, in % of one core (main thread and index workers). */
  cpuPercent: number;
  loadAverage: number;
  loopDelayP99: number;
  caches: Record<string, { rate: number | null; reads: number }>;
  isMet: boolean;
}

function meetsTargets(result: CapacityLoadResult): boolean {
  const kindsMet = (Object.keys(targets) as CapacityKind[]).every((kind) => {
    const target = targets[kind];
    return !target || result[kind][target.quantile] <= target.ms;
  });
  return kindsMet && capacityKinds.every((kind) => result[kind].errors === 0);
}

function stepTable(step: StepFigures): string {
  const { result } = step;
  const rows = capacityKinds.map((kind) => {
    const r = result[kind];
    const target = targets[kind];
    const met = target ? (r[target.quantile] <= target.ms && r.errors === 0 ? 'yes' : 'no') : '';
    return `| ${kind} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} | ${target ? `${target.quantile} ≤ ${target.ms}` : ''} | ${met} |`;
  });
  const caches = Object.entries(step.caches)
    .map(([name, c]) => `${name} ${c.rate === null ? '–' : `${c.rate} %`} of ${c.reads}`)
    .join(', ');
  return [
    `#### ${step.analysts} analysts: ${step.isMet ? 'every target met' : 'targets missed'}`,
    '',
    `${result.requestsPerSecond} requests/s, ${result.changes} filter changes; server CPU ${step.cpuPercent} % of one core ` +
      `(${os.cpus().length} cores); event-loop delay p99 ${step.loopDelayP99} ms; load average at start ${step.loadAverage}. ` +
      `Cache hits: ${caches}.`,
    '',
    '| request | n | p50 ms | p95 ms | p99 ms | max ms | errors | target | met |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const kind = option('db', 'postgres') as BenchDatabaseKind;
  const count = Number(option('incidents', kind === 'postgres' ? '1000000' : '100000'));
  const scenario = option('scenario', 'first-visit') as CapacityScenario;
  if (scenario !== 'first-visit' && scenario !== 'repeating') throw new Error('--scenario first-visit|repeating');
  const steps = option('steps', '20,50,100,200').split(',').map(Number);
  const seconds = Number(option('seconds', '60'));
  const warmUpSeconds = Number(option('warm-up-seconds', '10'));
  const periodMs = Number(option('period-seconds', '5')) * 1000;

  const { database, env } = await prepareDatabase(kind, count);
  // the app as configured in production: every answer cache on
  const { app, baseUrl } = await startApp(database, env);
  try {
    const [user] = await database.db.select().from(users).where(eq(users.username, benchUser.username));
    const token = await signAccessToken(app.tokenKeys, user.id, 24 * 3600, undefined, user.tokenVersion);
    const productUrl = `${baseUrl}/${app.config.product}`;
    // The in-process incident index is loaded here (by a first request it can outlast
    // REQUEST_TIMEOUT on a busy machine), and a few filter changes one after another build what is
    // built once (the map's spatial order, the rollups) and let V8 compile the hot paths; none of
    // it is part of the figures.
    const headers = { authorization: `Bearer ${token}` };
    await app.incidentIndex.refresh();
    await fetch(`${productUrl}/incident/get_summary`, { headers });
    const warmUp = createFilterSpace(1);
    for (let i = 0; i < 10; i++) {
      const paths = filterChangeRequests(warmUp());
      for (const path of Object.values(paths)) await (await fetch(`${productUrl}${path}`, { headers })).arrayBuffer();
    }

    const caches: Record<string, CacheReads> = {
      'statistics answers': app.analysis.answers ? countCacheReads(app.analysis.answers) : { hits: 0, misses: 0 },
      'map answers': countCacheReads(app.incidents.mapAnswers),
      rows: countCacheReads(app.incidents.rows),
    };
    console.log(
      `## Capacity, ${scenario === 'first-visit' ? 'filters drawn over the references (first visits)' : 'the repeating mix of the concurrent bench (labelled: repeating)'}, ` +
        `${count.toLocaleString('en')} incidents on ${database.kind}\n\n` +
        `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; one filter change per analyst every ` +
        `${periodMs / 1000} s (list, summary, map and statistics at once), sign-ins at 1/s per 20 analysts (≥ 2/s); ` +
        `${seconds} s per step after ${warmUpSeconds} s of warm-up.\n`,
    );

    const figures: StepFigures[] = [];
    for (const [i, analysts] of steps.entries()) {
      const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      let cpuFrom = process.cpuUsage();
      let wallFrom = performance.now();
      let cachesFrom = structuredClone(caches);
      const result = await runCapacityLoad(
        {
          productUrl,
          apiUrl: baseUrl,
          token,
          user: benchUser,
          scenario,
          analysts,
          seconds,
          warmUpSeconds,
          periodMs,
          signInsPerSecond: Math.max(2, analysts / 20),
          // each step its own filters: a step must not find the answers of the one before
          seed: 20_261_128 + i * 100_003,
        },
        () => {
          cpuFrom = process.cpuUsage();
          wallFrom = performance.now();
          cachesFrom = structuredClone(caches);
          loopDelay.enable();
        },
      );
      loopDelay.disable();
      const cpu = process.cpuUsage(cpuFrom);
      const step: StepFigures = {
        analysts,
        result,
        cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallFrom)) * 100),
        loadAverage,
        loopDelayP99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
        caches: Object.fromEntries(Object.entries(caches).map(([name, c]) => [name, hitRate(cachesFrom[name], c)])),
        isMet: meetsTargets(result),
      };
      figures.push(step);
      console.log(stepTable(step));
    }

    const largest = figures.filter((f) => f.isMet).at(-1);
    const answerRate = (f: StepFigures) => {
      const s = f.caches['statistics answers'];
      const m = f.caches['map answers'];
      const reads = s.reads + m.reads;
      const hits = ((s.rate ?? 0) * s.reads + (m.rate ?? 0) * m.reads) / 100;
      return reads > 0 ? `${Math.round((hits / reads) * 1000) / 10} %` : '–';
    };
    console.log(
      [
        '| analysts | requests/s | list p95 | summary p95 | map p95 | statistics p95 | sign-in p99 | errors | server CPU | answer cache hits | met |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...figures.map((f) => {
          const r = f.result;
          const errors = capacityKinds.reduce((n, k) => n + r[k].errors, 0);
          return `| ${f.analysts} | ${r.requestsPerSecond} | ${r.list.p95} | ${r.summary.p95} | ${r.map.p95} | ${r.statistics.p95} | ${r['sign-in'].p99} | ${errors} | ${f.cpuPercent} % | ${answerRate(f)} | ${f.isMet ? 'yes' : 'no'} |`;
        }),
        '',
        largest
          ? `Largest step meeting every target (${scenario}): **${largest.analysts} analysts**, answer cache hits ${answerRate(largest)} (statistics and map answers).`
          : `No step met every target (${scenario}).`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
