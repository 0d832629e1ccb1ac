import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth } from '@cargo-sentry/contracts/api-users/api-users';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createStaff,
  type TestUser,
} from '../../../test/factories';
import { incidentRow, insertIncidentRows } from '../../../test/incident-rows';
import { apiKeyCalls, apiKeys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';
import { verificationTickets } from '../../db/schema/verification';

const api = '/api/v1/cargo';

describe(`API key authentication, quota and usage (${testDatabaseKind})`, () => {
  let t: TestApp;
  let apiUser: TestUser;
  beforeAll(async () => {
    // the race below sends 200 calls at once: above the default rates of checks and key calls
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000', RATE_LIMIT_API_KEY: '100000' });
    apiUser = await createApiUser(t.database, { company: 'ООО «Интеграция»' });
    await insertIncidentRows(t.database, [incidentRow({}), incidentRow({ price: 2_000_000 })]);
  });
  afterAll(() => t.close());

  const withKey = (key: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `${api}${url}`, headers: apiKeyHeader(key), payload });
  const openTicket = (key: string) => withKey(key, 'POST', '/verification/get_ticket', { consent: true });

  it('opens tickets on the key’s quota, runs allowed checks and refuses the others with check_disabled', async () => {
    const { key } = await createApiKey(t.database, apiUser, { verification_count: 2, allowed_checks: ['risk'] });
    const ticket = await openTicket(key);
    expect(ticket.statusCode).toBe(201);
    expect(ticket.json().verification_count).toBe(1);
    const id = ticket.json().ticket;

    const risk = await withKey(key, 'POST', '/verification/risk', { ticket: id, autoGos: 'А777АА77' });
    expect(risk.statusCode, risk.body).toBe(200);
    expect(risk.json()).toHaveProperty('resultCode');
    const osago = await withKey(key, 'POST', '/verification/osago', { ticket: id, autoGos: 'А777АА77' });
    expect(osago.statusCode).toBe(403);
    expect(osago.json().code).toBe('check_disabled');
    const ati = await withKey(key, 'GET', `/verification/find_ati_su_id?ticket=${id}&inn=7799000012`);
    expect(ati.json().code).toBe('check_disabled');

    const history = await withKey(key, 'GET', '/verification_ticket');
    expect(history.statusCode).toBe(200);
    expect(history.json().results).toEqual([expect.objectContaining({ id, checks: ['risk'] })]);
    expect((await withKey(key, 'GET', `/verification_ticket/${id}`)).statusCode).toBe(200);

    // the API user's own quota is untouched; the key's is spent
    const [account] = await t.database.db.select().from(users).where(eq(users.id, apiUser.id));
    expect(account.verificationCount).toBe(0);
    expect((await openTicket(key)).statusCode).toBe(201);
    const spent = await openTicket(key);
    expect(spent.statusCode).toBe(402);
    expect(spent.json().code).toBe('out_of_checks');
  });

  it('reads incidents and statistics with a key', async () => {
    const { key } = await createApiKey(t.database, apiUser);
    const list = await withKey(key, 'GET', '/incident?page_size=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(2);
    const id = list.json().results[0].id;
    expect((await withKey(key, 'GET', `/incident/${id}`)).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/incident/get_summary')).json().total).toBe(2);
    expect((await withKey(key, 'GET', '/incident/get_statistics')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/incident/map_clusters?bbox=19,41,180,82&zoom=3')).statusCode).toBe(200);
  });

  it('refuses a key on every route that does not take one, and a key that is not one', async () => {
    const { key } = await createApiKey(t.database, apiUser);
    for (const [method, url] of [
      ['GET', '/user/current'],
      ['GET', '/api_user'],
      ['GET', '/reg_admin'],
      ['GET', '/incident/export_excel'],
      ['POST', '/feedback'],
    ] as const) {
      const res = await withKey(key, method, url, method === 'POST' ? { text: 'hi' } : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', detail: 'This endpoint does not accept API keys' });
    }
    for (const wrong of [
      'cs_000000000000_' + 'A'.repeat(43),
      key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'),
      'x',
    ]) {
      const res = await withKey(wrong, 'GET', '/incident');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('api_key_invalid');
    }
    // the key is no bearer token, and no other header carries it
    const asBearer = await t.app.inject({ url: `${api}/incident`, headers: { authorization: `Bearer ${key}` } });
    expect(asBearer.json().code).toBe('token_invalid');
    const asHeader = await t.app.inject({ url: `${api}/incident`, headers: { 'x-api-key': key } });
    expect(asHeader.json().code).toBe('not_authenticated');
    expect(
      (await t.app.inject({ url: `${api}/incident`, headers: { authorization: `api-key ${key}` } })).statusCode,
    ).toBe(200);
  });

  it('refuses a revoked key, an expired key and the key of an inactive API user with 401', async () => {
    const staffHeaders = await authHeader(t.app, await createStaff(t.database));
    const revoked = await createApiKey(t.database, apiUser);
    expect((await withKey(revoked.key, 'GET', '/incident')).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `${api}/api_user/${apiUser.id}/keys/${revoked.id}`,
      headers: staffHeaders,
    });
    const afterRevoke = await withKey(revoked.key, 'GET', '/incident');
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().code).toBe('api_key_invalid');

    const expiring = await createApiKey(t.database, apiUser, { expires_on: new Date().toISOString().slice(0, 10) });
    expect((await withKey(expiring.key, 'GET', '/incident')).statusCode).toBe(200);
    await t.database.db.update(apiKeys).set({ expiresOn: '2020-01-01' }).where(eq(apiKeys.id, expiring.id));
    expect((await withKey(expiring.key, 'GET', '/incident')).json().code).toBe('api_key_invalid');

    const other = await createApiUser(t.database);
    const { key } = await createApiKey(t.database, other);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    expect((await withKey(key, 'GET', '/incident')).statusCode).toBe(401);
  });

  it('never overspends a key: 200 concurrent tickets on a quota of 50 give exactly 50', async () => {
    const racer = await createApiUser(t.database);
    const { key, id } = await createApiKey(t.database, racer, { verification_count: 50 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => openTicket(key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.verificationCount).toBe(0);
    const tickets = await t.database.db
      .select()
      .from(verificationTickets)
      .where(eq(verificationTickets.userId, racer.id));
    expect(tickets).toHaveLength(50);
    expect(tickets.every((ticket) => ticket.spentCheck)).toBe(true);
  });

  it('logs every call with a key and counts them per month, endpoint, check and day', async () => {
    const staffHeaders = await authHeader(t.app, await createStaff(t.database));
    const counted = await createApiUser(t.database);
    const first = await createApiKey(t.database, counted, { allowed_checks: ['risk'] });
    const idle = await createApiKey(t.database, counted, { name: 'ERP' });
    const ticket = (await openTicket(first.key)).json().ticket;
    await withKey(first.key, 'POST', '/verification/risk', { ticket, autoGos: 'А777АА77' });
    await withKey(first.key, 'POST', '/verification/risk', { ticket, autoGos: '!' });
    await withKey(first.key, 'POST', '/verification/osago', { ticket, autoGos: 'А777АА77' });
    await withKey(first.key, 'GET', `/incident?s=${encodeURIComponent('Иванов')}`);
    await withKey(first.key, 'GET', '/user/current');

    const res = await t.app.inject({ url: `${api}/api_user/${counted.id}/usage`, headers: staffHeaders });
    expect(res.statusCode).toBe(200);
    const usage = res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.month).toBe(currentMonth());
    expect(usage.keys).toHaveLength(2);
    const [firstUsage, idleUsage] = usage.keys;
    expect(firstUsage).toMatchObject({ key_id: first.id, calls: 6, client_errors: 3, server_errors: 0 });
    expect(idleUsage).toEqual({
      key_id: idle.id,
      name: 'ERP',
      prefix: idle.prefix,
      calls: 0,
      client_errors: 0,
      server_errors: 0,
      by_endpoint: [],
      by_check: [],
      by_day: [],
    });
    expect(firstUsage.by_endpoint).toEqual([
      { endpoint: 'POST /verification/risk', calls: 2, client_errors: 1, server_errors: 0 },
      { endpoint: 'GET /incident', calls: 1, client_errors: 0, server_errors: 0 },
      { endpoint: 'GET /user/current', calls: 1, client_errors: 1, server_errors: 0 },
      { endpoint: 'POST /verification/get_ticket', calls: 1, client_errors: 0, server_errors: 0 },
      { endpoint: 'POST /verification/osago', calls: 1, client_errors: 1, server_errors: 0 },
    ]);
    expect(firstUsage.by_check).toEqual([
      { check: 'risk', calls: 2, client_errors: 1, server_errors: 0 },
      { check: 'osago', calls: 1, client_errors: 1, server_errors: 0 },
    ]);
    expect(firstUsage.by_day).toEqual([{ day: today, calls: 6, client_errors: 3, server_errors: 0 }]);

    // no query string, body or personal data in the log; the key's last use is kept
    const rows = await t.database.db.select().from(apiKeyCalls).where(eq(apiKeyCalls.keyId, first.id));
    expect(JSON.stringify(rows)).not.toMatch(/Иванов|А777АА77|%D0/);
    expect(rows.every((row) => row.durationMs >= 0 && row.apiUserId === counted.id)).toBe(true);
    const [keyRow] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, first.id));
    expect(keyRow.lastUsedAt).not.toBeNull();

    const list = await t.app.inject({ url: `${api}/api_user/${counted.id}`, headers: staffHeaders });
    expect(list.json()).toMatchObject({ calls_this_month: 6, keys_count: 2 });
    const lastYear = await t.app.inject({
      url: `${api}/api_user/${counted.id}/usage?month=2020-01`,
      headers: staffHeaders,
    });
    expect(lastYear.json().keys.map((k: { calls: number }) => k.calls)).toEqual([0, 0]);
  });
});

describe(`API key rate limit (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_KEY: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 in the one error shape once a key has used its calls, other keys unaffected', async () => {
    const apiUser = await createApiUser(t.database);
    const [busy, calm] = [await createApiKey(t.database, apiUser), await createApiKey(t.database, apiUser)];
    const call = (key: string) => t.app.inject({ url: '/api/v1/cargo/incident', headers: apiKeyHeader(key) });
    for (let i = 0; i < 3; i += 1) expect((await call(busy.key)).statusCode).toBe(200);
    const limited = await call(busy.key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', detail: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(calm.key)).statusCode).toBe(200);
  });
});
