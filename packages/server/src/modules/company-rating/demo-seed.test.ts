import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRatingDetail, CompanyRatingList } from '@cargo-sentry/contracts/company-rating';
import { authHeader, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed/seed-demo';

describe(`the demo data of the company rating (${testDatabaseKind})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  const get = async <T>(url: string) => (await t.app.inject({ url: `/api/v1/cargo${url}`, headers })).json() as T;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database, { demoIncidents: 40 });
    await seedDemo(t.database, { demoIncidents: 40 });
    headers = await authHeader(t.app, await createUser(t.database));
  });
  afterAll(() => t.close());

  it("rates the README's demo companies from their incidents, findings and register records", async () => {
    const flagged = await get<CompanyRatingDetail>('/rating/7799000012');
    expect(flagged.incident_count).toBeGreaterThanOrEqual(2);
    expect(flagged.findings.map((f) => f.kind).sort()).toEqual(['bailiff_debt', 'court_case']);
    expect(flagged.register?.flags).toHaveLength(3);
    expect(flagged.score).toBeLessThan(70);
    const liquidated = await get<CompanyRatingDetail>('/rating/7799000037');
    expect(liquidated.register?.negative_status).toBe(true);
    expect(liquidated.incidents.map((i) => i.matched_by)).toContain('counterparty_ogrn');
    expect(await get<CompanyRatingDetail>('/rating/6164000018')).toMatchObject({ score: 100, no_negative_data: true });
    const list = await get<CompanyRatingList>('/rating?s=7799');
    expect(list.results.map((r) => r.inn)).toEqual(['7799000012', '7799000037']);
  });

  it('adds the past check once, however often the seed runs, and its owner reads it in the history', async () => {
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM verification_tickets`);
    expect((rows.rows[0] as { n: number }).n).toBe(1);
    const owner = await t.database.db.execute(sql`SELECT id FROM users WHERE username = 'user'`);
    const history = await t.app.inject({
      url: '/api/v1/cargo/verification_ticket',
      headers: await authHeader(t.app, owner.rows[0] as { id: number }),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().count).toBe(1);
  });
});
