// Identity-consistency check (issue 27 §2): what the check adds to a verification run, with N
// incident sources and N ticket sources of identity links (PostgreSQL), as the rules read them.
//
//   npm run bench:consistency -- --sources 1000000 --forms 300
//
// Tickets: each driver (person, phone, passport) in 3 checks, each vehicle (plate, VIN) in 2, one
// carrier INN in a tenth of all checks (a hub) and the rest among 50 000, 2 000 client companies,
// seen over the last year. Incidents: vehicles and trailers of their own, some the tickets' plates,
// carriers among the same INNs, over ten years. Forms: half a ticket's driver, vehicle and carrier
// (found), half identifiers nothing knows (clean); the hub INN is in every tenth form.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import { openDatabase, type Database } from '@cargo-sentry/server/src/db/client';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import type { IncidentContext } from '@cargo-sentry/server/src/modules/incidents/service';
import { checkConsistency } from '@cargo-sentry/server/src/modules/identity-links/service';
import { fill } from './lib/consistency-fill';
import { percentiles } from './lib/load';
import { benchPostgresUrl } from './statistics-setup';
import { arg } from './lib/args';

const sources = Number(arg('sources', '1000000'));
const formCount = Number(arg('forms', '300'));

/** A form of ticket source `n`'s driver, vehicle and carrier, read back from what was recorded. */
async function formOfTicket(database: Database, n: number): Promise<TransportForm> {
  const rows = await database.withSession((s) =>
    s.query<{ kind: string; value: string }>('SELECT kind, value FROM identity_sightings WHERE source_id = $1', [
      sources + n,
    ]),
  );
  const value = (kind: string) => rows.find((r) => r.kind === kind)?.value;
  const [lastName, firstName, midName, birthDate] = (value('person') ?? '|||').split('|');
  return {
    lastName,
    firstName,
    midName,
    birthDate,
    phone: value('phone'),
    passportNumber: value('passport'),
    autoGos: value('plate'),
    autoVin: value('vin'),
    inn: value('inn'),
  };
}

/** The carrier INN of every tenth ticket (`pg_temp.inn(0)`): a hub of N / 10 checks. */
const hubInn = '1000000002';

const cleanForm = (n: number): TransportForm => ({
  lastName: 'Чистов',
  firstName: 'Иван',
  birthDate: '1985-01-01',
  phone: `+7800${String(1_000_000 + n).padStart(7, '0')}`,
  passportNumber: `99${String(n).padStart(8, '0')}`,
  autoGos: 'Х999ХХ999',
  autoVin: `XTC${String(n).padStart(14, '0')}`,
});

async function main() {
  const database = await openDatabase({
    databaseUrl: await benchPostgresUrl(`cargo_bench_consistency_${sources}`),
    dataDir: 'memory://',
  });
  await fill(database, sources);
  const username = 'bench_consistency';
  let [user] = await database.db.select().from(users).where(eq(users.username, username));
  if (!user) {
    [user] = await database.db
      .insert(users)
      .values({ username, email: `${username}@example.test`, passwordHash: 'x', inn: '7707083893' })
      .returning();
  }
  // a full-access user: the incident context is read for limited users only
  const incidents = {} as IncidentContext;
  const forms = await Promise.all(
    Array.from({ length: formCount }, (_, i) =>
      i % 2 === 1
        ? Promise.resolve(cleanForm(i))
        : // every fifth found form is a check of the hub carrier (its ticket number a multiple of ten)
          formOfTicket(database, (i / 2) % 5 === 0 ? 10 * (i / 2 + 1) : 1 + (((i / 2) * 7919) % sources)),
    ),
  );
  // warm up: the first statements plan and fill the cache
  for (const form of forms.slice(0, 20)) await checkConsistency({ database, incidents, user, ticket: 'bench', form });
  const samples: Record<'all' | 'found' | 'clean' | 'hub INN', number[]> = {
    all: [],
    found: [],
    clean: [],
    'hub INN': [],
  };
  let findings = 0;
  for (const [i, form] of forms.entries()) {
    const started = performance.now();
    const result = await checkConsistency({ database, incidents, user, ticket: 'bench', form });
    const ms = performance.now() - started;
    const group = i % 2 === 1 ? 'clean' : form.inn === hubInn ? 'hub INN' : 'found';
    samples.all.push(ms);
    samples[group].push(ms);
    findings += result.findings.length;
  }
  console.log(
    `consistency check, ${sources} incident + ${sources} ticket sources, ${formCount} forms; ${findings} findings`,
  );
  for (const [group, ms] of Object.entries(samples)) {
    const latency = percentiles(ms);
    console.log(
      `  ${group} (${latency.n}): p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
    );
  }
  await database.close();
}

await main();
