import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authHeader,
  createApiKey,
  createApiUser,
  apiKeyHeader,
  createReportsUser,
  createStaff,
  createUser,
  loginAs,
} from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';

const createUrl = '/api/v1/cargo/reg_admin/create_user';

describe(`reg_admin create_user and delete (${testDatabaseKind})`, () => {
  const lines: string[] = [];
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => lines.push(line) } });
    staff = await createStaff(t.database, { username: 'creator' });
    staffHeaders = await authHeader(t.app, staff);
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers: Record<string, string> = staffHeaders) =>
    t.app.inject({ method: 'POST', url: createUrl, headers, payload });
  const mailTo = async (email: string) => {
    await t.app.background.drain();
    return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  };
  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));

  it('creates an active account with a generated password that is e-mailed, never answered or logged', async () => {
    const res = await create({
      username: 'new.driver_1',
      email: 'new.driver@example.test',
      company: 'ООО «Новая»',
      position: 'Диспетчер',
      notification_language: 'en',
      subscribed: false,
      access_level: 'limited',
      allowed_ips: ['10.0.0.0/8', '2001:db8::1'],
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'new.driver_1',
      status: 'active',
      access_level: 'limited',
      notification_language: 'en',
      subscribed: false,
      position: 'Диспетчер',
      allowed_ips: ['10.0.0.0/8', '2001:db8::1'],
    });
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    const [mail] = await mailTo('new.driver@example.test');
    const password = /Password: (\S+)/.exec(mail.bodyText)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(mail.subject).toBe('Cargo Sentry: your account');
    expect(lines.join('\n')).not.toContain(password);
    // the mailed password signs in (from an allowed address)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: 'new.driver_1', password },
      remoteAddress: '10.1.2.3',
    });
    expect(signIn.statusCode).toBe(200);
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: 'user.create', actorId: staff.id, before: null });
    expect(entry.after).toMatchObject({ username: 'new.driver_1', access_level: 'limited' });
    expect(JSON.stringify(entry.after)).not.toContain(password);
  });

  it('takes a password staff chose and mails only the login', async () => {
    const res = await create({
      username: 'chosen',
      email: 'chosen@example.test',
      company: 'X',
      password: 'Zebra-Lantern-91',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailTo('chosen@example.test');
    expect(mail.bodyText).not.toContain('Zebra-Lantern-91');
    expect(mail.bodyText).toContain('Логин: chosen');
    await loginAs(t.app, { username: 'chosen', password: 'Zebra-Lantern-91' });
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'кириллица', email: 'a@example.test', company: 'X' }, 'username'],
      [{ username: 'ok_name', email: 'not-mail', company: 'X' }, 'email'],
      [{ username: 'ok_name', email: 'a@example.test', company: '' }, 'company'],
      [{ username: 'ok_name', email: 'a@example.test', company: 'X', password: 'short' }, 'password'],
      [{ username: 'ok_name', email: 'a@example.test', company: 'X', allowed_ips: ['10.0.0.300'] }, 'allowed_ips.0'],
      [{ username: 'ok_name', email: 'a@example.test', company: 'X', allowed_ips: ['10.0.0.0/33'] }, 'allowed_ips.0'],
      [{ username: 'ok_name', email: 'a@example.test', company: 'X', access_level: 'half' }, 'access_level'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    const common = await create({
      username: 'ok_name',
      email: 'a@example.test',
      company: 'X',
      password: 'password123',
    });
    expect(common.json().code).toBe('password_too_weak');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'ok_name'))).toHaveLength(0);
  });

  it('refuses a taken username or e-mail, whatever the case', async () => {
    const existing = await createUser(t.database, { username: 'taken_one' });
    const byName = await create({ username: 'TAKEN_ONE', email: 'free@example.test', company: 'X' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject({ code: 'username_taken', fields: { username: ['username_taken'] } });
    const byEmail = await create({ username: 'free_one', email: existing.email.toUpperCase(), company: 'X' });
    expect(byEmail.json()).toMatchObject({ code: 'email_taken', fields: { email: ['email_taken'] } });
  });

  it('deletes an account: anonymised, signed out, gone from the list, its audit trail kept', async () => {
    const victim = await createUser(t.database, { firstName: 'Удаляемый', company: 'ООО «Ушли»' });
    const session = await loginAs(t.app, victim);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/reg_admin/${victim.id}/set_verification_count`,
      headers: staffHeaders,
      payload: { verification_count: 7 },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cargo/reg_admin/${victim.id}`,
      headers: staffHeaders,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({
      username: `deleted_${victim.id}`,
      email: `deleted_${victim.id}@deleted.invalid`,
      firstName: '',
      phone: '',
      isActive: false,
      company: 'ООО «Ушли»',
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/user/current',
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(current.statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: victim.username, password: victim.password },
    });
    expect(relogin.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/cargo/reg_admin/${victim.id}`, headers: staffHeaders }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/reg_admin?s=%D0%A3%D1%88%D0%BB%D0%B8',
      headers: staffHeaders,
    });
    expect(list.json().count).toBe(0);
    const trail = await auditOf(victim.id);
    expect(trail.map((entry) => entry.action).sort()).toEqual(['user.delete', 'user.quota']);
    const deletion = trail.find((entry) => entry.action === 'user.delete');
    expect(deletion?.before).toEqual({ username: victim.username, company: 'ООО «Ушли»', status: 'active' });
    // deleting again: the account is gone
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cargo/reg_admin/${victim.id}`,
      headers: staffHeaders,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete one’s own account or an API user', async () => {
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cargo/reg_admin/${staff.id}`,
      headers: staffHeaders,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('own_account');
    const apiUser = await createApiUser(t.database);
    const api = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cargo/reg_admin/${apiUser.id}`,
      headers: staffHeaders,
    });
    expect(api.statusCode).toBe(404);
  });

  it('is for staff only: users, report users and API keys are refused', async () => {
    const target = await createUser(t.database);
    const apiUser = await createApiUser(t.database);
    const { key } = await createApiKey(t.database, apiUser);
    const refusals = [
      [await authHeader(t.app, await createUser(t.database)), 403],
      [await authHeader(t.app, await createReportsUser(t.database)), 403],
      [apiKeyHeader(key), 403],
      [{}, 401],
    ] as const;
    for (const [headers, status] of refusals) {
      const created = await create({ username: `nope_${status}`, email: 'nope@example.test', company: 'X' }, headers);
      expect(created.statusCode).toBe(status);
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/cargo/reg_admin/${target.id}`, headers });
      expect(deleted.statusCode).toBe(status);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row.deletedAt).toBeNull();
  });
});
