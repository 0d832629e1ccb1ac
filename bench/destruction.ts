// Destruction of personal data past its period (issue 28 §2): how long a run takes over N expired
// tickets on PostgreSQL, and the p95 of the verification history and of a check before and while
// it runs.
//
// The tickets are those of the person-search bench (bench/lib/person-search-fill.ts): a driver's,
// a vehicle's and a carrier's inputs, four answers, and the identity links a check records (six
// sightings a ticket), filled once into cargo_bench_destruction_fill_<N> and dated 400 days back
// (past the default 365). Each run works on a copy of it, so the fill is made once.
//
//   npm run bench:destruction -- --tickets 1000000 --samples 200 [--busy-share 0.5]
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { openDatabase, type Database } from '@cargo-sentry/server/src/db/client';
import { users, type UserRow } from '@cargo-sentry/server/src/db/schema/users';
import {
  builtInCategories,
  createRetentionRegistry,
  runDestruction,
} from '@cargo-sentry/server/src/modules/personal-data/service';
import {
  listTickets,
  openTicket,
  storeCheckResult,
  ticketForCheck,
} from '@cargo-sentry/server/src/modules/verification/tickets';
import { percentiles, type Latency } from './lib/load';
import { fillPersonSearch } from './lib/person-search-fill';
import { layoutOf } from './lib/person-search-people';
import { benchPostgresUrl } from './statistics-setup';
import { arg } from './lib/args';

const tickets = Number(arg('tickets', '1000000'));
const samples = Number(arg('samples', '200'));
const busyShare = Number(arg('busy-share', '0.5'));
const runDatabase = 'cargo_bench_destruction_run';

const silent = { error: console.error, info: () => undefined } as unknown as Parameters<
  typeof runDestruction
>[3]['log'];

async function staffUser(database: Database): Promise<UserRow> {
  const username = 'bench_destruction';
  const [found] = await database.db.select().from(users).where(eq(users.username, username));
  if (found) return found;
  const [user] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.test`, passwordHash: 'x', isStaff: true })
    .returning();
  return user;
}

/** The filled tickets and their sources dated 400 days back, once; then vacuumed as a quiet night leaves them. */
async function prepareFill(name: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: await benchPostgresUrl(name), dataDir: 'memory://' });
  try {
    await fillPersonSearch(database, layoutOf(tickets));
    await database.withSession(async (s) => {
      const [young] = await s.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM verification_tickets WHERE created_at > now() - interval '366 days'",
      );
      if (Number(young.n) === 0) return;
      const started = Date.now();
      await s.exec(`BEGIN;
        UPDATE verification_tickets SET created_at = created_at - interval '400 days',
          consent_at = consent_at - interval '400 days', expires_at = expires_at - interval '400 days';
        UPDATE identity_sources SET seen_on = seen_on - 400 WHERE kind = 'ticket';
        COMMIT`);
      for (const table of ['verification_tickets', 'identity_sources', 'identity_sightings'])
        await s.exec(`VACUUM (FULL, ANALYZE) ${table}`);
      console.log(`dated 400 days back in ${Math.round((Date.now() - started) / 1000)} s`);
    });
  } finally {
    await database.close();
  }
}

/** A fresh copy of the fill to destroy. */
async function copyOf(template: string): Promise<string> {
  const url = await benchPostgresUrl(runDatabase);
  const admin = new pg.Client({
    connectionString: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  const started = Date.now();
  await admin.query(`DROP DATABASE IF EXISTS ${runDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${runDatabase} TEMPLATE ${template}`);
  await admin.end();
  console.log(`copied the fill in ${Math.round((Date.now() - started) / 1000)} s`);
  return url;
}

/** A check as the verification page runs one: a ticket opened, a driver's answer stored with its inputs. */
async function check(database: Database, user: UserRow, n: number): Promise<void> {
  const { ticket } = await openTicket(database, user);
  const row = await ticketForCheck(database, user, ticket);
  await storeCheckResult(
    database,
    row,
    'passport_complex',
    {
      lastName: 'Бенчев',
      firstName: 'Иван',
      midName: 'Петрович',
      birthDate: '1980-01-01',
      passportNumber: String(4500000000 + n),
      phone: `+7916${String(n).padStart(7, '0')}`,
    },
    { description: 'Паспорт действителен', score: 100 },
  );
}

interface Sample {
  list: number[];
  search: number[];
  check: number[];
}

async function measure(database: Database, user: UserRow, passports: string[], until: () => boolean) {
  const taken: Sample = { list: [], search: [], check: [] };
  const time = async (into: number[], work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    into.push(performance.now() - started);
  };
  for (let i = 0; ; i++) {
    const query = { page: 1 + (i % 5), page_size: 20 } as Parameters<typeof listTickets>[2];
    await time(taken.list, () => listTickets(database, user, query));
    const search = { ...query, page: 1, search: passports[i % passports.length] };
    await time(taken.search, () => listTickets(database, user, search));
    await time(taken.check, () => check(database, user, i));
    if (i + 1 >= samples && until()) break;
  }
  return { list: percentiles(taken.list), search: percentiles(taken.search), check: percentiles(taken.check) };
}

const line = (name: string, l: Latency) => `${name}: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms (${l.n})`;
const lines = (m: Awaited<ReturnType<typeof measure>>) =>
  [line('history, no filter', m.list), line('history, a passport searched', m.search), line('a check', m.check)].join(
    ' | ',
  );

async function main() {
  const fill = `cargo_bench_destruction_fill_${tickets}`;
  await prepareFill(fill);
  const database = await openDatabase({ databaseUrl: await copyOf(fill), dataDir: 'memory://', migrate: false });
  const user = await staffUser(database);
  const passports = (
    await database.db.execute<{ p: string }>(
      sql`SELECT inputs ->> 'passportNumber' AS p FROM verification_tickets TABLESAMPLE SYSTEM (1) LIMIT 500`,
    )
  ).rows.map((row) => row.p);
  const before = await measure(database, user, passports, () => true);
  console.log('before:', lines(before));
  const registry = createRetentionRegistry(builtInCategories());
  let done = false;
  const load: number[] = [];
  const sampler = setInterval(() => load.push(loadavg()[0]), 5_000);
  const started = performance.now();
  const run = runDestruction(database, registry, defaultRetentionSettings, { log: silent, busyShare }).finally(
    () => (done = true),
  );
  const during = await measure(database, user, passports, () => done);
  const result = await run;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const destroyed = result.lines.reduce((sum, l) => sum + l.destroyed, 0);
  console.log(`destroyed ${destroyed} in ${seconds.toFixed(1)} s (act ${result.actId}), busy share ${busyShare}`);
  console.log('during:', lines(during));
  const rise = (b: Latency, d: Latency) => `${Math.round((d.p95 / b.p95 - 1) * 100)} %`;
  console.log(
    `p95 rise: history ${rise(before.list, during.list)}, search ${rise(before.search, during.search)}, check ${rise(before.check, during.check)}`,
  );
  console.log(`load average (1 min) during the run: max ${Math.max(...load, 0).toFixed(2)}, cores ${cpus().length}`);
  await database.close();
}

await main();
