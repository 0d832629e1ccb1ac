import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createReportsUser, createStaff, createUser } from '../../../test/factories';

describe(`reg_admin routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    staffHeaders = await authHeader(t.app, await createStaff(t.database, { username: 'boss' }));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = staffHeaders) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists accounts by status with search and page links', async () => {
    for (let i = 0; i < 3; i += 1) await createUser(t.database, { company: 'ООО «Поиск»', awaitingVerification: true });
    await createUser(t.database, { company: 'ООО «Поиск»' });
    const res = await get('/api/v1/cargo/reg_admin?status=pending&s=%D0%9F%D0%BE%D0%B8%D1%81%D0%BA&page_size=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results).toHaveLength(2);
    expect(body.results.every((u: { status: string }) => u.status === 'pending')).toBe(true);
    expect(body.next).toMatch(/^\/api\/v1\/cargo\/reg_admin\?.*page=2/);
    expect(body.previous).toBeNull();
    const second = await get(body.next);
    expect(second.json().results).toHaveLength(1);
    expect(second.json().next).toBeNull();
    expect(second.json().previous).toMatch(/page=1/);
  });

  it('shows one account and answers 404 for an unknown id', async () => {
    const user = await createUser(t.database);
    const res = await get(`/api/v1/cargo/reg_admin/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, status: 'active', last_login: null });
    expect(res.json()).not.toHaveProperty('password_hash');
    const missing = await get('/api/v1/cargo/reg_admin/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('user_not_found');
  });

  it('activating an active account changes nothing and mails nothing', async () => {
    const user = await createUser(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/reg_admin/${user.id}/activate`,
      headers: staffHeaders,
    });
    expect(res.statusCode).toBe(200);
    await t.app.background.drain();
    const mails = await get(`/api/v1/cargo/mail_outbox?to=${encodeURIComponent(user.email)}`);
    expect(mails.json().results).toHaveLength(0);
  });

  it('rejects bad query values and ids', async () => {
    expect((await get('/api/v1/cargo/reg_admin?status=weird')).statusCode).toBe(400);
    expect((await get('/api/v1/cargo/reg_admin?page=0')).statusCode).toBe(400);
    expect((await get('/api/v1/cargo/reg_admin/abc')).statusCode).toBe(400);
  });

  it('is for staff only: 403 for users and report users, 401 for guests', async () => {
    const pending = await createUser(t.database, { awaitingVerification: true });
    for (const user of [await createUser(t.database), await createReportsUser(t.database)]) {
      const headers = await authHeader(t.app, user);
      expect((await get('/api/v1/cargo/reg_admin', headers)).statusCode).toBe(403);
      const activate = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cargo/reg_admin/${pending.id}/activate`,
        headers,
      });
      expect(activate.statusCode).toBe(403);
      expect(activate.json().code).toBe('forbidden');
    }
    expect((await get('/api/v1/cargo/reg_admin', {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/cargo/reg_admin/${pending.id}/activate` })).statusCode,
    ).toBe(401);
  });
});
