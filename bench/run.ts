// `npm run bench -w @cargo-sentry/bench -- [--db postgres|pglite] [--incidents N] [--only list,map] [--amount 200] [--connections 4] [--selection-cache 8]`
// `npm run bench -w @cargo-sentry/bench -- --database-url postgres://…/cs_bench` uses an already filled database as is.
// Fills (once) a bench database with N generated incidents, starts the app on a local port and
// measures each scenario with autocannon. Scenarios are separate files under scenarios/; the
// statistics scenario lives in statistics.ts. `--selection-cache 0` turns off the incident index's
// cache of filtered selections, so every request pays its filter pass (the cases repeat one request).
// Figures go to stdout as Markdown (bench/RESULTS.md).
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@cargo-sentry/server/src/db/client';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { hashPassword } from '@cargo-sentry/server/src/platform/passwords';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { benchUser, prepareDatabase, startApp, type BenchDatabaseKind } from './statistics-setup';
import { incidentListScenario } from './scenarios/incident-list';
import { mapClustersScenario } from './scenarios/map-clusters';
import type { Scenario, ScenarioRow } from './scenarios/types';

const scenarios: Record<string, Scenario> = { list: incidentListScenario, map: mapClustersScenario };

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function table(scenario: Scenario, rows: ScenarioRow[]): string {
  const noteKeys = [...new Set(rows.flatMap((r) => Object.keys(r.notes)))];
  const head = ['case', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'node CPU ms/req', 'non-2xx', ...noteKeys];
  const lines = rows.map((r) =>
    [
      r.name,
      r.n,
      r.p50,
      r.p95,
      r.p99,
      r.max,
      r.cpuPerRequest ?? '',
      r.errors,
      ...noteKeys.map((k) => String(r.notes[k] ?? '')),
    ].join(' | '),
  );
  const over = rows.filter((r) => r.p95 >= scenario.targetP95).length;
  return [
    `### ${scenario.name}`,
    '',
    `Target p95 < ${scenario.targetP95} ms: ${rows.length - over} of ${rows.length} cases meet it.`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...lines.map((l) => `| ${l} |`),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const kind = option('db', 'postgres') as BenchDatabaseKind;
  const count = Number(option('incidents', kind === 'postgres' ? '1000000' : '100000'));
  const only = option('only', Object.keys(scenarios).join(',')).split(',');
  const amount = Number(option('amount', '200'));
  const connections = Number(option('connections', '4'));
  const selectionCache = Number(option('selection-cache', '8'));
  const log = (line: string) => console.error(line);

  const databaseUrl = option('database-url', '');
  const { database, env } = databaseUrl
    ? { database: await openDatabase({ databaseUrl, dataDir: 'memory://' }), env: { DATABASE_URL: databaseUrl } }
    : await prepareDatabase(kind, count);
  const { app, baseUrl } = await startApp(database, env, { index: { selectionCacheSize: selectionCache } });
  try {
    let [user] = await database.db.select().from(users).where(eq(users.username, benchUser.username));
    if (!user) {
      [user] = await database.db
        .insert(users)
        .values({
          username: benchUser.username,
          email: `${benchUser.username}@example.test`,
          passwordHash: await hashPassword(benchUser.password),
        })
        .returning();
    }
    const token = await signAccessToken(app.tokenKeys, user.id, 24 * 3600);
    const headers = { authorization: `Bearer ${token}` };
    const productUrl = `${baseUrl}/${app.config.product}`;
    // The first request loads the in-process incident index; it is not part of the figures.
    let started = Date.now();
    await fetch(`${productUrl}/incident/get_summary`, { headers });
    log(`warm-up (index load) ${Date.now() - started} ms`);

    const total = (await (await fetch(`${productUrl}/incident?page_size=1`, { headers })).json()) as { count: number };
    const out: string[] = [
      `## ${total.count.toLocaleString('en')} incidents on ${database.kind}`,
      '',
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ` +
        `load average at start ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' / ')}; ${amount} requests per case over ${connections} connections; ` +
        `selection cache ${selectionCache > 0 ? `on (${selectionCache})` : 'off'}.`,
      '',
    ];
    for (const key of only) {
      const scenario = scenarios[key];
      if (!scenario) throw new Error(`unknown scenario ${key}; known: ${Object.keys(scenarios).join(', ')}`);
      log(scenario.name);
      started = Date.now();
      const rows = await scenario.run({ baseUrl: productUrl, headers, amount, connections, log });
      log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
      out.push(table(scenario, rows));
    }
    console.log(out.join('\n'));
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
