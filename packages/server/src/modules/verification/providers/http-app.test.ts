import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DriverResult, FsspResult, OsagoResult, SudResult } from '@cargo-sentry/contracts/verification/results';
import { authHeader, createUser, type TestUser } from '../../../../test/factories';
import { startFakeGateway, type FakeGateway } from '../../../../test/fake-gateway';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { openTicket } from '../tickets';

const checkUrl = (check: string) => `/api/v1/cargo/verification/${check}`;
const licence = { drivingLicenseNumber: '77 00 123456', drivingLicenseDate: '20.05.2015' };
const debtor = { lastName: 'Должников', firstName: 'Пётр', birthDate: '15.04.1980', passportNumber: '4510 123456' };

describe(`checks through the app on VERIFICATION_PROVIDER=http and the fake gateway (${testDatabaseKind})`, () => {
  let fake: FakeGateway;
  let t: TestApp;
  let user: TestUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeGateway();
    t = await createTestApp(
      {
        LOG_LEVEL: 'info',
        VERIFICATION_PROVIDER: 'http',
        VERIFICATION_GATEWAY_URL: fake.url,
        VERIFICATION_GATEWAY_TOKEN: fake.token,
        VERIFICATION_GATEWAY_TIMEOUT_MS: '300',
        VERIFICATION_GATEWAY_RETRIES: '1',
      },
      { logStream: { write: (line) => logLines.push(line) } },
    );
    user = await createUser(t.database, { verificationCount: 100 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function check(name: string, ticket: string, form: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: checkUrl(name),
      headers: await authHeader(t.app, user),
      payload: { ticket, ...form },
    });
  }

  it('answers driver, osago, fssp and sud from the gateway and stores them on the ticket', async () => {
    const { ticket } = await openTicket(t.database, user);
    const driver = await check('driver', ticket, licence);
    expect(driver.statusCode).toBe(200);
    expect(driver.json<DriverResult>()).toMatchObject({ status: 'Действует', drivingLicenseExpiryDate: '2025-05-20' });
    // Normalised by the check, in the aggregator's date format, with the key.
    expect(fake.requests[0]).toEqual({
      service: 'driver_api/',
      query: { num: '7700123456', date: '20.05.2015' },
      key: fake.token,
    });

    const osago = await check('osago', ticket, { autoVin: 'x9f54321098765432' });
    expect(osago.json<OsagoResult>()).toMatchObject({
      resultCode: 0,
      policies: [expect.objectContaining({ status: 'Действует', endDate: '2027-02-28' })],
    });
    const fssp = await check('fssp', ticket, debtor);
    expect(fssp.json<FsspResult>()).toMatchObject({
      found: true,
      data: [expect.objectContaining({ amount: 52300.5 })],
    });
    const sud = await check('sud', ticket, debtor);
    expect(sud.json<SudResult>()).toMatchObject({
      resultCode: 0,
      cases: [expect.objectContaining({ caseNumber: '2-1234/2024' })],
    });

    const clean = await check('sud', (await openTicket(t.database, user)).ticket, { ...debtor, lastName: 'Чистов' });
    expect(clean.json()).toEqual({ resultCode: -100, cases: [] });

    const stored = await t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({
      results: { driver: { status: 'Действует' }, osago: { resultCode: 0 }, fssp: { found: true } },
    });
  });

  it('a gateway 5xx makes the checks "not carried out" (503, resultCode -1), and the ticket works once it recovers', async () => {
    const { ticket } = await openTicket(t.database, user);
    fake.fail('server_error');
    const driver = await check('driver', ticket, licence);
    expect(driver.statusCode).toBe(503);
    expect(driver.json()).toEqual({ code: 'service_unavailable', detail: 'Sorry, an error has occurred.' });
    const osago = await check('osago', ticket, { autoVin: 'X9F54321098765432' });
    expect(osago.statusCode).toBe(200);
    expect(osago.json()).toEqual({ resultCode: -1, resultMessage: 'Извините, возникла ошибка.', policies: [] });
    // One retry each (VERIFICATION_GATEWAY_RETRIES=1).
    expect(fake.requests).toHaveLength(4);

    fake.reset();
    const again = await check('driver', ticket, licence);
    expect(again.statusCode).toBe(200);
    const stored = await t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({
      results: { driver: { status: 'Действует' }, osago: { resultCode: -1 } },
    });
  });

  it('answers the person and company checks from the gateway, find_ati_su_id by GET', async () => {
    const { ticket } = await openTicket(t.database, user);
    const trust = await check('trust_person', ticket, debtor);
    expect(trust.statusCode).toBe(200);
    expect(trust.json()).toEqual({
      resultCode: 0,
      c1: 'RED',
      c2: null,
      c3: null,
      c4: ['YELLOW'],
      c5: null,
      c6: 'GREEN',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      service: 'trust_api/',
      query: { lastName: 'Должников', firstName: 'Пётр', dob: '15.04.1980' },
    });
    const phone = await check('phone', ticket, { ...debtor, phone: '+7 (916) 123-45-67' });
    expect(phone.json()).toEqual({ operationResult: true, operationMessage: 'Номер принадлежит лицу' });
    const passport = await check('passport_complex', ticket, { ...debtor, passportDate: '10.05.2000' });
    expect(passport.json()).toEqual({ description: 'Действителен', score: 100 });
    const reputation = await check('reputation', ticket, { inn: '7707083893' });
    expect(reputation.json()).toMatchObject({ Items: [{ inn: '7707083893', registrationDate: '2002-08-22' }] });
    const participation = await check('participation', ticket, { ...debtor, midName: 'Андреевич' });
    expect(participation.json()).toMatchObject({ participations: [{ role: 'Учредитель', share: 50 }] });
    const ati = await t.app.inject({
      url: checkUrl('find_ati_su_id'),
      query: { ticket, inn: '7707083893' },
      headers: await authHeader(t.app, user),
    });
    expect(ati.json()).toEqual({ ati_ids: ['123456', '98765'] });

    const unknown = await check('trust_person', ticket, { ...debtor, lastName: 'Чистов' });
    expect(unknown.json()).toMatchObject({ resultCode: -100, c1: null });
    const stored = await t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(stored.json<{ checks: string[] }>().checks.sort()).toEqual(
      ['find_ati_su_id', 'participant', 'passport_complex', 'phone', 'reputation', 'trust_person'].sort(),
    );
  });

  it('a gateway 5xx makes trust_person and find_ati_su_id "not carried out"; the ticket works once it recovers', async () => {
    const { ticket } = await openTicket(t.database, user);
    fake.fail('server_error');
    const trust = await check('trust_person', ticket, debtor);
    expect(trust.statusCode).toBe(503);
    expect(trust.json()).toEqual({ code: 'service_unavailable', detail: 'Sorry, an error has occurred.' });
    const ati = await t.app.inject({
      url: checkUrl('find_ati_su_id'),
      query: { ticket, inn: '7707083893' },
      headers: await authHeader(t.app, user),
    });
    expect(ati.statusCode).toBe(503);
    expect(fake.requests).toHaveLength(4);
    const headers = await authHeader(t.app, user);
    const failed = await t.app.inject({ url: `/api/v1/cargo/verification_ticket/${ticket}`, headers });
    expect(failed.json()).toMatchObject({
      results: { trust_person: { not_carried_out: true }, find_ati_su_id: { not_carried_out: true } },
    });

    fake.reset();
    expect((await check('trust_person', ticket, debtor)).statusCode).toBe(200);
    const stored = await t.app.inject({ url: `/api/v1/cargo/verification_ticket/${ticket}`, headers });
    expect(stored.json()).toMatchObject({
      results: { trust_person: { resultCode: 0, c1: 'RED' }, find_ati_su_id: { not_carried_out: true } },
    });
  });

  it('a gateway that does not answer in time is "not carried out" within the time-outs, not a hung page', async () => {
    const { ticket } = await openTicket(t.database, user);
    fake.fail('slow');
    const started = Date.now();
    const driver = await check('driver', ticket, licence);
    expect(driver.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_900);
    expect(fake.requests).toHaveLength(2);
  });

  it('logs the failing service and status, never the person or the key', () => {
    const failures = logLines.filter((line) => line.includes('verification provider failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.some((line) => line.includes('driver_api') && line.includes('HTTP 502'))).toBe(true);
    const all = logLines.join('\n');
    for (const secret of ['Должников', '7700123456', '4510123456', '123456', fake.token]) {
      expect(all).not.toContain(secret);
    }
  });
});
