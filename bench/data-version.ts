// What X-Min-Data-Version costs a read when nothing is pending (issue 24 §2, decision 0044): list,
// map and statistics requests, each sent alternately without and with the header naming the data
// version the index already holds, one at a time, so both kinds meet the same machine. Target:
// the header adds at most 5 ms to p95.
//
//   npm run bench:data-version -w @cargo-sentry/bench -- --db postgres --incidents 100000 [--requests 200]
//
// Caches as deployed (selection cache on), except the statistics answer cache, which would answer
// identical requests without a pass. Figures go to stdout as Markdown (bench/RESULTS.md).
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { minDataVersionHeader } from '@cargo-sentry/contracts/shared/data-version';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { asSystemIncidentWriter } from '@cargo-sentry/server/src/db/incident-writer';
import { readDataVersion } from '@cargo-sentry/server/src/modules/incident-index/service';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { percentiles, type Latency } from './lib/load';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const cases: Record<string, string> = {
  'list, no filter': 'incident?page_size=20',
  'list, district:3 + price=6 + 1y': 'incident?geo=district:3&price=6&period=1y',
  'list, search=смартфон': `incident?search=${encodeURIComponent('смартфон')}`,
  'map, Russia z3': 'incident/map_clusters?bbox=19,40,180,78&zoom=3',
  'map, Moscow region z8, cargo=3 + 1y': 'incident/map_clusters?bbox=35.5,54.8,39.7,56.6&zoom=8&cargo=3&period=1y',
  'statistics, no filter': 'incident/get_statistics',
  'statistics, district:3 + cargo=1 + 1y': 'incident/get_statistics?geo=district:3&cargo=1&period=1y',
};

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const kind = option('db', 'postgres') as BenchDatabaseKind;
  const count = Number(option('incidents', '100000'));
  const requests = Number(option('requests', '200'));
  const { database, env } = await prepareDatabase(kind, count);
  const { app, baseUrl } = await startApp(database, env, { statisticsCacheSize: 0 });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.username, benchUser.username));
    const headers = { authorization: `Bearer ${await signAccessToken(app.tokenKeys, user.id, 24 * 3600)}` };
    const productUrl = `${baseUrl}/${app.config.product}`;
    // One write, so the change log names a version (an old bench database's log may be pruned)…
    await database.withSession((s) =>
      asSystemIncidentWriter(s, () =>
        s.query('UPDATE incidents SET price = price WHERE id = (SELECT min(id) FROM incidents)'),
      ),
    );
    const version = await readDataVersion(database);
    // …and the index loads and applies it: from here on nothing is pending.
    await timed(`${productUrl}/incident?page_size=1`, headers);
    const withVersion = { ...headers, [minDataVersionHeader]: String(version) };

    const rows: string[] = [];
    for (const [name, path] of Object.entries(cases)) {
      const url = `${productUrl}/${path}`;
      for (let i = 0; i < 3; i++) await timed(url, i % 2 ? withVersion : headers);
      const without: number[] = [];
      const withHeader: number[] = [];
      for (let i = 0; i < requests; i++) {
        without.push(await timed(url, headers));
        withHeader.push(await timed(url, withVersion));
      }
      const a: Latency = percentiles(without);
      const b: Latency = percentiles(withHeader);
      const delta = Math.round((b.p95 - a.p95) * 10) / 10;
      console.error(`  ${name}: p95 ${a.p95} → ${b.p95} ms`);
      rows.push(
        `| ${name} | ${a.n} + ${b.n} | ${a.p50} | ${b.p50} | ${a.p95} | ${b.p95} | ${delta > 0 ? '+' : ''}${delta} |`,
      );
    }
    const total = (await (await fetch(`${productUrl}/incident?page_size=1`, { headers })).json()) as { count: number };
    console.log(
      [
        `${total.count.toLocaleString('en')} incidents on ${database.kind}, data version ${version}; ` +
          `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ` +
          `load average at start ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' / ')}; ${requests} requests per case and kind, one at a time, alternating.`,
        '',
        '| case | n | p50 ms without | p50 ms with | p95 ms without | p95 ms with | Δ p95 ms |',
        '|---|---|---|---|---|---|---|',
        ...rows,
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
