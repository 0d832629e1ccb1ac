// The data subject's search at scale (issue 28 "Performance": a person-search across 1M tickets
// answers in ≤ 500 ms p95): staff's GET /{product}/personal_data/search?q=… through the built app
// (app.inject, a staff token) on PostgreSQL, over N tickets and their identity links and a phone
// register (bench/lib/person-search-fill.ts, filled once into cargo_bench_person_search_<N>).
//
// Queries as people type them (a person "Фамилия Имя Отчество 01.02.1980", a passport, a phone, a
// plate), each drawn at random from the filled people: mostly people in 1–5 tickets, a tenth people
// in none, one in twenty a hub (a driver or a dispatcher's phone in 400 tickets: the answer is cut
// at 200). Sequential, one at a time, after a warm-up.
//
//   npm run bench:person-search -- --tickets 1000000 --samples 300 [--seed 42]
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subjectSourceLimit, type SubjectSearchAnswer } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { buildApp } from '@cargo-sentry/server/src/app';
import { loadConfig } from '@cargo-sentry/server/src/config';
import { openDatabase, type Database } from '@cargo-sentry/server/src/db/client';
import { users, type UserRow } from '@cargo-sentry/server/src/db/schema/users';
import { signAccessToken } from '@cargo-sentry/server/src/platform/tokens';
import { percentiles, type Latency } from './lib/load';
import { fillPersonSearch } from './lib/person-search-fill';
import {
  hubCount,
  hubPersonOf,
  hubPhoneOf,
  layoutOf,
  phoneQuery,
  queryOf,
  type Layout,
  type QueryKind,
} from './lib/person-search-people';
import { benchPostgresUrl, benchServerSettings } from './statistics-setup';
import { arg } from './lib/args';

const tickets = Number(arg('tickets', '1000000'));
const samples = Number(arg('samples', '300'));
const seed = Number(arg('seed', String(Date.now() % 1_000_000)));
const warmUp = 30;
/** The goal of issue 28. */
const goalMs = 500;

/** mulberry32: a seeded stream, so a run can be repeated (`--seed`) and two runs draw different people. */
function random(from: number): () => number {
  let state = from >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Category = 'found' | 'none' | 'hub';
interface Query {
  kind: QueryKind;
  category: Category;
  q: string;
}

const kinds: readonly QueryKind[] = ['person', 'passport', 'phone', 'plate'];

/** One query: a tenth of people in no ticket, one in twenty a hub, the rest people of 1–5 tickets. */
function drawQuery(layout: Layout, next: () => number): Query {
  const roll = next();
  const variant = next();
  if (roll < 0.05) {
    const h = Math.floor(next() * hubCount);
    // even hubs are drivers (searched by name or passport), odd ones a phone
    if (h % 2 === 1) return { kind: 'phone', category: 'hub', q: phoneQuery(hubPhoneOf(h), variant) };
    const kind = next() < 0.5 ? 'person' : 'passport';
    return { kind, category: 'hub', q: queryOf(kind, hubPersonOf(h), variant) };
  }
  const kind = kinds[Math.floor(next() * kinds.length)];
  const category: Category = roll < 0.15 ? 'none' : 'found';
  const d = Math.floor(next() * layout.persons) + (category === 'none' ? layout.persons : 0);
  return { kind, category, q: queryOf(kind, d, variant) };
}

async function staffUser(database: Database): Promise<UserRow> {
  const username = 'bench_ps_staff';
  const [found] = await database.db.select().from(users).where(eq(users.username, username));
  if (found) return found;
  const [user] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.test`, passwordHash: 'x', isStaff: true })
    .returning();
  return user;
}

/**
 * CPU time (ms) of each of this database's server processes so far (Linux, PostgreSQL on this
 * machine; empty otherwise): on a shared machine what an answer costs is its CPU, not its wall time.
 */
async function backendCpuMs(database: Database): Promise<Map<number, number>> {
  const rows = await database.withSession((s) =>
    s.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()'),
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ 100
    } catch {
      // not on this machine, or ended meanwhile
    }
  }
  return cpu;
}

/** CPU the server processes spent between two readings: those that ended meanwhile are not counted. */
function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  if (after.size === 0) return NaN;
  return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
}

interface Answered {
  ms: number;
  /** CPU time of this process (the app, the inject client) for the answer. */
  nodeMs: number;
  tickets: number;
  register: number;
  truncated: boolean;
}

async function search(app: FastifyInstance, token: string, q: string): Promise<Answered> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/${app.config.product}/personal_data/search?${new URLSearchParams({ q })}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (res.statusCode !== 200) throw new Error(`search "${q}": HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  const answer = res.json<SubjectSearchAnswer>();
  return {
    ms,
    nodeMs: (used.user + used.system) / 1000,
    tickets: answer.groups.ticket.length,
    register: answer.groups.register.length,
    truncated: answer.truncated,
  };
}

const line = (label: string, l: Latency) =>
  `  ${label.padEnd(9)} (${String(l.n).padStart(4)}): p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`;

type Result = Query & Answered;
const mean = (results: readonly Result[], of: (r: Result) => number) =>
  results.reduce((sum, r) => sum + of(r), 0) / results.length;

/** Answers that are wrong for what was asked: the bench then measured something else. */
function wrongAnswers(results: readonly Result[], layout: Layout): string[] {
  // a hub is cut only when it is in more tickets than a search reads
  const isHubCut = (layout.tickets - layout.ordinary) / hubCount > subjectSourceLimit;
  return results.flatMap((r) => {
    if (r.category === 'found' && r.tickets === 0) return [`"${r.q}" found no ticket`];
    if (r.category === 'none' && r.tickets + r.register > 0) return [`"${r.q}" found what nobody is`];
    if (r.category === 'hub' && isHubCut && !r.truncated) return [`"${r.q}" (a hub) was not cut`];
    return [];
  });
}

/** Latency per query kind, per kind of person and overall, with what was found and the CPU it took. */
function report(results: readonly Result[], pgCpuMs: number): Latency {
  const groups: [string, (r: Result) => boolean][] = [
    ...kinds.map((kind): [string, (r: Result) => boolean] => [kind, (r) => r.kind === kind]),
    ...(['found', 'none', 'hub'] as const).map((c): [string, (r: Result) => boolean] => [c, (r) => r.category === c]),
    ['all', () => true],
  ];
  for (const [label, isIn] of groups) {
    const group = results.filter(isIn);
    if (group.length === 0) continue;
    console.log(
      `${line(label, percentiles(group.map((r) => r.ms)))}; per answer ${mean(group, (r) => r.tickets).toFixed(1)} ` +
        `tickets and ${mean(group, (r) => r.register).toFixed(1)} register rows, ` +
        `${mean(group, (r) => r.nodeMs).toFixed(1)} ms CPU of node`,
    );
  }
  console.log(`  CPU of PostgreSQL per answer: ${(pgCpuMs / results.length).toFixed(1)} ms`);
  return percentiles(results.map((r) => r.ms));
}

async function main() {
  const layout = layoutOf(tickets);
  const databaseUrl = await benchPostgresUrl(`cargo_bench_person_search_${tickets}`);
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const [{ version, buffers }] = await database.withSession((s) =>
    s.query<{ version: string; buffers: string }>(
      "SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers",
    ),
  );
  await fillPersonSearch(database, layout);
  const config = loadConfig({
    ...benchServerSettings,
    DATA_DIR: '/tmp/cargo-sentry-bench',
    DATABASE_URL: databaseUrl,
    // the daily destruction would start with the app and scan the tickets beside the measurement
    PERSONAL_DATA_DESTRUCTION: 'false',
  });
  const app = await buildApp(config, { database, logger: false });
  let failures: string[] = [];
  try {
    await app.ready();
    const token = await signAccessToken(app.tokenKeys, (await staffUser(database)).id, config.accessTokenTtl);
    const next = random(seed);
    for (let i = 0; i < warmUp; i++) await search(app, token, drawQuery(layout, next).q);

    const load = loadavg()[0];
    const pg = await backendCpuMs(database);
    const results: Result[] = [];
    for (let i = 0; i < samples; i++) {
      const query = drawQuery(layout, next);
      results.push({ ...query, ...(await search(app, token, query.q)) });
    }
    const pgCpuMs = cpuSpent(pg, await backendCpuMs(database));

    console.log(
      `\nperson search (GET …/personal_data/search, staff), PostgreSQL ${version}: ${tickets} tickets ` +
        `(${layout.persons} people in 1–5 each, ${hubCount} hubs of ${(tickets - layout.ordinary) / hubCount}), ` +
        `${layout.users} users of ${layout.companies} companies, ${layout.registerRows} phone register rows; ` +
        `${samples} queries after ${warmUp} to warm up, seed ${seed}`,
    );
    const all = report(results, pgCpuMs);
    console.log(`  goal p95 ≤ ${goalMs} ms: ${all.p95 <= goalMs ? 'met' : 'NOT met'} (${all.p95} ms)`);
    console.log(
      `  machine: ${cpus().length} cores, load average (1 min) ${load.toFixed(2)} before, ` +
        `${loadavg()[0].toFixed(2)} after; PostgreSQL shared_buffers ${buffers}`,
    );
    failures = wrongAnswers(results, layout);
    for (const failure of failures.slice(0, 10)) console.log(`  wrong answer: ${failure}`);
  } finally {
    await app.close();
    await database.close();
  }
  if (failures.length > 0) process.exitCode = 1;
}

await main();
