// The database of the person-search bench (bench/person-search.ts): N verification tickets and
// their identity links as a check records them, and a phone register beside them, filled once in
// bulk SQL; the rows are then compared with what the product's own recording makes of them.
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { Database, Session } from '@cargo-sentry/server/src/db/client';
import { registerRowSources, ticketSource } from '@cargo-sentry/server/src/modules/identity-links/sources';
import { sqlHelpers } from './consistency-fill';
import { hubCount, peopleSql, ticketIdentitiesSql, type Layout } from './person-search-people';

const filledTables = ['verification_tickets', 'identity_sources', 'identity_sightings', 'registry_phone_records'];

/** The fill is there when it holds exactly this layout's tickets and register rows. */
async function isFilled(s: Session, layout: Layout): Promise<boolean> {
  const [row] = await s.query<{ tickets: string; sources: string; register: string }>(`
    SELECT (SELECT count(*) FROM verification_tickets)::text AS tickets,
      (SELECT count(*) FROM identity_sources WHERE kind = 'ticket')::text AS sources,
      (SELECT count(*) FROM identity_sources WHERE kind = 'register_phone')::text AS register`);
  return (
    Number(row.tickets) === layout.tickets &&
    Number(row.sources) === layout.tickets &&
    Number(row.register) === layout.registerRows
  );
}

/**
 * Drops the secondary indexes and foreign keys of `tables` (not the primary keys and unique
 * constraints, which other tables' keys may lean on) and disables their triggers, and returns what
 * puts them back as they were: one index build after the load, not 7M index insertions and key
 * checks during it. The tickets' company-rating trigger refreshes the findings of a ticket's
 * carrier INN for each row, a scan of that INN's tickets: quadratic over a bulk load, and with
 * every answer a success it would find nothing. Inside the fill's transaction, so an interrupted
 * fill leaves everything in place.
 */
async function suspendUpkeep(s: Session, tables: readonly string[]): Promise<() => Promise<void>> {
  const indexes = await s.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid = ANY($1::text[]::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const keys = await s.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::text[]::regclass[])`,
    [tables],
  );
  for (const key of keys) await s.exec(`ALTER TABLE ${key.tbl} DROP CONSTRAINT ${key.name}`);
  for (const index of indexes) await s.exec(`DROP INDEX ${index.name}`);
  for (const table of tables) await s.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  return async () => {
    for (const index of indexes) await s.exec(index.def);
    for (const key of keys) await s.exec(`ALTER TABLE ${key.tbl} ADD CONSTRAINT ${key.name} ${key.def}`);
    for (const table of tables) await s.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  };
}

/** Client users and their companies, kept across fills (`bench_ps_<n>`), as the temp table `ps_users`. */
function usersSql({ users, companies }: Layout): string {
  return `
    INSERT INTO users (username, email, password_hash, inn, company)
    SELECT 'bench_ps_' || i, 'bench_ps_' || i || '@example.test', 'x',
      CASE WHEN i % 10 = 0 THEN '' ELSE pg_temp.inn(60000 + i % ${companies}) END, 'ООО Клиент ' || i % ${companies}
    FROM generate_series(1, ${users}) i
    ON CONFLICT DO NOTHING;
    CREATE TEMP TABLE ps_users ON COMMIT DROP AS
      SELECT substr(username, 10)::bigint AS user_no, id, inn FROM users WHERE username ~ '^bench_ps_[0-9]+$';`;
}

/**
 * The tickets as a check stores them (`inputs`: the normalised form the checks ran with, merged),
 * with answers of a plausible size: the search shows them as text, their shape is not searched.
 */
const ticketsSql = `
  INSERT INTO verification_tickets (id, user_id, created_at, expires_at, consent_at, spent_check, inputs, results,
    checks, check_verdicts, verdict)
  SELECT t.id, u.id, t.created_at, t.created_at + interval '1 day', t.created_at, true,
    jsonb_build_object('lastName', pg_temp.ps_name(t.d, 0, false), 'firstName', pg_temp.ps_name(t.d, 1, false),
      'midName', pg_temp.ps_name(t.d, 2, false), 'birthDate', pg_temp.ps_birth(t.d),
      'passportNumber', pg_temp.ps_passport(t.d), 'passportDate', (pg_temp.ps_birth(t.d)::date + 7305)::text,
      'phone', t.phone, 'autoGos', pg_temp.plate(t.vehicle), 'autoVin', pg_temp.ps_vin(t.vehicle),
      'inn', pg_temp.inn(t.carrier)),
    jsonb_build_object(
      'passport_complex', jsonb_build_object('score', 100, 'description', 'Паспорт действителен'),
      'phone', jsonb_build_object('found', true, 'operator', 'ПАО МТС', 'region', 'Московская область'),
      'osago', jsonb_build_object('policies', jsonb_build_array(jsonb_build_object(
        'companyName', 'СПАО "Ингосстрах"', 'policyNumber', lpad(t.g::text, 10, '0'), 'status', 'Действует',
        'regNumber', pg_temp.plate(t.vehicle), 'vin', pg_temp.ps_vin(t.vehicle)))),
      'risk', jsonb_build_object('incidents', '[]'::jsonb)),
    ARRAY['passport_complex', 'phone', 'osago', 'risk'],
    (SELECT jsonb_object_agg(c, '{"standing": "success", "wanted": false}'::jsonb)
       FROM unnest(ARRAY['passport_complex', 'phone', 'osago', 'risk']) c),
    'success'
  FROM ps_tickets t JOIN ps_users u USING (user_no)`;

/** Each ticket a source (`recordTicket`): seen on the day of its check (UTC), its user's company. */
const ticketSourcesSql = `
  INSERT INTO identity_sources (id, kind, ref, seen_on, company_key, user_id)
  SELECT t.g, 'ticket', t.id::text, (t.created_at AT TIME ZONE 'UTC')::date,
    CASE WHEN u.inn = '' THEN 'user:' || u.id ELSE 'inn:' || u.inn END, u.id
  FROM ps_tickets t JOIN ps_users u USING (user_no);
  INSERT INTO identity_sightings (source_id, part, kind, value)
  SELECT t.g, p.part, p.kind, p.value FROM ps_tickets t
  CROSS JOIN LATERAL (VALUES
    ('driver', 'person', pg_temp.ps_key(t.d)),
    ('driver', 'phone', t.phone),
    ('driver', 'passport', pg_temp.ps_passport(t.d)),
    ('vehicle', 'plate', pg_temp.plate(t.vehicle)),
    ('vehicle', 'vin', pg_temp.ps_vin(t.vehicle)),
    ('carrier', 'inn', pg_temp.inn(t.carrier))
  ) AS p (part, kind, value)`;

/**
 * The phone register: row `i` is person 3(i − 1)'s line (the phone stored as its digits), recorded
 * as the register's job records an import's rows: dated by the import, shared by everyone.
 */
function registerSql({ tickets, registerRows }: Layout): string {
  const d = '3 * (i - 1)';
  return `
    INSERT INTO registry_phone_records (id, phone, last_name, first_name, mid_name, birth_date, passport_number)
    SELECT i, substr(pg_temp.ps_phone(${d}), 2), pg_temp.ps_name(${d}, 0, false), pg_temp.ps_name(${d}, 1, false),
      pg_temp.ps_name(${d}, 2, false), pg_temp.ps_birth(${d})::date, pg_temp.ps_passport(${d})
    FROM generate_series(1::bigint, ${registerRows}) i;
    INSERT INTO identity_sources (id, kind, ref, seen_on, company_key, user_id)
    SELECT ${tickets} + i, 'register_phone', i::text, (now() AT TIME ZONE 'UTC')::date, NULL, NULL
    FROM generate_series(1::bigint, ${registerRows}) i;
    INSERT INTO identity_sightings (source_id, part, kind, value)
    SELECT ${tickets} + i, p.part, p.kind, p.value FROM generate_series(1::bigint, ${registerRows}) i
    CROSS JOIN LATERAL (VALUES
      ('person', 'person', pg_temp.ps_key(${d})),
      ('person', 'phone', pg_temp.ps_phone(${d})),
      ('person', 'passport', pg_temp.ps_passport(${d}))
    ) AS p (part, kind, value);
    SELECT setval(pg_get_serial_sequence('registry_phone_records', 'id'), ${Math.max(1, registerRows)});
    SELECT setval(pg_get_serial_sequence('identity_sources', 'id'), ${tickets + registerRows});`;
}

/**
 * Fills the bench database with `layout` (see person-search-people.ts), unless it holds it already,
 * and checks a sample of what it wrote against the product's recording.
 */
export async function fillPersonSearch(database: Database, layout: Layout): Promise<void> {
  await database.withSession(async (s) => {
    if (await isFilled(s, layout)) {
      console.log(`reusing the filled database (${layout.tickets} tickets)`);
      return;
    }
    const started = Date.now();
    const step = (label: string) => console.log(`  ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
    console.log(`filling ${layout.tickets} tickets, ${layout.registerRows} phone register rows…`);
    await s.exec(sqlHelpers + peopleSql);
    await s.exec('BEGIN');
    try {
      await s.exec("SET LOCAL maintenance_work_mem = '256MB'");
      await s.exec(`TRUNCATE ${filledTables.join(', ')} CASCADE`);
      const restore = await suspendUpkeep(s, filledTables);
      await s.exec(usersSql(layout));
      await s.exec(`CREATE TEMP TABLE ps_tickets ON COMMIT DROP AS ${ticketIdentitiesSql(layout)}`);
      step('ticket identities');
      await s.exec(ticketsSql);
      step('tickets');
      await s.exec(ticketSourcesSql);
      step('ticket sources and sightings');
      await s.exec(registerSql(layout));
      step('phone register rows, sources and sightings');
      await restore();
      // The counts' triggers (migration 0144) were off for the load.
      await s.exec(`DELETE FROM verification_ticket_counts;
        INSERT INTO verification_ticket_counts (user_id, tickets)
        SELECT user_id, count(*) FROM verification_tickets GROUP BY user_id`);
      step('indexes, keys and triggers');
      await s.exec('COMMIT');
    } catch (error) {
      await s.exec('ROLLBACK');
      throw error;
    }
    // VACUUM sets the visibility map, which index-only scans of the sightings need (see
    // consistency-fill.ts); each is a statement of its own, outside any transaction block.
    for (const table of filledTables) await s.exec(`VACUUM (ANALYZE) ${table}`);
    console.log(`filled in ${Math.round((Date.now() - started) / 1000)} s`);
  });
  await checkRecordedShapes(database, layout);
}

interface SightingRow {
  part: string;
  kind: string;
  value: string;
}

const sorted = (sightings: readonly SightingRow[]) =>
  sightings.map((s) => `${s.part}/${s.kind}/${s.value}`).sort((a, b) => a.localeCompare(b));

function expectSame(what: string, stored: unknown, recorded: unknown): void {
  if (JSON.stringify(stored) !== JSON.stringify(recorded)) {
    throw new Error(
      `${what}: the fill wrote ${JSON.stringify(stored)}, the product records ${JSON.stringify(recorded)}`,
    );
  }
}

/**
 * Some tickets (ordinary and of each hub) and register rows read back and recorded again by the
 * product's own `ticketSource` and `registerRowSources`: the fill must have written the same
 * source and sightings, or the bench would measure links the product never makes.
 */
async function checkRecordedShapes(database: Database, layout: Layout): Promise<void> {
  const ticketIds = [
    ...Array.from({ length: 16 }, (_, i) => 1 + ((i * 7919) % layout.ordinary)),
    ...Array.from({ length: hubCount }, (_, h) => layout.ordinary + 1 + h).filter((g) => g <= layout.tickets),
  ];
  const registerIds = Array.from({ length: 4 }, (_, i) => 1 + ((i * 7919) % Math.max(1, layout.registerRows)));
  await database.withSession(async (s) => {
    const tickets = await s.query<{
      id: string;
      user_id: number;
      inn: string;
      inputs: Record<string, unknown>;
      created_at: Date;
      seen_on: string;
      company_key: string | null;
      source_user: number | null;
      sightings: SightingRow[];
    }>(
      `SELECT t.id::text, t.user_id, u.inn, t.inputs, t.created_at, s.seen_on::text, s.company_key,
         s.user_id AS source_user,
         (SELECT json_agg(json_build_object('part', g.part, 'kind', g.kind, 'value', g.value))
            FROM identity_sightings g WHERE g.source_id = s.id) AS sightings
       FROM identity_sources s JOIN verification_tickets t ON t.id = s.ref::uuid JOIN users u ON u.id = t.user_id
       WHERE s.kind = 'ticket' AND s.id = ANY($1::bigint[])`,
      [ticketIds],
    );
    for (const t of tickets) {
      const recorded = ticketSource(
        { id: t.id, userId: t.user_id, userInn: t.inn, inputs: t.inputs },
        todayIso(t.created_at),
      );
      expectSame(
        `ticket ${t.id}`,
        { ...recordedSource(t.id, t.seen_on, t.company_key, t.source_user), sightings: sorted(t.sightings) },
        { ...recorded.source, sightings: sorted(recorded.sightings) },
      );
    }
    const rows = await s.query<{ row: Record<string, unknown>; seen_on: string; sightings: SightingRow[] }>(
      `SELECT to_jsonb(r) AS row, s.seen_on::text,
         (SELECT json_agg(json_build_object('part', g.part, 'kind', g.kind, 'value', g.value))
            FROM identity_sightings g WHERE g.source_id = s.id) AS sightings
       FROM registry_phone_records r JOIN identity_sources s ON s.kind = 'register_phone' AND s.ref = r.id::text
       WHERE r.id = ANY($1::int[])`,
      [registerIds],
    );
    for (const r of rows) {
      const [recorded] = registerRowSources('phone_records', [r.row], r.seen_on);
      expectSame(
        `phone register row ${String(r.row.id)}`,
        {
          ...recordedSource(String(r.row.id), r.seen_on, null, null, 'register_phone'),
          sightings: sorted(r.sightings),
        },
        { ...recorded.source, sightings: sorted(recorded.sightings) },
      );
    }
    if (tickets.length < ticketIds.length || rows.length < Math.min(registerIds.length, layout.registerRows)) {
      throw new Error('the fill lacks sources of sampled tickets or register rows');
    }
  });
  console.log('identity links as the product records them: checked on a sample of tickets and register rows');
}

const recordedSource = (
  ref: string,
  seenOn: string,
  companyKey: string | null,
  userId: number | null,
  kind = 'ticket',
) => ({ kind, ref, seenOn, companyKey, userId });
