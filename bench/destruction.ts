// Destruction of personal data past its period (issue 28 §2): how long a run takes over N expired
// tickets on PostgreSQL, and the p95 of the verification history list and of a check's write
// (opening a ticket) before and while it runs.
//
//   npm run bench:destruction -- --tickets 1000000 --samples 200 --pause 50
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { openDatabase, type Database } from '@cargo-sentry/server/src/db/client';
import { users, type UserRow } from '@cargo-sentry/server/src/db/schema/users';
import {
  builtInCategories,
  createRetentionRegistry,
  runDestruction,
} from '@cargo-sentry/server/src/modules/personal-data/service';
import { listTickets, openTicket } from '@cargo-sentry/server/src/modules/verification/tickets';
import { percentiles, type Latency } from './lib/load';
import { benchPostgresUrl } from './statistics-setup';
import { arg } from './lib/args';

const tickets = Number(arg('tickets', '1000000'));
const samples = Number(arg('samples', '200'));
const pauseMs = Number(arg('pause', '50'));

const silent = { error: console.error, info: () => undefined } as unknown as Parameters<
  typeof runDestruction
>[3]['log'];

async function benchUser(database: Database): Promise<UserRow> {
  const username = 'bench_destruction';
  const [found] = await database.db.select().from(users).where(eq(users.username, username));
  if (found) return found;
  const [user] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.test`, passwordHash: 'x', isStaff: true })
    .returning();
  return user;
}

/** N tickets of 400 days ago with a driver's inputs and a passport answer, and 10 000 young ones. */
async function fill(database: Database, user: UserRow): Promise<void> {
  const started = Date.now();
  await database.withSession(async (s) => {
    await s.exec('TRUNCATE verification_tickets CASCADE');
    const insert = (count: number, age: string) => `
      INSERT INTO verification_tickets (user_id, created_at, expires_at, consent_at, spent_check, inputs, results, checks)
      SELECT ${user.id}, now() - ${age} - make_interval(secs => g), now(), now(), true,
        jsonb_build_object('lastName', 'Фамилия' || g, 'firstName', 'Иван', 'birthDate', '1980-01-01',
          'passportNumber', lpad(g::text, 10, '0'), 'phone', '+7916' || lpad(g::text, 7, '0')),
        jsonb_build_object('passport_complex', jsonb_build_object('score', 100, 'description', 'Действителен')),
        ARRAY['passport_complex']
      FROM generate_series(1, ${count}) g`;
    await s.exec(insert(tickets, "interval '400 days'"));
    await s.exec(insert(10_000, "interval '1 day'"));
    await s.exec('ANALYZE verification_tickets');
  });
  console.log(`filled ${tickets} expired + 10000 young tickets in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function measure(database: Database, user: UserRow, until: () => boolean) {
  const list: number[] = [];
  const write: number[] = [];
  for (let i = 0; i < samples || !until(); i++) {
    let started = performance.now();
    await listTickets(database, user, { page: 1 + (i % 5), page_size: 20 } as Parameters<typeof listTickets>[2]);
    list.push(performance.now() - started);
    started = performance.now();
    await openTicket(database, user);
    write.push(performance.now() - started);
    if (i >= samples && until()) break;
  }
  return { list: percentiles(list), write: percentiles(write) };
}

const line = (name: string, l: Latency) => `${name}: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms (${l.n})`;

async function main() {
  const database = await openDatabase({
    databaseUrl: await benchPostgresUrl('cargo_bench_destruction'),
    dataDir: 'memory://',
  });
  const user = await benchUser(database);
  await fill(database, user);
  const before = await measure(database, user, () => true);
  console.log('before:', line('list', before.list), '|', line('open ticket', before.write));
  const registry = createRetentionRegistry(builtInCategories());
  let done = false;
  const load: number[] = [];
  const sampler = setInterval(() => load.push(loadavg()[0]), 5_000);
  const started = performance.now();
  const run = runDestruction(database, registry, defaultRetentionSettings, { log: silent, pauseMs }).finally(
    () => (done = true),
  );
  const during = await measure(database, user, () => done);
  const result = await run;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const destroyed = result.lines.reduce((sum, l) => sum + l.destroyed, 0);
  console.log(`destroyed ${destroyed} in ${seconds.toFixed(1)} s (act ${result.actId})`);
  console.log('during:', line('list', during.list), '|', line('open ticket', during.write));
  console.log(`load average (1 min) during the run: max ${Math.max(...load, 0).toFixed(2)}, cores ${cpus().length}`);
  await database.close();
}

await main();
