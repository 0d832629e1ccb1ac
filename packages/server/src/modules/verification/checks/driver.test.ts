import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverResult } from '@cargo-sentry/contracts/verification/results';
import { isDriverValid } from '@cargo-sentry/contracts/verification/verdicts';
import { authHeader, createUser, type TestUser } from '../../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { seedDemoRegisters } from '../../../db/seed/seed-registers';
import { openTicket } from '../tickets';

const driverUrl = '/api/v1/cargo/verification/driver';
const today = '2026-11-23';

describe(`driver check on the registry provider (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database, { verificationCount: 100 });
    await seedDemoRegisters(t.database);
  });
  afterAll(() => t.close());

  async function driver(form: Record<string, unknown>, ticket?: string) {
    const id = ticket ?? (await openTicket(t.database, user)).ticket;
    const res = await t.app.inject({
      method: 'POST',
      url: driverUrl,
      headers: await authHeader(t.app, user),
      payload: { ticket: id, ...form },
    });
    return { res, ticket: id };
  }

  it('finds a licence printed to expire in 2025 and still valid by the extension decree', async () => {
    const { res } = await driver({ drivingLicenseNumber: '77 00 123456', drivingLicenseDate: '20.05.2015' });
    expect(res.statusCode).toBe(200);
    const result = res.json<DriverResult>();
    expect(result).toEqual({
      wanted: false,
      status: 'Действует',
      drivingLicenseExpiryDate: '2025-05-20',
      drivingLicenseCategory: 'B, C, CE',
      decisionList: [],
    });
    expect(isDriverValid(result, today)).toBe(true);
  });

  it('lists a deprivation decision, which makes the driver not valid', async () => {
    const result = (
      await driver({ drivingLicenseNumber: '7700654321', drivingLicenseDate: '2018-03-12' })
    ).res.json<DriverResult>();
    expect(result.decisionList).toEqual([expect.objectContaining({ state: '60', term: 18 })]);
    expect(isDriverValid(result, today)).toBe(false);
  });

  it('answers a licence no register knows as not found (not valid), and needs number and date', async () => {
    const unknown = (await driver({ drivingLicenseNumber: '7700000001', drivingLicenseDate: '2020-01-01' })).res;
    expect(unknown.json()).toMatchObject({ status: 'Не найдено', drivingLicenseExpiryDate: null });
    expect(isDriverValid(unknown.json<DriverResult>(), today)).toBe(false);
    const missing = (await driver({ drivingLicenseNumber: '7700123456' })).res;
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      detail: 'missing_fields',
      fields: { drivingLicenseDate: expect.any(Array) },
    });
  });

  it('answers a provider failure 503 with the text of docs/product.md#verification-errors, stores "not carried out", keeps the ticket', async () => {
    const { ticket } = await openTicket(t.database, user);
    const rename = (from: string, to: string) =>
      t.database.withSession((s) => s.exec(`ALTER TABLE ${from} RENAME TO ${to}`));
    await rename('registry_driving_licences', 'registry_driving_licences_away');
    let failed;
    try {
      failed = (await driver({ drivingLicenseNumber: '7700123456', drivingLicenseDate: '2015-05-20' }, ticket)).res;
    } finally {
      await rename('registry_driving_licences_away', 'registry_driving_licences');
    }
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 'service_unavailable', detail: 'Sorry, an error has occurred.' });
    const again = (await driver({ drivingLicenseNumber: '7700123456', drivingLicenseDate: '2015-05-20' }, ticket)).res;
    expect(again.statusCode).toBe(200);
    const stored = await t.app.inject({
      url: `/api/v1/cargo/verification_ticket/${ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(stored.json()).toMatchObject({ checks: ['driver'], results: { driver: { status: 'Действует' } } });
  });
});
