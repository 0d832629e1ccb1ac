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
import { percentiles } from './lib/load';
import { benchPostgresUrl } from './statistics-setup';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const sources = Number(arg('sources', '1000000'));
const formCount = Number(arg('forms', '300'));

// Identifiers as `normalizeIdentifier` writes them, from a number: valid plates (letters of
// Russian plates), VINs, E.164 phones, passports, INNs with their check digit, person keys.
const sqlHelpers = `
CREATE OR REPLACE FUNCTION pg_temp.plate(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr('АВЕКМНОРСТУХ', (n % 12)::int + 1, 1) || lpad(((n / 12) % 999 + 1)::text, 3, '0')
    || substr('АВЕКМНОРСТУХ', ((n / 11988) % 12)::int + 1, 1)
    || substr('АВЕКМНОРСТУХ', ((n / 143856) % 12)::int + 1, 1) || (100 + (n / 1726272) % 800)::text $$;
CREATE OR REPLACE FUNCTION pg_temp.inn(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT s || ((( 2 * substr(s, 1, 1)::int + 4 * substr(s, 2, 1)::int + 10 * substr(s, 3, 1)::int
    + 3 * substr(s, 4, 1)::int + 5 * substr(s, 5, 1)::int + 9 * substr(s, 6, 1)::int
    + 4 * substr(s, 7, 1)::int + 6 * substr(s, 8, 1)::int + 8 * substr(s, 9, 1)::int) % 11) % 10)::text
  FROM (SELECT lpad((100000000 + n)::text, 9, '0') AS s) x $$;
CREATE OR REPLACE FUNCTION pg_temp.person(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'фам' || translate(n::text, '0123456789', 'абвгдежзик') || '|иван|петрович|'
    || to_char(date '1960-01-01' + (n % 12000)::int, 'YYYY-MM-DD') $$;
`;

async function fill(database: Database): Promise<void> {
  const [row] = await database.withSession((s) =>
    s.query<{ n: string }>("SELECT count(*)::text AS n FROM identity_sources WHERE kind = 'ticket'"),
  );
  if (Number(row.n) >= sources) return;
  const started = Date.now();
  console.log(`filling ${sources} incident and ${sources} ticket sources…`);
  await database.withSession(async (s) => {
    await s.exec(sqlHelpers);
    await s.exec('TRUNCATE identity_sources CASCADE');
    // bulk load without per-row key checks; the keys and the index are rebuilt once at the end
    await s.exec(`ALTER TABLE identity_sightings DROP CONSTRAINT identity_sightings_source_id_fkey,
      DROP CONSTRAINT identity_sightings_pkey`);
    await s.exec('DROP INDEX IF EXISTS identity_sightings_identifier_idx');
    await s.exec(`
      INSERT INTO identity_sources (id, kind, ref, seen_on, company_key)
      SELECT g, 'incident', g::text, current_date - (g % 3650)::int, NULL FROM generate_series(1, ${sources}) g;
      INSERT INTO identity_sources (id, kind, ref, seen_on, company_key)
      SELECT ${sources} + g, 'ticket', md5(g::text), current_date - (g % 365)::int, 'inn:' || pg_temp.inn(g % 2000)
      FROM generate_series(1, ${sources}) g;
      SELECT setval('identity_sources_id_seq', ${2 * sources});`);
    console.log(`  sources (${Math.round((Date.now() - started) / 1000)} s)`);
    await s.exec(`
      INSERT INTO identity_sightings (source_id, part, kind, value)
      SELECT g, p.part, p.kind, p.value FROM generate_series(1, ${sources}) g
      CROSS JOIN LATERAL (VALUES
        ('vehicle', 'plate', pg_temp.plate(g % (${sources} / 2))),
        ('vehicle', 'vin', 'XTA' || lpad((g % (${sources} / 2))::text, 14, '0')),
        ('trailer', 'plate', pg_temp.plate(${sources} + g)),
        ('trailer', 'vin', 'XTB' || lpad(g::text, 14, '0')),
        ('carrier', 'inn', pg_temp.inn(1 + g % 50000))
      ) AS p (part, kind, value);`);
    console.log(`  incident sightings (${Math.round((Date.now() - started) / 1000)} s)`);
    await s.exec(`
      INSERT INTO identity_sightings (source_id, part, kind, value)
      SELECT ${sources} + g, p.part, p.kind, p.value FROM generate_series(1, ${sources}) g
      CROSS JOIN LATERAL (SELECT g % (${sources} / 3) AS d, g % (${sources} / 2) AS v) ids
      CROSS JOIN LATERAL (VALUES
        ('driver', 'person', pg_temp.person(ids.d)),
        ('driver', 'phone', '+7' || (9000000000 + ids.d)::text),
        ('driver', 'passport', lpad((4500000000 + ids.d)::text, 10, '0')),
        ('vehicle', 'plate', pg_temp.plate(ids.v)),
        ('vehicle', 'vin', 'XTA' || lpad(ids.v::text, 14, '0')),
        ('carrier', 'inn', pg_temp.inn(CASE WHEN g % 10 = 0 THEN 0 ELSE 1 + g % 50000 END))
      ) AS p (part, kind, value);`);
    console.log(`  ticket sightings (${Math.round((Date.now() - started) / 1000)} s)`);
    await s.exec(`ALTER TABLE identity_sightings ADD PRIMARY KEY (source_id, part, kind, value),
      ADD FOREIGN KEY (source_id) REFERENCES identity_sources (id) ON DELETE CASCADE`);
    await s.exec('CREATE INDEX identity_sightings_identifier_idx ON identity_sightings (kind, value, source_id)');
    await s.exec('ANALYZE identity_sources; ANALYZE identity_sightings');
  });
  console.log(`filled in ${Math.round((Date.now() - started) / 1000)} s`);
}

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
  await fill(database);
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
