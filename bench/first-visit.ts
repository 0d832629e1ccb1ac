// First-visit scenario (issue 26 §1): the server's CPU per filter change when every filter is one
// it has not answered before. Filters are drawn uniformly over the references
// (lib/filter-space.ts); each change sends its four requests (list, summary, map, statistics) one
// after another, and the server's CPU is read with process.cpuUsage() around each: the app runs in
// this process (its index workers are threads of it, which process.cpuUsage() covers) and the
// client in a child process (lib/first-visit-client.ts), so the figures hold none of the client's work.
//   npm run bench:first-visit -- --db postgres --incidents 1000000 --changes 200 [--warm-up 40] [--seed 26]
//   (add --cpu-prof before the script, `node --cpu-prof --import tsx bench/first-visit.ts …`, to profile)
// Targets (issue 26 §1): ≤ 60 ms of server CPU per change at 1M; map p95 ≤ 50 ms at every zoom.
import { fork, type ChildProcess } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { createFilterSpace, filterChangeRequests } from './lib/filter-space';
import { percentiles } from './lib/load';
import type { ClientReply, ClientRequest } from './lib/first-visit-client';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const kinds = ['list', 'summary', 'map', 'statistics'] as const;
type Kind = (typeof kinds)[number];

/** The client process: one request at a time, answered over IPC. */
function startClient(): { ask: (request: ClientRequest) => Promise<ClientReply>; stop: () => void } {
  const child: ChildProcess = fork(fileURLToPath(new URL('./lib/first-visit-client.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  let waiting: ((reply: ClientReply) => void) | null = null;
  child.on('message', (reply: ClientReply) => waiting?.(reply));
  child.once('exit', (code) => {
    if (code !== 0) throw new Error(`the client process exited with ${code}`);
  });
  return {
    ask: (request) =>
      new Promise((resolve) => {
        waiting = resolve;
        child.send(request);
      }),
    stop: () => child.send('exit'),
  };
}

/** CPU of this whole process (every thread) since `before`, in ms. */
function cpuSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function main(): Promise<void> {
  const kind = option('db', 'postgres') as BenchDatabaseKind;
  const count = Number(option('incidents', kind === 'postgres' ? '1000000' : '100000'));
  const changes = Number(option('changes', '200'));
  const warmUp = Number(option('warm-up', '40'));
  const seed = Number(option('seed', '26'));
  const { database, env } = await prepareDatabase(kind, count);
  const { app, baseUrl } = await startApp(database, env);
  const client = startClient();
  try {
    const [user] = await database.db.select().from(users).where(eq(users.username, benchUser.username));
    const token = await signAccessToken(app.tokenKeys, user.id, 24 * 3600, undefined, user.tokenVersion);
    const headers = { authorization: `Bearer ${token}` };
    const productUrl = `${baseUrl}/${app.config.product}`;
    const rssBefore = process.memoryUsage().rss;
    // The first request loads the index; it is not part of the figures.
    let started = performance.now();
    await client.ask({ url: `${productUrl}/incident/get_summary`, headers });
    const loadMs = performance.now() - started;
    const rssLoaded = process.memoryUsage().rss;

    // main-thread garbage collection while the recorded changes run (part of the CPU above)
    let gcMs = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMs += entry.duration;
    });
    const seen = new Set<string>();
    let repeats = 0;
    const run = async (next: () => ReturnType<ReturnType<typeof createFilterSpace>>, n: number, record: boolean) => {
      const cpu: Record<Kind, number[]> = { list: [], summary: [], map: [], statistics: [] };
      const wall: Record<Kind, number[]> = { list: [], summary: [], map: [], statistics: [] };
      const mapByZoom = new Map<string, number[]>();
      for (let i = 0; i < n; i++) {
        const change = next();
        const key = `${change.query}|${change.view}`;
        if (record && seen.has(key)) repeats += 1;
        seen.add(key);
        const paths = filterChangeRequests(change);
        for (const k of kinds) {
          const before = process.cpuUsage();
          const reply = await client.ask({ url: `${productUrl}${paths[k]}`, headers });
          const used = cpuSince(before);
          if (reply.status !== 200) throw new Error(`${k} ${paths[k]}: HTTP ${reply.status}`);
          cpu[k].push(used);
          wall[k].push(reply.ms);
          if (k === 'map') {
            const zoom = /zoom=(\d+)/.exec(change.view)?.[1] ?? '?';
            mapByZoom.set(zoom, [...(mapByZoom.get(zoom) ?? []), reply.ms]);
          }
        }
      }
      return { cpu, wall, mapByZoom };
    };

    started = performance.now();
    await run(createFilterSpace(seed + 1_000), warmUp, false);
    const warmUpMs = performance.now() - started;
    const rssWarm = process.memoryUsage().rss;
    gc.observe({ entryTypes: ['gc'] });
    const { cpu, wall, mapByZoom } = await run(createFilterSpace(seed), changes, true);
    gc.disconnect();
    const rssAfter = process.memoryUsage().rss;

    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const round = (v: number) => Math.round(v * 10) / 10;
    const total = kinds.reduce((sum, k) => sum + mean(cpu[k]), 0);
    console.log(
      `\nFirst-visit filter changes: ${kind}, ${count} incidents, ${changes} changes (seed ${seed}) after ${warmUp} unrecorded (${Math.round(warmUpMs / 1000)} s); index loaded in ${Math.round(loadMs / 1000)} s`,
    );
    console.log(`Changes repeating an earlier change's filter and view: ${repeats} of ${changes}`);
    console.log(`\nServer CPU per change (all threads of the app's process): ${round(total)} ms (target ≤ 60)`);
    console.log(`of which main-thread garbage collection: ${round(gcMs / changes)} ms`);
    console.log('| request | CPU mean ms | CPU p95 ms | wall p50 ms | wall p95 ms |');
    console.log('|---|---|---|---|---|');
    for (const k of kinds) {
      const c = percentiles(cpu[k]);
      const w = percentiles(wall[k]);
      console.log(`| ${k} | ${round(mean(cpu[k]))} | ${c.p95} | ${w.p50} | ${w.p95} |`);
    }
    console.log('\nMap wall by zoom (target p95 ≤ 50 ms):');
    console.log('| zoom | n | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|---|');
    for (const [zoom, samples] of [...mapByZoom].sort((a, b) => Number(a[0]) - Number(b[0]))) {
      const p = percentiles(samples);
      console.log(`| ${zoom} | ${p.n} | ${p.p50} | ${p.p95} | ${p.max} |`);
    }
    console.log(
      `\nRSS: ${mb(rssBefore)} MB before the index, ${mb(rssLoaded)} MB loaded, ${mb(rssWarm)} MB after the warm-up, ${mb(rssAfter)} MB at the end`,
    );
  } finally {
    client.stop();
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
