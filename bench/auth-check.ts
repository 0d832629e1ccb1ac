// What the signed-in user's check costs an authenticated request (issue 24 §3, decision 0045).
// Every authenticated request on PostgreSQL reads its account's revision, so that a logout,
// password change or deactivation answered by one process is refused by every other process at
// once. Measured on GET /cargo/user/current, the lightest authenticated route (the check is most
// of it), over HTTP: one connection; ten at a fixed rate (the latency a request sees under load);
// ten as fast as answered (the process saturated). Then, in this process, the
// check alone, the alternative of reading the whole row each time, and a Redis GET (the other
// store it could use). Rounds alternate; the table shows the median of the rounds.
//   npx tsx bench/auth-check.ts [--requests 3000] [--rounds 3] [--rate 1000] [--label 'after']
// To compare with the code before the check, run the HTTP part on that commit (decision 0045). A
// fresh database is made and dropped.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Redis } from 'ioredis';
import { openDatabase } from '@cargo-sentry/server/src/db/client';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { prepareSignedInUserQueries } from '@cargo-sentry/server/src/modules/users/repo';
import { signedInUserReader } from '@cargo-sentry/server/src/modules/users/service';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { measureUrl, percentiles, type Latency } from './lib/load';
import { startApp } from './statistics-setup';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `n` sequential calls of `once`: latencies in ms (to 0.01 ms: a round trip is a fraction of one)
 * and this process's CPU per call.
 */
async function timeSequential(n: number, once: () => Promise<unknown>): Promise<Latency> {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const hundredths = percentiles(samples.map((ms) => ms * 100));
  const ms = (q: number) => q / 100;
  return {
    ...hundredths,
    p50: ms(hundredths.p50),
    p95: ms(hundredths.p95),
    p99: ms(hundredths.p99),
    max: ms(hundredths.max),
    cpuPerRequest: Math.round((cpu.user + cpu.system) / 10 / n) / 100,
  };
}

/** The middle of the rounds' values: one round disturbed by the machine's other work does not decide. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const requests = Number(option('requests', '3000'));
  const rounds = Number(option('rounds', '3'));
  const label = option('label', 'this commit');
  // Five times what one process served in the concurrent analysts' bench (~150–200/s, decision 0019).
  const rate = Number(option('rate', '1000'));
  const name = `cs_bench_auth_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const redis = new Redis(redisUrl);
  const redisKey = `cs:bench:auth:${name}`;
  const { app, baseUrl } = await startApp(database, { DATABASE_URL: url.toString() });
  try {
    const [user] = await database.db
      .insert(users)
      .values({ username: 'bench_auth', email: 'bench_auth@example.test', passwordHash: '!' })
      .returning();
    const token = await signAccessToken(app.tokenKeys, user.id, 24 * 3600, undefined, user.tokenVersion);
    const target = `${baseUrl}/${app.config.product}/user/current`;
    const headers = { authorization: `Bearer ${token}` };
    const check = signedInUserReader(database);
    const wholeRow = prepareSignedInUserQueries(database.db).findUserById;
    await redis.set(redisKey, String(user.tokenVersion));
    // warm-up: V8 compiles the request path, the pools open their connections
    await measureUrl(target, { amount: 2000, connections: 10, headers });

    const runs: Record<string, Latency[]> = {};
    const record = (what: string, latency: Latency) => (runs[what] ??= []).push(latency);
    for (let round = 0; round < rounds; round += 1) {
      record(
        'GET /user/current, 1 connection',
        await measureUrl(target, { amount: requests, connections: 1, headers }),
      );
      record(
        `GET /user/current, ${rate} a second over 10 connections`,
        await measureUrl(target, { amount: requests, connections: 10, headers, overallRate: rate }),
      );
      record(
        'GET /user/current, 10 connections as fast as answered',
        await measureUrl(target, { amount: requests, connections: 10, headers }),
      );
      record(
        'the check alone (one request a turn): revision read, copy current',
        await timeSequential(requests, () => check(user.id)),
      );
      record('alternative: the whole row read each time', await timeSequential(requests, () => wholeRow(user.id)));
      record('alternative: one Redis GET', await timeSequential(requests, () => redis.get(redisKey)));
    }
    console.log(`\n${label}: ${rounds} rounds of ${requests} requests, medians of the rounds (ms)\n`);
    console.log('| measure | p50 | p95 | p99 | CPU per request (HTTP: app and load together) | errors |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [what, latencies] of Object.entries(runs)) {
      const cpu = latencies.every((l) => l.cpuPerRequest !== undefined)
        ? String(median(latencies.map((l) => l.cpuPerRequest!)))
        : '';
      const errors = latencies.reduce((sum, l) => sum + l.errors, 0);
      const cell = (q: 'p50' | 'p95' | 'p99') => median(latencies.map((l) => l[q])).toFixed(2);
      console.log(`| ${what} | ${cell('p50')} | ${cell('p95')} | ${cell('p99')} | ${cpu} | ${errors} |`);
    }
    console.log(
      `\nper round p95 (1 connection): ${runs['GET /user/current, 1 connection'].map((l) => l.p95).join(', ')}`,
    );
    console.log(
      `per round p95 (${rate}/s): ${runs[`GET /user/current, ${rate} a second over 10 connections`].map((l) => l.p95).join(', ')}`,
    );
  } finally {
    await app.close();
    await database.close();
    await redis.del(redisKey);
    redis.disconnect();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
