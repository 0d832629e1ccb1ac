import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationLog } from '@cargo-sentry/contracts/verification/log';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { testDatabaseKind, type TestApp } from '../../../test/test-app';
import { createRegistryCheckApp, withRegisterAway } from '../../../test/verification-checks';
import { demoCleanCompany, demoCleanPerson, demoCompany, demoPerson } from '../../db/seed/demo-registers';

const url = '/api/v1/cargo/verification_log/by_month';
const month = new Date().toISOString().slice(0, 7);

describe(`GET verification_log/by_month (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let apiUser: TestUser;
  let apiKey: string;

  /** Opens a ticket through the real route, with a bearer token or an API key. */
  async function openTicket(headers: Record<string, string>): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/verification/get_ticket',
      headers,
      payload: { consent: true },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ ticket: string }>().ticket;
  }

  async function check(headers: Record<string, string>, ticket: string, route: string, form: object) {
    const target = `/api/v1/cargo/verification/${route}`;
    return route === 'find_ati_su_id'
      ? t.app.inject({ method: 'GET', url: target, headers, query: { ticket, ...form } as Record<string, string> })
      : t.app.inject({ method: 'POST', url: target, headers, payload: { ticket, ...form } });
  }

  const get = async (who: TestUser, query: Record<string, string> = {}) =>
    t.app.inject({ url, query, headers: await authHeader(t.app, who) });

  beforeAll(async () => {
    ({ t, user } = await createRegistryCheckApp());
    other = await createUser(t.database, { company: 'OOO Other', verificationCount: 100 });
    staff = await createStaff(t.database);
    apiUser = await createApiUser(t.database, { company: 'TMS Company' });
    apiKey = (await createApiKey(t.database, apiUser)).key;

    const mine = await authHeader(t.app, user);
    // user: one ticket, passport of Должников (alert: found) and of Чистов (success: clean)
    const first = await openTicket(mine);
    expect((await check(mine, first, 'passport_complex', demoPerson)).statusCode).toBe(200);
    const second = await openTicket(mine);
    expect((await check(mine, second, 'passport_complex', demoCleanPerson)).statusCode).toBe(200);
    // a provider failure is stored as "not carried out": one provider error
    const failed = await withRegisterAway(t.database, 'registry_phone_records', () =>
      check(mine, second, 'phone', demoCleanPerson),
    );
    expect(failed.statusCode).toBe(503);
    // ATI lookups: one id found, one not
    expect((await check(mine, second, 'find_ati_su_id', { inn: demoCompany.inn })).statusCode).toBe(200);
    const third = await openTicket(mine);
    expect((await check(mine, third, 'find_ati_su_id', { inn: '7707083893' })).statusCode).toBe(200);

    // other: trust of Чистов (clean)
    const theirs = await authHeader(t.app, other);
    const ticket = await openTicket(theirs);
    expect((await check(theirs, ticket, 'trust_person', demoCleanPerson)).statusCode).toBe(200);

    // an API key: reputation of the demo counterparty (warning: found)
    const key = apiKeyHeader(apiKey);
    const keyTicket = await openTicket(key);
    expect((await check(key, keyTicket, 'reputation', { inn: demoCompany.inn })).statusCode).toBe(200);
    expect((await check(key, keyTicket, 'reputation', { inn: demoCleanCompany.inn })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('counts the checks stored on tickets: found, clean and provider errors, by month, check and user', async () => {
    const res = await get(staff);
    expect(res.statusCode).toBe(200);
    const log = res.json<VerificationLog>();
    expect(log.month_to).toBe(month);
    expect(log.months).toHaveLength(12);
    const s = log.statistics;
    // user 3 tickets, other 1, the API user 1; checks: 2 passport + 1 phone + 1 trust + 1 reputation (repeated on one ticket: replaced)
    expect(s.totals).toEqual({ tickets: 5, checks: 5, found: 1, clean: 3, errors: 1, unrated: 0, api_checks: 1 });
    expect(s.by_month.at(-1)).toEqual({ month, ...s.totals });
    const byCheck = Object.fromEntries(s.by_check.map((c) => [c.check, c]));
    expect(byCheck.passport_complex).toMatchObject({ checks: 2, found: 1, clean: 1, errors: 0 });
    expect(byCheck.phone).toMatchObject({ checks: 1, errors: 1 });
    expect(byCheck.trust_person).toMatchObject({ checks: 1, clean: 1 });
    // the second reputation call replaced the first on the same ticket: the clean company
    expect(byCheck.reputation).toMatchObject({ checks: 1, clean: 1, found: 0 });
    expect(s.by_check).toHaveLength(11);
    expect(
      s.by_month_by_check
        .filter((r) => r.month === month)
        .map((r) => r.check)
        .sort(),
    ).toEqual(['passport_complex', 'phone', 'reputation', 'trust_person']);
    const byUser = Object.fromEntries(s.by_user.map((u) => [u.user_id, u]));
    expect(byUser[user.id]).toMatchObject({ tickets: 3, checks: 3, found: 1, clean: 1, errors: 1 });
    expect(byUser[other.id]).toMatchObject({ tickets: 1, checks: 1, clean: 1 });
    expect(byUser[apiUser.id]).toMatchObject({ tickets: 1, checks: 1 });
    expect(log.users.find((u) => u.id === apiUser.id)).toMatchObject({ company: 'TMS Company', is_api_user: true });
    expect(log.ati_statistics.totals).toEqual({ lookups: 2, ids_found: 1, ids_missing: 1, errors: 0 });
    expect(log.ati_statistics.by_user).toEqual([
      { user_id: user.id, lookups: 2, ids_found: 1, ids_missing: 1, errors: 0 },
    ]);
  });

  it('filters by user, keeping everyone of the period in the user list', async () => {
    const log = (await get(staff, { user: String(other.id) })).json<VerificationLog>();
    expect(log.statistics.totals).toMatchObject({ tickets: 1, checks: 1, clean: 1 });
    expect(log.ati_statistics.totals.lookups).toBe(0);
    expect(log.users.map((u) => u.id).sort()).toEqual([user.id, other.id, apiUser.id].sort());
  });

  it('counts nothing in a period without tickets', async () => {
    const log = (await get(staff, { month_from: '2020-01', month_to: '2020-03' })).json<VerificationLog>();
    expect(log.months).toEqual(['2020-01', '2020-02', '2020-03']);
    expect(log.statistics.totals.checks).toBe(0);
    expect(log.users).toEqual([]);
  });

  it.each([
    [{ month_from: '2026-13' }],
    [{ month_from: '2025-05', month_to: '2025-01' }],
    [{ month_from: '2020-01', month_to: '2024-01' }],
    [{ user: '0' }],
  ])('refuses a bad query %j with 400', async (query) => {
    const res = await get(staff, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('is refused to a user, a reports user and an API key', async () => {
    expect((await get(user)).statusCode).toBe(403);
    expect((await get(await createReportsUser(t.database))).statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: apiKeyHeader(apiKey) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('exports the same figures as XLSX in the language asked for', async () => {
    const res = await t.app.inject({
      url: `${url}/export`,
      query: { lang: 'en' },
      headers: await authHeader(t.app, staff),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/verifications_\d{4}-\d{2}_\d{4}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['By month', 'By check', 'By user', 'ATI ids']);
    const months = book.getWorksheet('By month')!;
    expect(months.getRow(1).values).toEqual([
      undefined,
      'Month',
      'Tickets',
      'Checks',
      'Found',
      'Clean',
      'Provider errors',
      'Unrated',
      'Of them via API',
    ]);
    expect(months.getRow(months.rowCount).values).toEqual([undefined, 'Total', 5, 5, 1, 3, 1, 0, 1]);
    const users = book.getWorksheet('By user')!;
    const apiRow = users.getRows(2, users.rowCount - 1)!.find((r) => r.getCell(3).value === 'TMS Company');
    expect(apiRow?.getCell(4).value).toBe('API');
    const ru = await t.app.inject({ url: `${url}/export`, headers: await authHeader(t.app, staff) });
    const russian = new ExcelJS.Workbook();
    await russian.xlsx.load(ru.rawPayload as unknown as ArrayBuffer);
    expect(russian.worksheets[0].name).toBe('По месяцам');
    expect((await get(user, {})).statusCode).toBe(403);
  });

  it('refuses the export to a user and a bad language with 400', async () => {
    const asUser = await t.app.inject({ url: `${url}/export`, headers: await authHeader(t.app, user) });
    expect(asUser.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: `${url}/export`,
      query: { lang: 'de' },
      headers: await authHeader(t.app, staff),
    });
    expect(bad.statusCode).toBe(400);
  });
});
