// Statistics scenario (issue 5): get_statistics latency under single and combined filters, and
// login / token refresh latency while statistics requests run in a loop (head-of-line check).
//
//   NODE_OPTIONS=--max-semi-space-size=32 npx tsx bench/statistics.ts --db postgres --incidents 1000000
//   NODE_OPTIONS=--max-semi-space-size=32 npx tsx bench/statistics.ts --db pglite --incidents 100000
//   (the flag: what `npm start` runs the server with, scripts/start.mjs)
//   (add --prepare-only to just create and fill the bench database, --auth-only to measure only
//   login/refresh with and without the statistics loop)
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentiles } from './lib/load';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

export interface Percentiles {
  n: number;
  /** CPU time of this process (app + client) per request, ms: latency without waiting for a core. */
  cpu?: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** `n` requests over `concurrency` connections; latencies in ms. Any non-2xx answer aborts. */
async function measure(request: () => Promise<Response>, n: number, concurrency: number): Promise<Percentiles> {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  let left = n;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const started = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return { ...percentiles(samples), cpu: Math.round((cpu.user + cpu.system) / n / 100) / 10 };
}

/** Single filters (target p95 < 150 ms on 1M PostgreSQL) and combinations (< 300 ms). */
export const singleFilters: Record<string, string> = {
  'no filter': '',
  'country=1': 'country=1',
  'geo=district:3': 'geo=district:3',
  'geo=region:1 (Moscow)': 'geo=region:1',
  'geo=city:1': 'geo=city:1',
  'period=1y': 'period=1y',
  'date_from/date_to (3 months)': 'date_from=2024-01-01&date_to=2024-03-31',
  'cargo=3': 'cargo=3',
  'price=2': 'price=2',
  'category=2': 'category=2',
  'search=телевизор': `search=${encodeURIComponent('телевизор')}`,
};
export const combinedFilters: Record<string, string> = {
  'district + cargo + price + 1y': 'geo=district:3&cargo=1&price=2&period=1y',
  'cities + categories + dates':
    'geo=city:1&geo=city:2&geo=region:30&category=1&category=2&date_from=2023-01-01&date_to=2024-12-31',
  'country + cargo×3 + price×2 + 5y': 'country=1&cargo=1&cargo=2&cargo=3&price=4&price=5&period=5y',
  'search + district + 3y': `search=${encodeURIComponent('москва')}&geo=district:1&period=3y`,
};

export interface StatisticsBenchResult {
  db: BenchDatabaseKind;
  incidents: number;
  coldLoadMs: number;
  single: Record<string, Percentiles>;
  combined: Record<string, Percentiles>;
  loginIdle: Percentiles;
  refreshIdle: Percentiles;
  loginUnderLoad: Percentiles;
  refreshUnderLoad: Percentiles;
  statisticsDuringLoad: number;
}

export async function runStatisticsBench(
  db: BenchDatabaseKind,
  incidents: number,
  requests = 40,
): Promise<StatisticsBenchResult> {
  const { database, env } = await prepareDatabase(db, incidents);
  // Measure the aggregation itself: identical requests would otherwise come from the answer cache.
  const { app, baseUrl } = await startApp(database, env, { statisticsCacheSize: 0, index: { selectionCacheSize: 0 } });
  try {
    const login = () =>
      fetch(`${baseUrl}/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(benchUser),
      });
    const tokens = (await (await login()).json()) as { access: string; refresh: string };
    const headers = { authorization: `Bearer ${tokens.access}` };
    const statistics = (query: string) => () =>
      fetch(`${baseUrl}/${app.config.product}/incident/get_statistics?${query}`, { headers });

    const started = performance.now();
    const cold = await statistics('')();
    await cold.arrayBuffer();
    const coldLoadMs = Math.round(performance.now() - started);

    const single: Record<string, Percentiles> = {};
    const combined: Record<string, Percentiles> = {};
    const isAuthOnly = process.argv.includes('--auth-only');
    for (const [name, query] of Object.entries(isAuthOnly ? {} : singleFilters)) {
      await measure(statistics(query), 3, 1);
      single[name] = await measure(statistics(query), requests, 1);
      console.log(`  ${name}: ${JSON.stringify(single[name])}`);
    }
    for (const [name, query] of Object.entries(isAuthOnly ? {} : combinedFilters)) {
      await measure(statistics(query), 3, 1);
      combined[name] = await measure(statistics(query), requests, 1);
      console.log(`  ${name}: ${JSON.stringify(combined[name])}`);
    }

    // Refresh rotates the token: each request uses the pair the previous one returned.
    let refreshToken = tokens.refresh;
    const refresh = async () => {
      const res = await fetch(`${baseUrl}/auth/token/refresh/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: refreshToken }),
      });
      const clone = res.clone();
      if (res.ok) refreshToken = ((await clone.json()) as { refresh: string }).refresh;
      return res;
    };
    const loginIdle = await measure(login, 100, 1);
    const refreshIdle = await measure(refresh, 100, 1);

    // Two connections asking for unfiltered statistics back to back, the heaviest request there
    // is, from another process: browsers are not in the server's process, and a client loop in
    // this one would take event-loop time from the server it measures.
    const loop = startStatisticsLoop(`${baseUrl}/${app.config.product}/incident/get_statistics`, tokens.access, 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const loginUnderLoad = await measure(login, 200, 1);
    const refreshUnderLoad = await measure(refresh, 200, 1);
    const statisticsDuringLoad = await loop.stop();
    return {
      db,
      incidents,
      coldLoadMs,
      single,
      combined,
      loginIdle,
      refreshIdle,
      loginUnderLoad,
      refreshUnderLoad,
      statisticsDuringLoad,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** `npm start` runs the server with 32 MB semi-spaces (scripts/start.mjs); say whether this run did too. */
function semiSpace(): string {
  const flag = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(' ')].find((a) =>
    a.startsWith('--max-semi-space-size'),
  );
  return flag
    ? `${flag.split('=')[1]} MB (as npm start)`
    : 'V8 default (npm start uses 32 MB: set NODE_OPTIONS=--max-semi-space-size=32)';
}

/** The figures as the tables of bench/RESULTS.md. */
export function markdownOf(r: StatisticsBenchResult): string {
  const [load1, load5] = loadavg().map((v) => v.toFixed(1));
  const head =
    '| case | n | p50 ms | p95 ms | p99 ms | max ms | CPU ms/req | target met |\n|---|---|---|---|---|---|---|---|';
  const row = (name: string, p: Percentiles, target: number) =>
    `| ${name} | ${p.n} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} | ${p.cpu} | ${(target === 99 ? p.p99 : p.p95) < (target === 99 ? 100 : target) ? 'yes' : 'no'} |`;
  const singleTarget = r.db === 'postgres' ? 150 : 300;
  const combinedTarget = 300;
  return [
    `### get_statistics — ${r.incidents.toLocaleString('en')} incidents on ${r.db}`,
    '',
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average at the end ${load1} / ${load5}; index load (first request) ${r.coldLoadMs} ms; V8 semi-spaces ${semiSpace()}.`,
    '',
    `Single filters, target p95 < ${singleTarget} ms:`,
    '',
    head,
    ...Object.entries(r.single).map(([name, p]) => row(name, p, singleTarget)),
    '',
    `Combined filters, target p95 < ${combinedTarget} ms:`,
    '',
    head,
    ...Object.entries(r.combined).map(([name, p]) => row(name, p, combinedTarget)),
    '',
    `Sign-in and token refresh, idle and while two connections of another process request unfiltered statistics back to back (${r.statisticsDuringLoad} answered meanwhile); target p99 < 100 ms:`,
    '',
    head,
    row('login, idle', r.loginIdle, 99),
    row('refresh, idle', r.refreshIdle, 99),
    row('login, statistics loop', r.loginUnderLoad, 99),
    row('refresh, statistics loop', r.refreshUnderLoad, 99),
  ].join('\n');
}

/** `connections` loops requesting `url` back to back in a child process; `stop()` gives how many were answered. */
function startStatisticsLoop(url: string, access: string, connections: number): { stop: () => Promise<number> } {
  const script = `
    let running = true, answered = 0;
    process.on('message', () => { running = false; });
    const loop = async () => {
      while (running) {
        const res = await fetch(process.env.URL, { headers: { authorization: 'Bearer ' + process.env.ACCESS } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error('HTTP ' + res.status);
        answered += 1;
      }
    };
    Promise.all(Array.from({ length: Number(process.env.CONNECTIONS) }, loop)).then(
      () => process.send(answered, () => process.exit(0)),
      (error) => { console.error(error); process.exit(1); },
    );`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, URL: url, ACCESS: access, CONNECTIONS: String(connections) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answered = new Promise<number>((resolve, reject) => {
    child.on('message', (n) => resolve(Number(n)));
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`statistics loop exited with ${code}`))));
  });
  return {
    stop: () => {
      child.send('stop');
      return answered;
    },
  };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (process.argv[1]?.endsWith('statistics.ts')) {
  const db = arg('db', 'postgres') as BenchDatabaseKind;
  const incidents = Number(arg('incidents', db === 'postgres' ? '1000000' : '100000'));
  const requests = Number(arg('requests', '40'));
  const main = async () => {
    if (process.argv.includes('--prepare-only')) {
      const { database } = await prepareDatabase(db, incidents);
      await database.close();
      return;
    }
    const result = await runStatisticsBench(db, incidents, requests);
    console.log(markdownOf(result));
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
