import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createReportsUser, createStaff, createUser, loginAs } from '../../../test/factories';
import { apiKeys } from '../../db/schema/api-keys';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

const base = '/api/v1/cargo/api_user';
const newApiUser = {
  company: 'ООО «ТрансЛогистик»',
  first_name: 'Анна',
  last_name: 'Смирнова',
  email: 'it@translogistic.example',
};
const newKey = { name: 'TMS production', verification_count: 50, allowed_checks: ['risk', 'osago'] };

describe(`API users and keys, staff endpoints (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    staffHeaders = await authHeader(t.app, await createStaff(t.database, { username: 'keymaster' }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = staffHeaders) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });
  const createApiUser = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', base, { ...newApiUser, email: `${Math.random()}@api.example`, ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; username: string }>();
  };

  it('creates an API user without a usable password, and audits it', async () => {
    const res = await call('POST', base, newApiUser);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      ...newApiUser,
      access_level: 'full',
      is_active: true,
      keys_count: 0,
      calls_this_month: 0,
      username: expect.stringMatching(/^api_[0-9a-f]{10}$/),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ isApiUser: true, isStaff: false, verificationCount: 0 });
    expect(row.passwordHash).not.toMatch(/^\$argon2|^scrypt\$/);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.create',
        targetType: 'user',
        actorUsername: 'keymaster',
        after: expect.objectContaining({ company: newApiUser.company, email: newApiUser.email }),
      }),
    ]);
  });

  it('refuses a sign-in as an API user, whatever password it is given', async () => {
    const created = await createApiUser();
    // an API user made by hand with a real password: the sign-in still refuses it
    await expect(loginAs(t.app, { username: created.username, password: '!api-user: no password' })).rejects.toThrow(
      /401/,
    );
    const withPassword = await createUser(t.database, { isApiUser: true });
    await expect(loginAs(t.app, withPassword)).rejects.toThrow(/401/);
  });

  it('lists API users only, searched and paged, and shows one', async () => {
    await createUser(t.database, { company: 'Поиск-Транс обычный' });
    const first = await createApiUser({ company: 'Поиск-Транс' });
    await createApiUser({ company: 'Поиск-Транс 2' });
    const res = await call('GET', `${base}?s=${encodeURIComponent('поиск-транс')}&page_size=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, previous: null, next: expect.stringMatching(/page=2/) });
    const all = await call('GET', `${base}?page_size=100`);
    expect(all.json().results.every((u: { company: string }) => !u.company.includes('обычный'))).toBe(true);
    const one = await call('GET', `${base}/${first.id}`);
    expect(one.json()).toMatchObject({ id: first.id, company: 'Поиск-Транс' });
    const plain = await createUser(t.database);
    expect((await call('GET', `${base}/${plain.id}`)).json().code).toBe('user_not_found');
    expect((await call('GET', `${base}/999999`)).statusCode).toBe(404);
  });

  it('updates an API user, keeps e-mails unique, and audits before and after', async () => {
    const created = await createApiUser();
    const res = await call('PUT', `${base}/${created.id}`, {
      ...newApiUser,
      email: 'new-contact@api.example',
      company: 'Новая компания',
      is_active: false,
      access_level: 'limited',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company: 'Новая компания', is_active: false, access_level: 'limited' });
    const taken = await createUser(t.database);
    const clash = await call('PUT', `${base}/${created.id}`, { ...newApiUser, email: taken.email.toUpperCase() });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ code: 'email_taken', fields: { email: ['email_taken'] } });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(created.id)), eq(auditLog.action, 'user.update')));
    expect(entry.before).toMatchObject({ company: newApiUser.company, is_active: true });
    expect(entry.after).toMatchObject({ company: 'Новая компания', is_active: false });
    const plain = await createUser(t.database);
    expect((await call('PUT', `${base}/${plain.id}`, newApiUser)).statusCode).toBe(404);
  });

  it('issues a key shown once, stores only its prefix and hash, lists and revokes it', async () => {
    const apiUser = await createApiUser();
    const res = await call('POST', `${base}/${apiUser.id}/keys`, { ...newKey, expires_on: '2099-12-31' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const issued = res.json();
    expect(issued).toMatchObject({
      name: 'TMS production',
      verification_count: 50,
      verification_total: 50,
      allowed_checks: ['risk', 'osago'],
      expires_on: '2099-12-31',
      status: 'active',
      revoked_at: null,
      last_used_at: null,
    });
    expect(issued.key).toMatch(/^cs_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(issued.key.startsWith(`${issued.prefix}_`)).toBe(true);

    // the database holds no secret: nothing in the row contains the key's secret part
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
    const secret = issued.key.slice(issued.prefix.length + 1);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'api_key'));
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(audit.map((a) => a.action)).toContain('api_key.issue');

    const list = await call('GET', `${base}/${apiUser.id}/keys`);
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([expect.objectContaining({ id: issued.id, prefix: issued.prefix })]);
    expect(list.body).not.toContain(secret);
    expect(list.json().results[0]).not.toHaveProperty('key');
    expect((await call('GET', `${base}/${apiUser.id}`)).json().keys_count).toBe(1);

    const revoked = await call('DELETE', `${base}/${apiUser.id}/keys/${issued.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    const again = await call('DELETE', `${base}/${apiUser.id}/keys/${issued.id}`);
    expect(again.json().revoked_at).toBe(revoked.json().revoked_at);
    const revokes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(issued.id)), eq(auditLog.action, 'api_key.revoke')));
    expect(revokes).toHaveLength(1);
    expect((await call('GET', `${base}/${apiUser.id}`)).json().keys_count).toBe(0);
    const other = await createApiUser();
    expect((await call('DELETE', `${base}/${other.id}/keys/${issued.id}`)).statusCode).toBe(404);
  });

  it('refuses bad key requests: validation, unknown user, too many keys', async () => {
    const apiUser = await createApiUser();
    const url = `${base}/${apiUser.id}/keys`;
    const bad = [
      { ...newKey, name: '' },
      { ...newKey, name: 'x'.repeat(101) },
      { ...newKey, verification_count: -1 },
      { ...newKey, verification_count: 1_000_001 },
      { ...newKey, verification_count: 1.5 },
      { ...newKey, allowed_checks: ['risk', 'risk'] },
      { ...newKey, allowed_checks: ['teleport'] },
      { ...newKey, expires_on: '2000-01-01' },
      { ...newKey, expires_on: '2026-02-31' },
      { name: 'no quota' },
    ];
    for (const payload of bad) {
      const res = await call('POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await call('POST', `${base}/999999/keys`, newKey)).statusCode).toBe(404);
    for (let i = 0; i < 20; i += 1) expect((await call('POST', url, newKey)).statusCode).toBe(201);
    const over = await call('POST', url, newKey);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ name: ['too_many_keys'] });
  });

  it('refuses bad API user input', async () => {
    for (const payload of [
      {},
      { ...newApiUser, company: '   ' },
      { ...newApiUser, email: 'not-an-email' },
      { ...newApiUser, access_level: 'root' },
      { ...newApiUser, first_name: 'a\u0000b' },
    ]) {
      expect((await call('POST', base, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', `${base}?page=0`)).statusCode).toBe(400);
    expect((await call('GET', `${base}/1/usage?month=2026-13`)).statusCode).toBe(400);
    expect((await call('GET', `${base}/abc`)).statusCode).toBe(400);
  });

  it('is for staff only: 403 for users and report users, 401 for guests', async () => {
    const apiUser = await createApiUser();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', base],
      ['POST', base, newApiUser],
      ['GET', `${base}/${apiUser.id}`],
      ['PUT', `${base}/${apiUser.id}`, newApiUser],
      ['GET', `${base}/${apiUser.id}/keys`],
      ['POST', `${base}/${apiUser.id}/keys`, newKey],
      ['DELETE', `${base}/${apiUser.id}/keys/1`],
      ['GET', `${base}/${apiUser.id}/usage`],
    ];
    for (const user of [await createUser(t.database), await createReportsUser(t.database)]) {
      const headers = await authHeader(t.app, user);
      for (const [method, url, payload] of routes) {
        const res = await call(method, url, payload, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {} as typeof staffHeaders)).statusCode).toBe(401);
    }
  });
});
