import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DriverResult, FsspResult, OsagoResult, SudResult } from '@cargo-sentry/contracts/verification-results';
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
