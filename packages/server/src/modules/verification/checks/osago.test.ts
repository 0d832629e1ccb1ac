import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { OsagoResult } from '@cargo-sentry/contracts/verification/results';
import { isOsagoExpired } from '@cargo-sentry/contracts/verification/rules';
import { authHeader, createUser, type TestUser } from '../../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { seedDemoRegisters } from '../../../db/seed/seed-registers';
import { openTicket } from '../tickets';

const osagoUrl = '/api/v1/cargo/verification/osago';

describe(`osago check on the registry provider (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database, { verificationCount: 100 });
    expect(await seedDemoRegisters(t.database)).toBe(22);
    expect(await seedDemoRegisters(t.database)).toBe(0);
  });
  afterAll(() => t.close());

  async function osago(form: Record<string, unknown>, who: TestUser = user) {
    const { ticket } = await openTicket(t.database, who);
    const res = await t.app.inject({
      method: 'POST',
      url: osagoUrl,
      headers: await authHeader(t.app, who),
      payload: { ticket, ...form },
    });
    return { res, ticket };
  }

  it('finds the demo vehicle by plate with only an expired policy', async () => {
    const { res } = await osago({ autoGos: 'А 777 АА 77' });
    expect(res.statusCode).toBe(200);
    const result = res.json<OsagoResult>();
    expect(result).toMatchObject({ resultCode: 0, resultMessage: '' });
    expect(result.policies).toEqual([
      expect.objectContaining({ status: 'Истёк срок действия', regNumber: 'А777АА77', restriction: true }),
    ]);
    expect(result.policies[0].endDate! < todayIso()).toBe(true);
    expect(isOsagoExpired(result.policies, todayIso())).toBe(true);
  });

  it('finds a policy in force by VIN, also under the names of docs/product.md#verification-calls, vin and licensePlate', async () => {
    const byVin = (await osago({ autoVin: 'x9f54321098765432' })).res.json<OsagoResult>();
    expect(byVin.policies.map((p) => p.status)).toEqual(['Действует']);
    expect(isOsagoExpired(byVin.policies, todayIso())).toBe(false);
    const legacy = (await osago({ vin: 'X9F54321098765432', licensePlate: 'Х001ХХ199' })).res;
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json<OsagoResult>().policies).toHaveLength(1);
  });

  it('answers a clean vehicle with no policies, and stores it on the ticket', async () => {
    const { res, ticket } = await osago({ autoGos: 'В001ВВ77' });
    expect(res.json()).toEqual({ resultCode: 0, resultMessage: '', policies: [] });
    const stored = await t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({ checks: ['osago'], inputs: { autoGos: 'В001ВВ77' } });
  });

  it('needs a plate or a VIN, and refuses it when an admin disabled the check', async () => {
    const missing = (await osago({ inn: '7799000012' })).res;
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', detail: 'no_plate_or_vin' });
    const restricted = await createUser(t.database, { disabledChecks: ['osago'] });
    const disabled = (await osago({ autoGos: 'А777АА77' }, restricted)).res;
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ code: 'check_disabled' });
  });

  it('reports a provider failure as "not carried out" and keeps the ticket for the other checks', async () => {
    const { ticket } = await openTicket(t.database, user);
    const headers = await authHeader(t.app, user);
    const rename = (from: string, to: string) =>
      t.database.withSession((s) => s.exec(`ALTER TABLE ${from} RENAME TO ${to}`));
    await rename('registry_osago_policies', 'registry_osago_policies_away');
    let failed;
    try {
      failed = await t.app.inject({ method: 'POST', url: osagoUrl, headers, payload: { ticket, autoGos: 'А777АА77' } });
    } finally {
      await rename('registry_osago_policies_away', 'registry_osago_policies');
    }
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ resultCode: -1, resultMessage: 'Извините, возникла ошибка.', policies: [] });
    const risk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/verification/risk',
      headers,
      payload: { ticket, autoGos: 'А777АА77' },
    });
    expect(risk.statusCode).toBe(200);
    const stored = await t.app.inject({ url: `/api/v1/cargo/verification_ticket/${ticket}`, headers });
    expect(stored.json()).toMatchObject({ checks: ['osago', 'risk'], results: { osago: { resultCode: -1 } } });
  });
});
