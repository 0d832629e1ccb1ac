import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingOfAnswer } from '@cargo-sentry/contracts/verification/standing';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createUser,
  type TestUser,
} from '../../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../../test/incident-builders';
import { seedDemoRegisters } from '../../../db/seed/seed-registers';
import { demoCleanCompany, demoCompany } from '../../../db/seed/demo-registers';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';

const url = (path: string) => `/api/v1/cargo/${path}`;
// a real, checksum-valid INN (Sberbank's) that no demo register knows
const unknownInn = '7707083893';

/**
 * docs/product.md#verification-calls lists `POST /{product}/verification/prudence` among the checks that carry a ticket and
 * answer the `data` of docs/product.md#commercial-prudence-check (issue 23 §14): the one-off check, not the monitoring subscription.
 */
describe(`the ticketed commercial prudence check (${testDatabaseKind})`, () => {
  let t: TestApp;
  let incidentId: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    await seedDemoRegisters(t.database);
    [incidentId] = await insertIncidents(t.database, [
      incidentRow({ date: '2025-05-01', counterparty_inn: demoCompany.inn, price: 1_500_000 }),
      // Moscow: outside the Southern district a limited user sees
      incidentRow({ date: '2025-04-01', counterparty_inn: demoCompany.inn, ...placeOf('Москва') }),
    ]);
  });
  afterAll(() => t.close());

  const prudenceUser = (overrides: Parameters<typeof createUser>[1] = {}) =>
    createUser(t.database, { enableCommercialPrudence: true, verificationCount: 5, ...overrides });

  async function getTicket(who: TestUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: url('verification/get_ticket'),
      headers: await authHeader(t.app, who),
      payload: { consent: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ ticket: string; verification_count: number | null }>();
  }

  async function prudence(who: TestUser, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: url('verification/prudence'),
      headers: await authHeader(t.app, who),
      payload,
    });
  }

  async function checksLeft(who: TestUser) {
    const res = await t.app.inject({ url: url('user/current'), headers: await authHeader(t.app, who) });
    return res.json<{ verification_count: number }>().verification_count;
  }

  it('answers docs/product.md#commercial-prudence-check data for the INN under a ticket, spending exactly one check and subscribing nothing', async () => {
    const user = await prudenceUser();
    const { ticket, verification_count } = await getTicket(user);
    expect(verification_count).toBe(4);

    const res = await prudence(user, { ticket, inn: ` ${demoCompany.inn} ` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: { findings: { source: string; key: string; title: string }[] } }>();
    expect(body).toMatchObject({
      data: { inn: demoCompany.inn, name: 'ООО «ТрансЛогистик Плюс»', status: 'Действующее' },
    });
    expect(body.data.findings.map((f) => `${f.source}:${f.key}`)).toEqual(
      expect.arrayContaining([
        'reputation:flag:Массовый адрес регистрации',
        'sud:1-245/2023',
        'fssp:123456/24/77001-ИП от 12.02.2024',
        `incidents:${incidentId}`,
      ]),
    );
    expect(standingOfAnswer('prudence', body, '2026-01-01').standing).toBe('warning');

    // the ticket spent the check; the check itself spends nothing more
    expect(await checksLeft(user)).toBe(4);
    // stored on the ticket for the history and the evidence report
    const stored = await t.app.inject({
      url: url(`verification_ticket/${ticket}`),
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({ checks: ['prudence'], inputs: { inn: demoCompany.inn } });
    expect(stored.json().results.prudence).toEqual(body);
    // nothing is monitored: subscribing is its own route
    const subscriptions = await t.app.inject({
      url: url('prudence_subscription'),
      headers: await authHeader(t.app, user),
    });
    expect(subscriptions.json()).toMatchObject({ count: 0 });
  });

  it('answers a clean company with no findings and an unknown INN as not in the register', async () => {
    const user = await prudenceUser();
    const { ticket } = await getTicket(user);
    const clean = await prudence(user, { ticket, inn: demoCleanCompany.inn });
    expect(clean.json()).toMatchObject({ data: { inn: demoCleanCompany.inn, status: 'Действующее', findings: [] } });
    expect(standingOfAnswer('prudence', clean.json(), '2026-01-01').standing).toBe('success');
    const unknown = await prudence(user, { ticket, inn: unknownInn });
    expect(unknown.json()).toEqual({
      data: {
        inn: unknownInn,
        name: null,
        status: null,
        findings: [{ source: 'registry', key: 'not_found', title: '' }],
      },
    });
  });

  it('tells a limited user only of the Southern district’s incidents (docs/product.md#access-levels)', async () => {
    const limited = await prudenceUser({ accessLevel: 'limited' });
    const { ticket } = await getTicket(limited);
    const res = await prudence(limited, { ticket, inn: demoCompany.inn });
    const incidents = res.json().data.findings.filter((f: { source: string }) => f.source === 'incidents');
    expect(incidents).toEqual([expect.objectContaining({ key: String(incidentId) })]);
  });

  it('is refused with 403 prudence_disabled without enable_commercial_prudence, storing nothing', async () => {
    const user = await prudenceUser({ enableCommercialPrudence: false });
    const { ticket } = await getTicket(user);
    const res = await prudence(user, { ticket, inn: demoCompany.inn });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'prudence_disabled' });
    const stored = await t.app.inject({
      url: url(`verification_ticket/${ticket}`),
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({ checks: [] });
  });

  it('needs a ticket of the user’s own and an INN', async () => {
    const user = await prudenceUser();
    const other = await prudenceUser();
    const { ticket } = await getTicket(user);
    expect((await prudence(user, { inn: demoCompany.inn })).statusCode).toBe(400);
    const foreign = await prudence(other, { ticket, inn: demoCompany.inn });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ticket_not_found' });
    const noInn = await prudence(user, { ticket, ogrn: demoCompany.ogrn });
    expect(noInn.statusCode).toBe(400);
    expect(noInn.json()).toMatchObject({ code: 'validation_failed', fields: { inn: ['missing_fields'] } });
    const badInn = await prudence(user, { ticket, inn: '7799000013' });
    expect(badInn.statusCode).toBe(400);
    expect(badInn.json()).toMatchObject({ code: 'validation_failed', fields: { inn: ['inn_checksum'] } });
  });

  it('is refused with 403 check_disabled for an API key not allowed it', async () => {
    const apiUser = await createApiUser(t.database, { enableCommercialPrudence: true });
    const allowed = await createApiKey(t.database, apiUser, { allowed_checks: ['prudence'], verification_count: 2 });
    const notAllowed = await createApiKey(t.database, apiUser, {
      allowed_checks: ['reputation'],
      verification_count: 2,
    });
    for (const [key, status] of [
      [allowed, 200],
      [notAllowed, 403],
    ] as const) {
      const headers = apiKeyHeader(key.key);
      const opened = await t.app.inject({
        method: 'POST',
        url: url('verification/get_ticket'),
        headers,
        payload: { consent: true },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: url('verification/prudence'),
        headers,
        payload: { ticket: opened.json().ticket, inn: demoCompany.inn },
      });
      expect(res.statusCode, res.body).toBe(status);
    }
  });
});
