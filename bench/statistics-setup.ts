// Database and app preparation for the statistics scenario (issue 5): a bench database with
// N generated incidents (the incidents module's generator), a bench user, and the app on a port.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '@cargo-sentry/server/src/app';
import { loadConfig } from '@cargo-sentry/server/src/config';
import { openDatabase, type Database } from '@cargo-sentry/server/src/db/client';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { hashPassword } from '@cargo-sentry/server/src/platform/passwords';
import { loadReferenceData } from '@cargo-sentry/server/src/db/reference-data.js';
import { insertGeneratedIncidents } from '@cargo-sentry/server/src/db/seed/seed-incidents';

export type BenchDatabaseKind = 'postgres' | 'pglite';

export const benchUser = { username: 'bench_statistics', password: 'bench-statistics-42' };

/**
 * postgres://…/cargo_bench_<count> (or BENCH_DATABASE, e.g. a copy of it that a bench may change),
 * created on first use from BENCH_ADMIN_URL's server.
 */
async function postgresUrl(count: number): Promise<string> {
  return benchPostgresUrl(process.env.BENCH_DATABASE ?? `cargo_bench_${count}`);
}

/** postgres://…/<name> on BENCH_ADMIN_URL's server, the database created on first use. */
export async function benchPostgresUrl(name: string): Promise<string> {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function pgliteDir(count: number): string {
  const dir = `${process.env.BENCH_DATA_DIR ?? '/tmp/cargo-sentry-bench'}/pglite-${count}`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Opens (and on first use fills) the bench database with `count` incidents. */
export async function prepareDatabase(
  kind: BenchDatabaseKind,
  count: number,
): Promise<{ database: Database; env: Record<string, string> }> {
  const env: Record<string, string> =
    kind === 'postgres' ? { DATABASE_URL: await postgresUrl(count) } : { DATA_DIR: pgliteDir(count) };
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory://' });
  await loadReferenceData(database);
  const [row] = await database.withSession((s) => s.query<{ n: string }>('SELECT count(*)::text AS n FROM incidents'));
  const existing = Number(row.n);
  if (existing < count) {
    const started = Date.now();
    console.log(`seeding ${count - existing} incidents into ${kind}…`);
    await insertGeneratedIncidents(database, count - existing, {
      seed: 20_240_601 + existing,
      rebuildIndexes: existing === 0,
      batchSize: 10_000,
      onProgress: (n) => {
        if (n % 100_000 === 0) console.log(`  ${n} (${Math.round((Date.now() - started) / 1000)} s)`);
      },
    });
    console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const [user] = await database.db.select().from(users).where(eq(users.username, benchUser.username));
  if (!user) {
    await database.db.insert(users).values({
      username: benchUser.username,
      email: `${benchUser.username}@example.test`,
      passwordHash: await hashPassword(benchUser.password),
    });
  }
  return { database, env };
}

/** The server's settings in every bench: silent, no demo data or back-fill, rate limits out of the way of the load. */
export const benchServerSettings = {
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
  LOG_LEVEL: 'silent',
  DEMO_SEED: 'never',
  WEB_DIST: '/nonexistent',
  ACCESS_TOKEN_TTL: '86400',
  RATE_LIMIT_IP: '1000000',
  RATE_LIMIT_ACCOUNT: '1000000',
  RATE_LIMIT_CEILING: '1000000',
  RATE_LIMIT_CHECKS: '1000000',
  // The identity links back-fill of a bench database's million incidents would run beside the load
  // it measures; a bench of links records them first, on purpose.
  IDENTITY_BACKFILL: 'false',
} as const;

/**
 * The app on a free local port, with rate limits out of the way of the load; `options` tune it
 * (the statistics answer cache, the incident index, a face model already loaded) as buildApp takes them.
 */
export async function startApp(
  database: Database,
  env: Record<string, string>,
  options: Pick<BuildOptions, 'index' | 'statisticsCacheSize' | 'faceThread'> = {},
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const config = loadConfig({
    ...benchServerSettings,
    DATA_DIR: env.DATA_DIR ?? '/tmp/cargo-sentry-bench',
    ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
    // server tuning under test (ANALYSIS_SLOTS=8 npm run bench …) passes through
    ...Object.fromEntries(
      ['ANALYSIS_SLOTS', 'ANALYSIS_QUEUE', 'INDEX_WORKERS', 'SIGN_IN_HOLD_MS'].flatMap((name) =>
        process.env[name] ? [[name, process.env[name]]] : [],
      ),
    ),
  });
  const app = await buildApp(config, { ...options, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}/api/v1` };
}

/** Signs `credentials` in at the app of `baseUrl`: the headers of a JSON request as that user. */
export async function signedInHeaders(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { access } = (await login.json()) as { access: string };
  return { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
}
