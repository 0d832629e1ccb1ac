// The identity links of the consistency benches (bench/consistency.ts, bench/consistency-rings.ts):
// N incident and N ticket sources filled once into a PostgreSQL database, and the registers beside them.
import type { Database } from '@cargo-sentry/server/src/db/client';

// Identifiers as `normalizeIdentifier` writes them, from a number: valid plates (letters of
// Russian plates), VINs, E.164 phones, passports, INNs with their check digit, person keys.
export const sqlHelpers = `
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

/**
 * Fills `sources` incident and `sources` ticket sources (see bench/consistency.ts for their shape), unless
 * the database holds them already.
 */
export async function fill(database: Database, sources: number): Promise<void> {
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
    // VACUUM sets the visibility map, without which the index scans read every row's table page
    // (the first runs on a fresh fill were several times slower than after a manual VACUUM).
    // Each VACUUM is a statement of its own: it may not run inside a transaction block.
    await s.exec('VACUUM (ANALYZE) identity_sources');
    await s.exec('VACUUM (ANALYZE) identity_sightings');
  });
  console.log(`filled in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The registers the rules read, as identity sources (issue 27 "Performance": registers of 100k
 * each), recorded as the register import's job records them, unless already there: the phone
 * register (the tickets' drivers with their phones and passports, as the tickets name them), the
 * participation register (the drivers, without birth dates, as founders of the carriers), the
 * wanted list (people no ticket names) and OSAGO policies (the tickets' vehicles, plate with its
 * VIN). Consistent with the tickets: they add links, and no finding, to the forms of the bench.
 */
export async function fillRegisters(database: Database, rows: number): Promise<void> {
  const registers: Record<string, string> = {
    register_phone: `('person', 'person', pg_temp.person(g)), ('person', 'phone', '+7' || (9000000000 + g)::text),
      ('person', 'passport', lpad((4500000000 + g)::text, 10, '0'))`,
    register_participation: `('person', 'person', regexp_replace(pg_temp.person(g), '[^|]*$', '')),
      ('person', 'passport', lpad((4500000000 + g)::text, 10, '0')), ('carrier', 'inn', pg_temp.inn(1 + g % 50000))`,
    register_wanted: `('person', 'person', pg_temp.person(400000 + g))`,
    register_osago: `('vehicle', 'plate', pg_temp.plate(g)), ('vehicle', 'vin', 'XTA' || lpad(g::text, 14, '0'))`,
  };
  await database.withSession(async (s) => {
    await s.exec(sqlHelpers);
    for (const [kind, sightings] of Object.entries(registers)) {
      const [row] = await s.query<{ n: string }>('SELECT count(*)::text AS n FROM identity_sources WHERE kind = $1', [
        kind,
      ]);
      if (Number(row.n) >= rows) continue;
      const started = Date.now();
      await s.exec(`
        WITH src AS (
          INSERT INTO identity_sources (kind, ref, seen_on, company_key)
          SELECT '${kind}', 'bench-' || g, current_date - (g % 3650)::int, NULL FROM generate_series(1, ${rows}) g
          ON CONFLICT (kind, ref) DO UPDATE SET seen_on = EXCLUDED.seen_on
          RETURNING id, substr(ref, 7)::bigint AS g)
        INSERT INTO identity_sightings (source_id, part, kind, value)
        SELECT src.id, p.part, p.kind, p.value FROM src
        CROSS JOIN LATERAL (VALUES ${sightings}) AS p (part, kind, value)
        ON CONFLICT DO NOTHING;
        ANALYZE identity_sources; ANALYZE identity_sightings;`);
      console.log(`  ${rows} ${kind} sources (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  });
}
