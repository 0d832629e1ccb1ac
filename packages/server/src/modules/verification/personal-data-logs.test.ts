import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { openTicket } from './tickets';

/** Values a log line must never carry: the person, their documents, the vehicle, the company. */
const person = {
  lastName: 'Приватнов',
  firstName: 'Секрет',
  midName: 'Логович',
  birthDate: '1979-03-14',
  passportNumber: '4519876543',
  passportDate: '2012-07-01',
  drivingLicenseNumber: '7719876543',
  drivingLicenseDate: '2016-02-03',
  phone: '+79261234599',
  autoGos: 'К913ХМ197',
  autoVin: 'XTA219170K0345678',
  inn: '7707083893',
};
const personalValues = Object.values(person);

describe(`verification keeps personal data out of the log (${testDatabaseKind})`, () => {
  const lines: string[] = [];
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'debug', RATE_LIMIT_CHECKS: '1000' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    user = await createUser(t.database, { verificationCount: 10 });
  });
  afterAll(() => t.close());

  const run = async (check: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/verification/${check}`,
      headers: await authHeader(t.app, user),
      payload,
    });

  it('logs neither the form of a check that ran, nor of one refused, nor of one whose provider failed', async () => {
    const { ticket } = await openTicket(t.database, user);
    const posted = [
      'risk',
      'osago',
      'driver',
      'fssp',
      'sud',
      'passport_complex',
      'phone',
      'trust_person',
      'reputation',
      'participation',
    ];
    for (const check of posted) {
      expect((await run(check, { ticket, ...person })).statusCode).toBe(200);
    }
    const atiLookup = await t.app.inject({
      url: `/api/v1/cargo/verification/find_ati_su_id?ticket=${ticket}&inn=${person.inn}`,
      headers: await authHeader(t.app, user),
    });
    expect(atiLookup.statusCode).toBe(200);
    // refused: a bad field and a missing one (the 400 names fields, never echoes values)
    expect((await run('driver', { ticket, ...person, drivingLicenseDate: 'вчера' })).statusCode).toBe(400);
    expect((await run('sud', { ticket, lastName: person.lastName })).statusCode).toBe(400);
    // a provider failure is logged as an error: what failed, not whom it was about
    await t.database.withSession((s) => s.exec('ALTER TABLE registry_fssp_debts RENAME TO registry_fssp_debts_away'));
    try {
      expect((await run('fssp', { ticket, ...person })).statusCode).toBe(503);
    } finally {
      await t.database.withSession((s) => s.exec('ALTER TABLE registry_fssp_debts_away RENAME TO registry_fssp_debts'));
    }
    // a lookup by query string: the URL is logged with its values blanked
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cargo/verification_ticket?page=1&search=${encodeURIComponent(person.lastName)}`,
      headers: await authHeader(t.app, user),
    });
    expect(res.statusCode).toBeLessThan(500);

    const log = lines.join('');
    expect(log).toContain('verification provider failed'); // the log was captured at all
    expect(log).toContain('/api/v1/cargo/verification_ticket?page=?&search=?');
    expect(log).toContain('/api/v1/cargo/verification/find_ati_su_id?ticket=?&inn=?');
    for (const value of personalValues) expect(log).not.toContain(value);
  });
});
