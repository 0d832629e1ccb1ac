import { linksAnswerSchema } from '@cargo-sentry/contracts/identity-links/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { askLinks, graphOf, plantSource } from '../../../test/identity-links';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const api = '/api/v1/cargo';
const phone = '+79250003344';
const stranger = 'Рахимов Тимур Ринатович 21.11.1991';

describe(`link explorer routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.database);
    user = await createUser(t.database, { inn: '7736050003' });
    other = await createUser(t.database, { inn: '6671163413' });
    // another company's check of the phone with someone else
    await plantSource(t.database.db, 'ticket', 'ticket-of-b', '2026-11-12', other, [
      ['driver', 'phone', phone],
      ['driver', 'person', stranger],
    ]);
  });
  afterAll(() => t.close());

  it('lets every signed-in person walk the links, staff alone change sharing, and no API key in (the access matrix)', async () => {
    const apiUser = await createApiUser(t.database);
    const { key } = await createApiKey(t.database, apiUser);
    const roles: Record<string, Record<string, string> | undefined> = {
      guest: undefined,
      user: await authHeader(t.app, user),
      limited: await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' })),
      reports: await authHeader(t.app, await createReportsUser(t.database)),
      demo: await authHeader(t.app, await createUser(t.database, { demo: true })),
      staff: await authHeader(t.app, staff),
      api_key: apiKeyHeader(key),
    };
    const routes = [
      ['GET', `/links?kind=phone&value=${encodeURIComponent(phone)}`],
      ['GET', '/links/settings'],
      ['PUT', '/links/settings'],
    ] as const;
    const expected: Record<string, number[]> = {
      guest: [401, 401, 401],
      user: [200, 403, 403],
      limited: [200, 403, 403],
      reports: [200, 403, 403],
      demo: [200, 403, 403],
      staff: [200, 200, 200],
      api_key: [403, 403, 403],
    };
    const answered: Record<string, number[]> = {};
    for (const [role, headers] of Object.entries(roles)) {
      answered[role] = [];
      for (const [method, url] of routes) {
        const res = await t.app.inject({
          method,
          url: `${api}${url}`,
          headers,
          ...(method === 'PUT' ? { payload: { sharing_between_companies: true } } : {}),
        });
        answered[role].push(res.statusCode);
      }
    }
    expect(answered).toEqual(expected);
  });

  it('reads sharing as on until staff turn it off, records who did, and then reads no other company’s check', async () => {
    const headers = await authHeader(t.app, staff);
    const read = await t.app.inject({ url: `${api}/links/settings`, headers });
    expect(read.json()).toEqual({ sharing_between_companies: true });

    const before = graphOf(
      linksAnswerSchema.parse((await askLinks(t.app, user, { kind: 'phone', value: phone })).json()),
    );
    expect(before.nodes.get('hidden:1')).toMatchObject({ kind: 'hidden', value: null });

    const off = await t.app.inject({
      method: 'PUT',
      url: `${api}/links/settings`,
      headers,
      payload: { sharing_between_companies: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ sharing_between_companies: false });
    expect((await t.app.inject({ url: `${api}/links/settings`, headers })).json()).toEqual({
      sharing_between_companies: false,
    });
    const audit = await t.app.inject({ url: `${api}/audit_log?action=settings.update`, headers });
    expect(audit.json().results).toEqual([
      expect.objectContaining({
        actor_username: staff.username,
        target_type: 'settings',
        target_id: 'identity_links',
        before: { sharing_between_companies: true },
        after: { sharing_between_companies: false },
      }),
    ]);

    const after = linksAnswerSchema.parse((await askLinks(t.app, user, { kind: 'phone', value: phone })).json());
    expect(after.nodes.map((n) => n.id)).toEqual([`phone:${phone}`]);
    expect(after.edges).toEqual([]);
    // the owner's own company and staff still see the check
    expect((await askLinks(t.app, other, { kind: 'phone', value: phone })).json().nodes).toHaveLength(2);
    expect((await askLinks(t.app, staff, { kind: 'phone', value: phone })).json().nodes).toHaveLength(2);

    await t.app.inject({
      method: 'PUT',
      url: `${api}/links/settings`,
      headers,
      payload: { sharing_between_companies: true },
    });
  });

  it('refuses settings that are not the contract’s', async () => {
    const headers = await authHeader(t.app, staff);
    for (const payload of [{}, { sharing_between_companies: 'yes' }, { sharing_between_companies: null }]) {
      const res = await t.app.inject({ method: 'PUT', url: `${api}/links/settings`, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('names another company’s check in the language asked, or the user’s own', async () => {
    const en = linksAnswerSchema.parse(
      (await askLinks(t.app, user, { kind: 'phone', value: phone, lang: 'en' })).json(),
    );
    expect(en.nodes.find((n) => n.kind === 'hidden')?.label).toBe(
      'another person (another company’s check, 12.11.2026)',
    );
    const ru = linksAnswerSchema.parse((await askLinks(t.app, user, { kind: 'phone', value: phone })).json());
    expect(ru.nodes.find((n) => n.kind === 'hidden')?.label).toBe('другое лицо (проверка другой компании, 12.11.2026)');
  });
});
