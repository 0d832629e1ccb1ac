import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultConsistencySettings,
  type ConsistencyResult,
  type ConsistencySettings,
} from '@cargo-sentry/contracts/identity-links/consistency';
import { addDays, todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createStaff,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { identitiesOf, personLine, plantSource } from '../../../test/identity-sources';
import { callCheck } from '../../../test/verification-checks';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const url = '/api/v1/cargo/verification/consistency/settings';
const daysAgo = (days: number) => addDays(todayIso(), -days);

/** Staff's settings of the consistency rules (issue 27 §2): who may read and change them, their bounds, their effect. */
describe(`identity-consistency settings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    staff = await createStaff(t.database);
  });
  afterAll(() => t.close());

  const put = async (who: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: await authHeader(t.app, who), payload: payload as object });
  const get = async (who: TestUser) => t.app.inject({ url, headers: await authHeader(t.app, who) });
  const withRule = (rule: keyof ConsistencySettings, change: object) => ({
    ...defaultConsistencySettings,
    [rule]: { ...defaultConsistencySettings[rule], ...change },
  });

  it('are staff’s alone: 401 for a guest, 403 for a user and an API key', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const user = await createUser(t.database);
    expect((await get(user)).json()).toMatchObject({ code: 'forbidden' });
    expect((await put(user, defaultConsistencySettings)).statusCode).toBe(403);
    const { key } = await createApiKey(t.database, await createApiUser(t.database));
    const withKey = await t.app.inject({ url, headers: apiKeyHeader(key) });
    expect(withKey.statusCode).toBe(403);
  });

  it('read the defaults until staff change them', async () => {
    const res = await get(staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultConsistencySettings);
  });

  it.each([
    ['a window of 0 days', withRule('driver_many_carriers', { window_days: 0 }), 'driver_many_carriers.window_days'],
    ['a threshold of 101', withRule('phone_other_person', { alert_at: 101 }), 'phone_other_person.alert_at'],
    ['an alert below the warning', withRule('phone_other_person', { warning_at: 4 }), 'phone_other_person.alert_at'],
    ['a rule left out', { ...defaultConsistencySettings, plate_vin_mismatch: undefined }, 'plate_vin_mismatch'],
    ['a switch as text', withRule('plate_vin_mismatch', { enabled: 'yes' }), 'plate_vin_mismatch.enabled'],
  ])('refuses %s with 400 and the field, changing nothing', async (_, payload, field) => {
    const res = await put(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
    expect((await get(staff)).json()).toEqual(defaultConsistencySettings);
  });

  it('are saved, audited and applied by the next check: a rule switched off, a window widened', async () => {
    const user = await createUser(t.database, { inn: identitiesOf(601).inn });
    const id = identitiesOf(610);
    const driver = id.driver('Настроев');
    await plantSource(t.database, {
      seenOn: daysAgo(1),
      companyKey: `inn:${identitiesOf(602).inn}`,
      parts: { driver: { person: personLine(id.driver('Чужаков')), phone: id.phone } },
    });
    await plantSource(t.database, {
      seenOn: daysAgo(20),
      companyKey: `inn:${identitiesOf(602).inn}`,
      parts: { driver: { person: personLine(driver) }, carrier: { inn: identitiesOf(611).inn } },
    });
    const form = { ...driver, phone: id.phone, inn: id.inn };
    const rules = async () =>
      (await callCheck(t, user, 'consistency', form)).json<ConsistencyResult>().findings.map((f) => f.rule);
    expect(await rules()).toEqual(['phone_other_person']);

    const changed: ConsistencySettings = {
      ...defaultConsistencySettings,
      phone_other_person: { ...defaultConsistencySettings.phone_other_person, enabled: false },
      driver_many_carriers: { ...defaultConsistencySettings.driver_many_carriers, window_days: 30 },
    };
    const saved = await put(staff, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await get(staff)).json()).toEqual(changed);
    expect(await rules()).toEqual(['driver_many_carriers']);

    const audit = await t.app.inject({
      url: '/api/v1/cargo/audit_log?action=settings.update',
      headers: await authHeader(t.app, staff),
    });
    expect(audit.json()).toMatchObject({
      count: 1,
      results: [{ action: 'settings.update', target_type: 'settings', target_id: 'consistency' }],
    });
  });
});
