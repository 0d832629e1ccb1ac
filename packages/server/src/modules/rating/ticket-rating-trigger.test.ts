import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../db/rows';
import { runDestruction } from '../personal-data/service';
import { deferRatingRefresh, refreshStaleRatings } from './service';

const carrierInn = '7707083893';

/**
 * The tickets' rating trigger (migration 0145): a statement writing many tickets of a carrier
 * refreshes that carrier's findings once, and the findings are what a rebuild of the rating gives.
 */
describe(`company rating after a statement over many tickets (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * How often `work` refreshed the findings of an INN: the function's calls counted by the
   * backend before and after it (a backend reports its counts when idle, so the view holds
   * earlier transactions' calls too).
   */
  const refreshesIn = (work: string) =>
    t.database.db.transaction(async (tx) => {
      const calls = async () => {
        const [row] = await queryRows(
          tx,
          'refreshes',
          z.object({ calls: z.coerce.number() }),
          sql`SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_xact_user_functions
              WHERE funcname = 'company_rating_refresh_findings'`,
        );
        return row.calls;
      };
      await tx.execute(sql`SET LOCAL track_functions = 'all'`);
      const before = await calls();
      await tx.execute(sql.raw(work));
      return (await calls()) - before;
    });
  const findings = async () =>
    queryRows(
      t.database.db,
      'findings',
      z.object({ kind: z.string(), reference: z.string() }),
      sql`SELECT kind, reference FROM company_rating_findings WHERE inn = ${carrierInn} ORDER BY kind, reference`,
    );

  it('refreshes a carrier once for a statement over 40 of its tickets, with the same findings', async () => {
    const user = await createUser(t.database);
    const inserted = await refreshesIn(`
      INSERT INTO verification_tickets (user_id, expires_at, consent_at, spent_check, inputs, results, check_verdicts)
      SELECT ${user.id}, now(), now(), false,
        jsonb_build_object('inn', '${carrierInn}', 'lastName', 'Водитель' || g),
        jsonb_build_object('sud', jsonb_build_object('resultCode', 0,
          'cases', jsonb_build_array(jsonb_build_object('caseNumber', 'A40-' || g)))),
        jsonb_build_object('passport_complex', jsonb_build_object('standing', 'alert', 'wanted', false))
      FROM generate_series(1, 40) g`);
    expect(inserted).toBe(1);
    const before = await findings();
    expect(before.filter((f) => f.kind === 'court_case')).toHaveLength(40);
    expect(before.filter((f) => f.kind === 'failed_check')).toHaveLength(40);

    // an update that changes nothing the findings read refreshes nothing
    expect(await refreshesIn(`UPDATE verification_tickets SET expires_at = now() WHERE user_id = ${user.id}`)).toBe(0);

    // the answers of half of them masked in one statement, as the destruction job does
    const masked = await refreshesIn(`
      UPDATE verification_tickets SET results = '{}'::jsonb
      WHERE id IN (SELECT id FROM verification_tickets WHERE user_id = ${user.id} ORDER BY id LIMIT 20)`);
    expect(masked).toBe(1);
    expect((await findings()).filter((f) => f.kind === 'court_case')).toHaveLength(20);

    expect(await refreshesIn(`DELETE FROM verification_tickets WHERE user_id = ${user.id}`)).toBe(1);
    expect(await findings()).toEqual([]);
  });

  it('leaves the refresh for later in a deferring transaction, and refreshes each INN once then', async () => {
    const user = await createUser(t.database);
    await t.database.db.execute(
      sql.raw(`
      INSERT INTO verification_tickets (user_id, expires_at, consent_at, spent_check, inputs, results)
      SELECT ${user.id}, now(), now(), false, jsonb_build_object('inn', '${carrierInn}'),
        jsonb_build_object('sud', jsonb_build_object('resultCode', 0,
          'cases', jsonb_build_array(jsonb_build_object('caseNumber', 'Б-' || g))))
      FROM generate_series(1, 10) g`),
    );
    expect((await findings()).filter((f) => f.reference.startsWith('Б-'))).toHaveLength(10);

    const deferred = await t.database.db.transaction(async (tx) => {
      await deferRatingRefresh(tx);
      await tx.execute(sql`UPDATE verification_tickets SET results = '{}'::jsonb WHERE user_id = ${user.id}`);
      return queryRows(tx, 'stale', z.object({ inn: z.string() }), sql`SELECT inn FROM company_rating_stale`);
    });
    expect(deferred).toEqual([{ inn: carrierInn }]);
    // not refreshed yet: the rating still shows what the masked answers held
    expect((await findings()).filter((f) => f.reference.startsWith('Б-'))).toHaveLength(10);

    expect(await refreshStaleRatings(t.database.db, 100)).toBe(1);
    expect((await findings()).filter((f) => f.reference.startsWith('Б-'))).toEqual([]);
    expect(await refreshStaleRatings(t.database.db, 100)).toBe(0);
  });

  it('is refreshed by the destruction job after it masks a carrier’s old tickets', async () => {
    const user = await createUser(t.database);
    await t.database.db.execute(
      sql.raw(`
      INSERT INTO verification_tickets (user_id, created_at, expires_at, consent_at, spent_check, inputs, results)
      SELECT ${user.id}, now() - interval '400 days', now(), now(), false, jsonb_build_object('inn', '${carrierInn}'),
        jsonb_build_object('sud', jsonb_build_object('resultCode', 0,
          'cases', jsonb_build_array(jsonb_build_object('caseNumber', 'В-' || g))))
      FROM generate_series(1, 5) g`),
    );
    expect((await findings()).filter((f) => f.reference.startsWith('В-'))).toHaveLength(5);
    await runDestruction(t.database, t.app.retention, defaultRetentionSettings, { log: t.app.log });
    expect((await findings()).filter((f) => f.reference.startsWith('В-'))).toEqual([]);
    expect(
      await queryRows(t.database.db, 'stale', z.object({ inn: z.string() }), sql`SELECT inn FROM company_rating_stale`),
    ).toEqual([]);
  });

  it('refreshes each carrier a statement touched once, to what a rebuild of the rating gives', async () => {
    const user = await createUser(t.database);
    const inns = ['7707083893', '7728168971', '5408131553'];
    const innArray = `ARRAY['${inns.join("','")}']`;
    await t.database.db.execute(
      sql.raw(`
      INSERT INTO verification_tickets (user_id, expires_at, consent_at, spent_check, inputs, results, check_verdicts)
      SELECT ${user.id}, now(), now(), false,
        jsonb_build_object('inn', (${innArray})[1 + g % 3], 'lastName', 'Водитель' || (g % 4)),
        jsonb_build_object(
          'sud', jsonb_build_object('resultCode', 0, 'cases', jsonb_build_array(jsonb_build_object('caseNumber', 'Г-' || g))),
          'fssp', jsonb_build_object('data', jsonb_build_array(
            jsonb_build_object('proceeding', 'ИП-' || (g % 5), 'endReason', CASE WHEN g % 2 = 0 THEN '' ELSE 'окончено' END)))),
        jsonb_build_object('passport_complex', jsonb_build_object('standing', 'alert', 'wanted', g % 3 = 0),
                           'driver', jsonb_build_object('standing', 'success', 'wanted', false))
      FROM generate_series(1, 30) g`),
    );
    const passes = await refreshesIn(`
      UPDATE verification_tickets SET results = results - 'sud'
      WHERE user_id = ${user.id} AND (inputs ->> 'lastName') = 'Водитель1'`);
    expect(passes).toBe(inns.length);
    const snapshot = () =>
      queryRows(
        t.database.db,
        'rating snapshot',
        z.object({ row: z.string() }),
        sql`SELECT concat_ws('|', f.inn, f.kind, f.reference, f.subject, f.first_seen, f.last_seen) AS row
              FROM company_rating_findings f WHERE f.inn = ANY(${sql.raw(innArray)})
            UNION ALL
            SELECT concat_ws('|', r.inn, r.finding_count, r.bailiff_debts, round(r.bailiff_weight::numeric, 6), r.court_cases,
                     round(r.court_weight::numeric, 6), r.wanted_persons, r.failed_checks, round(r.failed_weight::numeric, 6))
              FROM company_ratings r WHERE r.inn = ANY(${sql.raw(innArray)})
            ORDER BY 1`,
      );
    const refreshed = await snapshot();
    expect(refreshed.length).toBeGreaterThan(inns.length);
    await t.database.db.execute(sql`SELECT company_rating_rebuild()`);
    expect(await snapshot()).toEqual(refreshed);
  });
});
