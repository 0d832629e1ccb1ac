import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStaff } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

describe(`an account's IP allow-list is enforced (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    staffHeaders = await authHeader(t.app, await createStaff(t.database));
  });
  afterAll(() => t.close());

  const signIn = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username, password: 'Amber-Violin-58' },
      remoteAddress,
    });
  const current = (access: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/user/current',
      headers: { authorization: `Bearer ${access}` },
      remoteAddress,
    });

  it('signs in and serves requests from the allowed network only, IPv4-mapped IPv6 included', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/reg_admin/create_user',
      headers: staffHeaders,
      payload: {
        username: 'office_only',
        email: 'office@example.test',
        company: 'ООО «Офис»',
        password: 'Amber-Violin-58',
        allowed_ips: ['192.0.2.0/24'],
      },
    });
    expect(created.statusCode).toBe(201);

    const outside = await signIn('office_only', '198.51.100.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 'ip_not_allowed', detail: expect.stringContaining('address') });

    const inside = await signIn('office_only', '::ffff:192.0.2.44');
    expect(inside.statusCode).toBe(200);
    const { access, refresh } = inside.json();
    expect((await current(access, '192.0.2.45')).statusCode).toBe(200);

    // the same token from elsewhere: refused on every request, refresh included
    const stolen = await current(access, '203.0.113.5');
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('ip_not_allowed');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      payload: { refresh },
      remoteAddress: '203.0.113.5',
    });
    expect(refreshed.statusCode).toBe(403);

    // staff widen the list: the other address works at once
    const id = created.json().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/reg_admin/${id}/update_settings`,
      headers: staffHeaders,
      payload: { allowed_ips: ['192.0.2.0/24', '203.0.113.5'] },
    });
    expect((await current(access, '203.0.113.5')).statusCode).toBe(200);
    // and an empty list allows any address
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/reg_admin/${id}/update_settings`,
      headers: staffHeaders,
      payload: { allowed_ips: [] },
    });
    expect((await signIn('office_only', '198.51.100.9')).statusCode).toBe(200);
  });

  it('a wrong password from a refused address still answers invalid_credentials (tells nothing)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: 'office_only', password: 'wrong-password-1' },
      remoteAddress: '198.51.100.9',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });
});
