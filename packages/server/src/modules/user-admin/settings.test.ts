import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
  loginAs,
  type TestUser,
} from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';

const base = '/api/v1/cargo/reg_admin';

/** Each staff endpoint with a body it accepts and one it refuses (and the field it names). */
const endpoints = [
  {
    path: 'update_settings',
    good: { first_name: 'Пётр', access_level: 'limited', can_do_reports: true, required_vetting_fields: ['phone'] },
    bad: { required_vetting_fields: ['shoeSize'] },
    field: 'required_vetting_fields.0',
  },
  {
    path: 'set_verification_count',
    good: { verification_count: 5 },
    bad: { verification_count: -1 },
    field: 'verification_count',
  },
  {
    path: 'set_disable_verifications',
    good: { disabled_checks: ['fssp'] },
    bad: { disabled_checks: ['fssp', 'fssp'] },
    field: 'disabled_checks',
  },
  {
    path: 'set_commercial_prudence_limit',
    good: { enable_commercial_prudence: true, commercial_prudence_limit_enabled: true, commercial_prudence_limit: 30 },
    bad: { enable_commercial_prudence: true, commercial_prudence_limit_enabled: true, commercial_prudence_limit: 1.5 },
    field: 'commercial_prudence_limit',
  },
  { path: 'change_password', good: { password: 'Quiet-Harbour-73' }, bad: { password: 'short' }, field: 'password' },
] as const;

describe(`reg_admin user settings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    staff = await createStaff(t.database, { username: 'settings_boss' });
    staffHeaders = await authHeader(t.app, staff);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = staffHeaders) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const trailOf = (user: TestUser) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user.id)))
      .orderBy(auditLog.id);

  it.each(endpoints)('$path: saves, answers the account and records before/after', async ({ path, good }) => {
    const user = await createUser(t.database);
    const res = await post(`${base}/${user.id}/${path}`, good);
    expect(res.statusCode).toBe(200);
    const trail = await trailOf(user);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorId: staff.id, actorUsername: 'settings_boss', targetType: 'user' });
    if (path === 'change_password') {
      expect(trail[0]).toMatchObject({ action: 'user.password', after: { set_by: 'staff' } });
      return;
    }
    const account = (await t.app.inject({ method: 'GET', url: `${base}/${user.id}`, headers: staffHeaders })).json();
    expect(res.json()).toEqual(account);
    for (const [key, value] of Object.entries(good)) expect(account[key]).toEqual(value);
    const changedKey = Object.keys(good)[0];
    expect(trail[0].after).toHaveProperty(changedKey);
    expect(trail[0].before).toHaveProperty(changedKey);
  });

  it.each(endpoints)(
    '$path: refuses bad input with the field named and changes nothing',
    async ({ path, bad, field }) => {
      const user = await createUser(t.database);
      const res = await post(`${base}/${user.id}/${path}`, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: [expect.any(String)] } });
      expect(await trailOf(user)).toHaveLength(0);
      expect((await post(`${base}/999999/${path}`, endpoints.find((e) => e.path === path)?.good)).statusCode).toBe(404);
    },
  );

  it.each(endpoints)('$path: refused to users, report users and API keys', async ({ path, good }) => {
    const user = await createUser(t.database);
    const apiUser = await createApiUser(t.database);
    const { key } = await createApiKey(t.database, apiUser);
    for (const headers of [
      await authHeader(t.app, await createUser(t.database)),
      await authHeader(t.app, await createReportsUser(t.database)),
      apiKeyHeader(key),
    ]) {
      const res = await post(`${base}/${user.id}/${path}`, good, headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await post(`${base}/${user.id}/${path}`, good, {})).statusCode).toBe(401);
    expect(await trailOf(user)).toHaveLength(0);
  });

  it('records nothing when nothing changed, and refuses another account’s e-mail', async () => {
    const user = await createUser(t.database, { firstName: 'Same' });
    const other = await createUser(t.database);
    expect((await post(`${base}/${user.id}/update_settings`, { first_name: 'Same' })).statusCode).toBe(200);
    expect(await trailOf(user)).toHaveLength(0);
    const taken = await post(`${base}/${user.id}/update_settings`, { email: other.email.toUpperCase() });
    expect(taken.json()).toMatchObject({ code: 'email_taken', fields: { email: ['email_taken'] } });
  });

  it('a new quota applies from the user’s next ticket; "done of total" starts again', async () => {
    const user = await createUser(t.database, { verificationCount: 10, verificationTotal: 10 });
    const headers = await authHeader(t.app, user);
    const ticket = () => post('/api/v1/cargo/verification/get_ticket', { consent: true }, headers);
    expect((await ticket()).json().verification_count).toBe(9);
    const set = await post(`${base}/${user.id}/set_verification_count`, { verification_count: 2 });
    expect(set.json()).toMatchObject({ verification_count: 2, verification_total: 2 });
    expect((await ticket()).json().verification_count).toBe(1);
    expect((await ticket()).json().verification_count).toBe(0);
    expect((await ticket()).statusCode).toBe(402);
    const [entry] = await trailOf(user);
    expect(entry).toMatchObject({
      action: 'user.quota',
      before: { verification_count: 9, verification_total: 10 },
      after: { verification_count: 2, verification_total: 2 },
    });
  });

  it('a disabled check is refused on the user’s next call and listed in their profile', async () => {
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user);
    const { ticket } = (await post('/api/v1/cargo/verification/get_ticket', { consent: true }, headers)).json();
    const risk = () => post('/api/v1/cargo/verification/risk', { ticket, autoGos: 'А777АА77' }, headers);
    expect((await risk()).statusCode).toBe(200);
    await post(`${base}/${user.id}/set_disable_verifications`, { disabled_checks: ['risk', 'sud'] });
    const refused = await risk();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('check_disabled');
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/cargo/user/current', headers });
    expect(current.json().disabled_checks).toEqual(['risk', 'sud']);
    await post(`${base}/${user.id}/set_disable_verifications`, { disabled_checks: [] });
    expect((await risk()).statusCode).toBe(200);
  });

  it('change_password ends every session of the user; a generated one is e-mailed', async () => {
    const user = await createUser(t.database);
    const session = await loginAs(t.app, user);
    const bearer = { authorization: `Bearer ${session.access}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cargo/user/current', headers: bearer })).statusCode).toBe(
      200,
    );
    expect((await post(`${base}/${user.id}/change_password`, {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cargo/user/current', headers: bearer })).statusCode).toBe(
      401,
    );
    const refresh = await post('/api/v1/auth/token/refresh/', { refresh: session.refresh }, {});
    expect(refresh.statusCode).toBe(401);
    await t.app.background.drain();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    const password = /Пароль: (\S+)/.exec(mail.bodyText)?.[1] ?? '';
    await loginAs(t.app, { username: user.username, password });
    const [entry] = await trailOf(user);
    expect(entry).toMatchObject({ action: 'user.password', after: { set_by: 'generated_and_emailed' } });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('change_password by staff follows the one password rule: weak and own-name passwords are refused', async () => {
    const user = await createUser(t.database, { company: 'ООО «Северный Путь»' });
    for (const [password, code] of [
      ['aaaaaaaa', 'password_too_weak'],
      ['пароль12', 'password_too_weak'],
      ['cargo123', 'password_too_weak'],
      [`${user.username}-2024!`, 'password_contains_account'],
      ['северный-путь-77', 'password_contains_account'],
    ]) {
      const res = await post(`${base}/${user.id}/change_password`, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ code, fields: { password: [code] } });
    }
    expect((await post(`${base}/${user.id}/change_password`, { password: 'Quiet-Harbour-73' })).statusCode).toBe(200);
  });

  it('deactivation signs the user out at once; reactivation lets them in again', async () => {
    const user = await createUser(t.database);
    const session = await loginAs(t.app, user);
    const bearer = { authorization: `Bearer ${session.access}` };
    const off = await post(`${base}/${user.id}/update_settings`, { is_active: false });
    expect(off.json().status).toBe('inactive');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cargo/user/current', headers: bearer })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/v1/auth/token/', { username: user.username, password: user.password }, {})).statusCode,
    ).toBe(401);
    const on = await post(`${base}/${user.id}/update_settings`, { is_active: true });
    expect(on.json().status).toBe('active');
    await loginAs(t.app, user);
    const actions = (await trailOf(user)).map((entry) => [entry.before, entry.after]);
    expect(actions).toEqual([
      [{ is_active: true }, { is_active: false }],
      [{ is_active: false }, { is_active: true }],
    ]);
    const self = await post(`${base}/${staff.id}/update_settings`, { is_active: false });
    expect(self.json().code).toBe('own_account');
  });

  it('reg_admin does not edit API users', async () => {
    const apiUser = await createApiUser(t.database);
    const res = await post(`${base}/${apiUser.id}/set_verification_count`, { verification_count: 50 });
    expect(res.statusCode).toBe(404);
  });
});
