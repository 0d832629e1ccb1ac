import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { isValidInn } from '@cargo-sentry/contracts/shared/identifiers';
import { demoCleanCompany, demoCompany, demoPerson } from '../../db/seed/demo-registers';
import { seedDemoRegisters } from '../../db/seed/seed-registers';
import { registryCourtCases } from '../../db/schema/registry';
import { authHeader, createReportsUser, createStaff, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { runDuePrudenceChecks } from './service';

type Headers = { authorization: string };

const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 200 });

/** A valid 10-digit INN from 9 digits: the check digit of the FNS order. */
function innOf(nine: string): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((s, w, i) => s + w * Number(nine[i]), 0);
  const inn = `${nine}${(sum % 11) % 10}`;
  if (!isValidInn(inn)) throw new Error(inn);
  return inn;
}
let innSequence = 100_000_000;
const freshInn = () => innOf(String((innSequence += 7)));

describe(`commercial prudence (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Headers;
  let user: TestUser;
  let headers: Headers;
  const url = (path: string) => `/api/v1/cargo/${path}`;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoRegisters(t.database);
    staff = await authHeader(t.app, await createStaff(t.database));
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    user = await createUser(t.database, { enableCommercialPrudence: true, subscribed: true });
    headers = await authHeader(t.app, user);
  });

  const subscribe = (h: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: url('prudence_subscription'), headers: h, payload });
  const list = async (h: Headers) => {
    const response = await t.app.inject({ url: url('prudence_subscription'), headers: h });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const checked = async (h: Headers, count: number) => {
    let body: { results: { checked_at: string | null }[] } = { results: [] };
    await eventually(async () => {
      body = await list(h);
      expect(body.results).toHaveLength(count);
      expect(body.results.every((r) => r.checked_at !== null)).toBe(true);
    });
    return (await list(h)) as {
      results: {
        id: number;
        inn: string;
        name: string | null;
        matches_new: number;
        matches_old: number;
        findings: { source: string; key: string; is_new: boolean; resolved_at: string | null }[];
      }[];
      limit: { limit: number | null; used: number; remaining: number | null };
    };
  };

  it('refuses every prudence call of a user without the flag (403 prudence_disabled)', async () => {
    const off = await authHeader(t.app, await createUser(t.database));
    const calls = [
      subscribe(off, { inn: demoCompany.inn }),
      t.app.inject({ url: url('prudence_subscription'), headers: off }),
      t.app.inject({ method: 'POST', url: url('prudence_subscription/1/seen'), headers: off }),
      t.app.inject({ method: 'DELETE', url: url('prudence_subscription/1'), headers: off }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('prudence_disabled');
    }
    expect(
      (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM prudence_subscriptions`)).rows[0],
    ).toMatchObject({ n: 0 });
  });

  it('reports each invalid INN of a list by its row and subscribes nothing', async () => {
    const response = await subscribe(headers, { inns: [demoCompany.inn, '7799000013', 'abc'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'inns.1': ['inn_checksum'], 'inns.2': ['inn'] },
    });
    for (const payload of [{}, { inns: [] }, { inns: Array.from({ length: 501 }, () => demoCompany.inn) }]) {
      expect((await subscribe(headers, payload)).statusCode).toBe(400);
    }
    expect((await list(headers)).count).toBe(0);
  });

  it('subscribes INNs, checks them on the queue and lists their findings', async () => {
    const response = await subscribe(headers, { inns: [demoCompany.inn, ` ${demoCleanCompany.inn} `] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      subscribed: [demoCompany.inn, demoCleanCompany.inn],
      already: [],
      limit: { limit: null, used: 2, remaining: null },
    });
    const body = await checked(headers, 2);
    const flagged = body.results.find((r) => r.inn === demoCompany.inn)!;
    expect(flagged.name).toBe('ООО «ТрансЛогистик Плюс»');
    const sources = flagged.findings.map((f) => `${f.source}:${f.key}`);
    expect(sources).toEqual(
      expect.arrayContaining([
        'reputation:flag:Массовый адрес регистрации',
        'sud:1-245/2023',
        'fssp:123456/24/77001-ИП от 12.02.2024',
      ]),
    );
    expect(flagged.matches_new).toBe(flagged.findings.length);
    expect(flagged.findings.every((f) => f.is_new)).toBe(true);
    const clean = body.results.find((r) => r.inn === demoCleanCompany.inn)!;
    expect(clean.findings).toEqual([]);

    // again: nothing new is counted, the user is told which were monitored already
    const again = await subscribe(headers, { inn: demoCompany.inn });
    expect(again.json()).toMatchObject({ subscribed: [], already: [demoCompany.inn] });

    // seen: the matches become old
    const seen = await t.app.inject({
      method: 'POST',
      url: url(`prudence_subscription/${flagged.id}/seen`),
      headers,
    });
    expect(seen.json()).toEqual({ seen: flagged.findings.length });
    const after = (await list(headers)).results.find((r: { id: number }) => r.id === flagged.id);
    expect(after).toMatchObject({ matches_new: 0, matches_old: flagged.findings.length });
  });

  it('records a new court case in the register as a new match and notifies the user once', async () => {
    await subscribe(headers, { inn: demoCompany.inn });
    const [first] = (await checked(headers, 1)).results;
    await t.app.inject({ method: 'POST', url: url(`prudence_subscription/${first.id}/seen`), headers });

    const caseNumber = `2-${user.id}/2026`;
    await t.database.db.insert(registryCourtCases).values({
      lastName: demoPerson.lastName,
      firstName: demoPerson.firstName,
      passportNumber: demoPerson.passportNumber,
      article: 'ст. 160 ГК РФ',
      caseNumber,
      court: 'Арбитражный суд г. Москвы',
      sides: [],
    });
    try {
      const later = new Date(Date.now() + 25 * 3_600_000);
      const run = await runDuePrudenceChecks(t.app, 24, later);
      expect(run.checked).toBeGreaterThanOrEqual(1);

      const [now] = (await list(headers)).results;
      expect(now).toMatchObject({ matches_new: 1, matches_old: first.findings.length });
      expect(now.findings.find((f: { key: string }) => f.key === caseNumber)).toMatchObject({
        source: 'sud',
        is_new: true,
        resolved_at: null,
      });

      const notifications = (await t.app.inject({ url: url('notification'), headers })).json().results;
      const alerts = notifications.filter((n: { kind: string }) => n.kind === 'prudence_alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ link: '/prudence' });
      expect(alerts[0].text).toContain(caseNumber);
      expect(alerts[0].text).toContain(demoCompany.inn);
      // the user is subscribed to e-mail: the alert is mailed too (on the queue)
      await eventually(async () => {
        const { rows } = await t.database.db.execute(
          sql`SELECT subject, body_text, link FROM mail_outbox WHERE lower(recipient) = lower(${user.email})`,
        );
        expect(rows).toHaveLength(1);
        expect(String(rows[0].body_text)).toContain(caseNumber);
        expect(String(rows[0].link)).toMatch(/\/prudence$/);
      });

      // the same run again finds nothing new: no second alert
      await runDuePrudenceChecks(t.app, 24, new Date(later.getTime() + 25 * 3_600_000));
      const again = (await t.app.inject({ url: url('notification'), headers })).json().results;
      expect(again.filter((n: { kind: string }) => n.kind === 'prudence_alert')).toHaveLength(1);
    } finally {
      await t.database.db.delete(registryCourtCases).where(sql`${registryCourtCases.caseNumber} = ${caseNumber}`);
    }
    // the case is gone from the register: the next run marks it resolved
    await runDuePrudenceChecks(t.app, 24, new Date(Date.now() + 80 * 3_600_000));
    const [resolved] = (await list(headers)).results;
    expect(resolved.findings.find((f: { key: string }) => f.key === caseNumber).resolved_at).not.toBeNull();
    expect(resolved.matches_new).toBe(0);
  });

  it('answers 402 over the limit, subscribing nothing, and says what remains', async () => {
    const limited = await createUser(t.database, {
      enableCommercialPrudence: true,
      commercialPrudenceLimitEnabled: true,
      commercialPrudenceLimit: 2,
    });
    const h = await authHeader(t.app, limited);
    const ok = await subscribe(h, { inn: freshInn() });
    expect(ok.json().limit).toEqual({ limit: 2, used: 1, remaining: 1 });
    const over = await subscribe(h, { inns: [freshInn(), freshInn()] });
    expect(over.statusCode).toBe(402);
    expect(over.json().code).toBe('prudence_limit_reached');
    expect((await list(h)).count).toBe(1);
    expect((await subscribe(h, { inn: freshInn() })).statusCode).toBe(200);
    expect((await list(h)).limit).toEqual({ limit: 2, used: 2, remaining: 0 });
    // unsubscribing frees a place
    const [one] = (await list(h)).results;
    const gone = await t.app.inject({ method: 'DELETE', url: url(`prudence_subscription/${one.id}`), headers: h });
    expect(gone.statusCode).toBe(200);
    expect((await list(h)).limit.remaining).toBe(1);
  });

  it('never grants more than the limit to concurrent requests', async () => {
    const limited = await createUser(t.database, {
      enableCommercialPrudence: true,
      commercialPrudenceLimitEnabled: true,
      commercialPrudenceLimit: 3,
    });
    const h = await authHeader(t.app, limited);
    const responses = await Promise.all(Array.from({ length: 12 }, () => subscribe(h, { inn: freshInn() })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    expect((await list(h)).count).toBe(3);
  });

  it('shows a user only their own subscriptions', async () => {
    await subscribe(headers, { inn: demoCleanCompany.inn });
    const [mine] = (await list(headers)).results;
    const other = await authHeader(t.app, await createUser(t.database, { enableCommercialPrudence: true }));
    const southern = await authHeader(
      t.app,
      await createUser(t.database, { enableCommercialPrudence: true, accessLevel: 'limited' }),
    );
    for (const h of [other, southern]) {
      expect((await list(h)).results).toEqual([]);
      for (const request of [
        { method: 'POST' as const, url: url(`prudence_subscription/${mine.id}/seen`) },
        { method: 'DELETE' as const, url: url(`prudence_subscription/${mine.id}`) },
      ]) {
        const response = await t.app.inject({ ...request, headers: h });
        expect(response.statusCode).toBe(404);
      }
      // the staff list is not theirs either
      expect((await t.app.inject({ url: url('commercial_prudence'), headers: h })).statusCode).toBe(403);
      expect((await t.app.inject({ url: url('commercial_prudence/export'), headers: h })).statusCode).toBe(403);
    }
    expect((await list(headers)).results).toHaveLength(1);
  });

  it('lists every client for staff and report users and exports the subscriptions', async () => {
    const client = await createUser(t.database, {
      enableCommercialPrudence: true,
      firstName: 'Анна',
      lastName: 'Клиентова',
      company: 'ООО «Клиент»',
    });
    const h = await authHeader(t.app, client);
    await subscribe(h, { inns: [demoCompany.inn, demoCleanCompany.inn] });
    await checked(h, 2);
    const reportsUser = await authHeader(t.app, await createReportsUser(t.database));
    for (const viewer of [staff, reportsUser]) {
      const response = await t.app.inject({ url: url('commercial_prudence?s=клиентов'), headers: viewer });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.count).toBe(1);
      expect(body.results[0]).toMatchObject({
        user_id: client.id,
        client: 'Клиентова Анна, ООО «Клиент»',
        inn_count: 2,
        matches_old: 0,
      });
      expect(body.results[0].matches_new).toBeGreaterThan(2);
    }

    const file = await t.app.inject({ url: url('commercial_prudence/export?lang=en'), headers: staff });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Client', 'INN', 'New matches', 'Old matches']));
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(row.values as unknown[]);
    });
    const mine = rows.filter((r) => r[1] === 'Клиентова Анна, ООО «Клиент»');
    expect(mine.map((r) => r[3]).sort()).toEqual([demoCleanCompany.inn, demoCompany.inn].sort());
  });
});
