import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRatingDetail, CompanyRatingList } from '@cargo-sentry/contracts/rating/rating';
import { authHeader, createUser, openTicket } from '../../../test/factories';
import { recordSeededSources } from '../../../test/identity-links';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { demoPerson } from '../../db/seed/demo-registers';
import { seedDemo } from '../../db/seed/seed-demo';

const demoIncidentCount = 3000;

describe(`the demo data of the company rating (${testDatabaseKind})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  const get = async <T>(url: string) => (await t.app.inject({ url: `/api/v1/cargo${url}`, headers })).json() as T;

  beforeAll(async () => {
    t = await createTestApp();
    // the demo's own size (config's DEMO_INCIDENTS default): the ranking is judged among all its companies
    await seedDemo(t.database, { demoIncidents: demoIncidentCount }, t.app.faceThread, recordSeededSources);
    await seedDemo(t.database, { demoIncidents: demoIncidentCount }, t.app.faceThread, recordSeededSources);
    headers = await authHeader(t.app, await createUser(t.database));
  });
  afterAll(() => t.close());

  it("rates the README's demo companies from their incidents, findings and register records", async () => {
    const flagged = await get<CompanyRatingDetail>('/rating/7799000012');
    expect(flagged.incident_count).toBeGreaterThanOrEqual(2);
    expect(flagged.name).toBe('ООО «ТрансЛогистик Плюс»');
    expect([...new Set(flagged.findings.map((f) => f.kind))].sort()).toEqual([
      'bailiff_debt',
      'court_case',
      'failed_check',
      'wanted_person',
    ]);
    expect(flagged.register?.flags).toHaveLength(3);
    expect(flagged.score).toBeLessThan(50);
    const liquidated = await get<CompanyRatingDetail>('/rating/7799000037');
    expect(liquidated.register?.negative_status).toBe(true);
    expect(liquidated.incidents.map((i) => i.matched_by)).toContain('counterparty_ogrn');
    expect(await get<CompanyRatingDetail>('/rating/6164000018')).toMatchObject({ score: 100, no_negative_data: true });
    const list = await get<CompanyRatingList>('/rating?s=7799');
    expect(list.results.map((r) => r.inn)).toEqual(['7799000012', '7799000037']);
  });

  it('ranks the flagged demo counterparty among the riskiest, above every company with one incident and nothing else (issue 23 item 15)', async () => {
    const top = await get<CompanyRatingList>('/rating?page_size=100');
    expect(top.count).toBeGreaterThan(100);
    const rank = top.results.findIndex((r) => r.inn === '7799000012');
    expect(rank).toBeGreaterThanOrEqual(0);
    expect(rank).toBeLessThan(5);
    const singles = top.results.filter((r) => r.incidents === 1 && r.findings === 0 && r.register_status === null);
    expect(singles.length).toBeGreaterThan(0);
    for (const row of singles) expect(row.score).toBeGreaterThan(top.results[rank].score);
  });

  it('stores what the real checks answer for the demo director, with the verdicts they would store', async () => {
    const checker = await createUser(t.database, { verificationCount: 10 });
    const ticket = await openTicket(t.app, checker);
    for (const check of ['fssp', 'sud', 'passport_complex', 'trust_person']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cargo/verification/${check}`,
        headers: await authHeader(t.app, checker),
        payload: { ticket, ...demoPerson },
      });
      expect(res.statusCode, check).toBe(200);
    }
    const rows = await t.database.db.execute(
      sql`SELECT id, results, check_verdicts FROM verification_tickets
        WHERE id = ${ticket} OR inputs ->> 'inn' = '7799000012' ORDER BY (id = ${ticket})`,
    );
    const [seeded, live] = rows.rows as { results: unknown; check_verdicts: unknown }[];
    expect(seeded.results).toEqual(live.results);
    expect(seeded.check_verdicts).toEqual(live.check_verdicts);
  });

  it('adds the past check once, however often the seed runs, and its owner reads it in the history', async () => {
    const rows = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM verification_tickets WHERE inputs ->> 'inn' = '7799000012'`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(1);
    const owner = await t.database.db.execute(sql`SELECT id FROM users WHERE username = 'user'`);
    const history = await t.app.inject({
      // the demo user's other past checks are the rings of identity links (README "Identity links")
      url: '/api/v1/cargo/verification_ticket?search=7799000012',
      headers: await authHeader(t.app, owner.rows[0] as { id: number }),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().count).toBe(1);
  });
});
