import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/security-events';
import { pdfText } from '../../../test/pdf-text';
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
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const base = '/api/v1/cargo/security_events';

describe(`security event log (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let staffHeaders: { authorization: string };
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ RATE_LIMIT_ACCOUNT: '3', LOG_LEVEL: 'warn' }, { logStream });
    staff = await createStaff(t.database, { username: 'security_boss' });
    staffHeaders = await authHeader(t.app, staff);
  });
  afterAll(() => t.close());

  /** The events of `kind`, newest first, once the recorder's writes after the responses are done. */
  const eventsOf = async (kind: string) => {
    await t.app.background.drain();
    return t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, kind))
      .orderBy(desc(securityEvents.id));
  };

  it('is for staff only: a guest gets 401, a user and a reports user 403', async () => {
    const user = await createUser(t.database);
    const reports = await createReportsUser(t.database);
    for (const url of [base, `${base}/export`, `${base}/leak_notice?date_from=2026-01-01&date_to=2026-01-02`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: await authHeader(t.app, user) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: await authHeader(t.app, reports) })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'GET', url, headers: staffHeaders })).statusCode).toBe(200);
    }
  });

  it('records every 403 with who was refused, the route and the code', async () => {
    const user = await createUser(t.database, { username: 'curious_user' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/audit_log',
      headers: await authHeader(t.app, user),
    });
    expect(res.statusCode).toBe(403);
    const [event] = (await eventsOf('permission_refusal')).filter((e) => e.actorId === user.id);
    expect(event).toMatchObject({
      actorUsername: 'curious_user',
      address: '127.0.0.1',
      target: 'GET /api/v1/cargo/audit_log',
      details: { code: 'forbidden' },
    });
  });

  it('records a sign-in failure with the login masked, and the lock-out after it', async () => {
    const user = await createUser(t.database, { username: 'locked_out_user' });
    const signIn = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { username, password: 'wrong-password-1' } });
    expect((await signIn('someone.private@example.test')).statusCode).toBe(401);
    const [masked] = await eventsOf('sign_in_failure');
    expect(masked).toMatchObject({
      target: 's***@example.test',
      address: '127.0.0.1',
      details: { code: 'invalid_credentials' },
    });
    expect(JSON.stringify(masked)).not.toContain('wrong-password');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await signIn(user.username)).statusCode);
    expect(statuses).toEqual([401, 401, 401, ...Array<number>(10).fill(429)]);
    // Ten refused attempts are one lock: one event, which counts them and says until when.
    const lockOuts = (await eventsOf('lock_out')).filter((e) => e.target === 'locked_out_user');
    expect(lockOuts).toHaveLength(1);
    expect(lockOuts[0]).toMatchObject({
      address: '127.0.0.1',
      details: { code: 'rate_limited', limit: 'account_address', refused: 10, seconds: expect.any(Number) },
    });
    const { locked_until, seconds } = lockOuts[0].details as { locked_until: string; seconds: number };
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(Date.parse(locked_until)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(lockOuts[0].details)).not.toContain('locked_out_user');
  });

  it('records a download of personal data under its route mark, and not a failed one', async () => {
    const before = (await eventsOf('personal_data_export')).length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/verification_log/by_month/export',
      headers: staffHeaders,
    });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf('personal_data_export');
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toMatchObject({
      actorId: staff.id,
      target: 'verification_statistics',
      details: { route: 'GET /api/v1/cargo/verification_log/by_month/export', params: {} },
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cargo/verification_log/by_month/export?lang=xx',
      headers: staffHeaders,
    });
    expect(refused.statusCode).toBe(400);
    expect(await eventsOf('personal_data_export')).toHaveLength(before + 1);
  });

  it('records staff changes to rights, without names or contacts, and not an edit of names', async () => {
    const user = await createUser(t.database);
    const post = (path: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/cargo/reg_admin/${user.id}/${path}`,
        headers: staffHeaders,
        payload,
      });
    expect((await post('update_settings', { first_name: 'Пётр' })).statusCode).toBe(200);
    expect((await eventsOf('rights_change')).filter((e) => e.target === `user:${user.id}`)).toHaveLength(0);
    expect(
      (await post('update_settings', { first_name: 'Иван', access_level: 'limited', can_do_reports: true })).statusCode,
    ).toBe(200);
    expect((await post('set_verification_count', { verification_count: 5 })).statusCode).toBe(200);
    const events = (await eventsOf('rights_change')).filter((e) => e.target === `user:${user.id}`);
    expect(events.map((e) => e.details.action)).toEqual(['user.quota', 'user.update']);
    expect(events[1]).toMatchObject({
      actorId: staff.id,
      actorUsername: 'security_boss',
      details: { after: { access_level: 'limited', can_do_reports: true } },
    });
    expect(JSON.stringify(events)).not.toContain('Иван');
  });

  it('records an API key issued, and its first use from each address once', async () => {
    const apiUser = await createApiUser(t.database);
    const { key, id } = await createApiKey(t.database, apiUser);
    const issued = (await eventsOf('rights_change')).find((e) => e.target === `api_key:${id}`);
    expect(issued?.details).toMatchObject({ action: 'api_key.issue' });
    expect(JSON.stringify(issued)).not.toContain(key);
    const call = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/verification_ticket',
        headers: apiKeyHeader(key),
        remoteAddress,
      });
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) {
      expect((await call(address)).statusCode).toBe(200);
      await t.app.background.drain();
    }
    const events = (await eventsOf('api_key_new_address')).filter((e) => e.apiKeyId === id);
    expect(events.map((e) => e.address)).toEqual(['10.0.0.2', '10.0.0.1']);
    expect(events[0]).toMatchObject({ actorId: apiUser.id, target: `api_key:${id}` });
  });

  it('lists the log newest first, filtered by kind, actor, address and period, in pages', async () => {
    await t.database.db.insert(securityEvents).values([
      {
        kind: 'permission_refusal',
        address: '192.0.2.7',
        actorUsername: 'filter_probe',
        at: new Date('2025-03-01T10:00:00Z'),
      },
      {
        kind: 'permission_refusal',
        address: '192.0.2.7',
        actorUsername: 'filter_probe',
        at: new Date('2025-03-02T10:00:00Z'),
      },
      {
        kind: 'lock_out',
        address: '192.0.2.7',
        target: 'filter_probe',
        at: new Date('2025-03-02T11:00:00Z'),
        details: { limit: 'address', locked_until: '2025-03-02T11:01:00.000Z', seconds: 60, refused: 4 },
      },
    ]);
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: staffHeaders });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: { kind: string; at: string }[]; count: number; next: string | null }>();
    };
    const byAddress = await list('address=192.0.2.7&page_size=2');
    expect(byAddress.count).toBe(3);
    expect(byAddress.results.map((e) => e.at)).toEqual(['2025-03-02T11:00:00.000Z', '2025-03-02T10:00:00.000Z']);
    expect(byAddress.next).toContain('page=2');
    expect((await list('address=192.0.2.7&kind=lock_out')).count).toBe(1);
    expect((await list('actor=FILTER_pro&date_from=2025-03-02&date_to=2025-03-02')).count).toBe(1);
    for (const [query, field] of [
      ['kind=nonsense', 'kind'],
      ['date_from=2025-03-02&date_to=2025-03-01', 'date_to'],
      ['address=' + 'x'.repeat(46), 'address'],
    ]) {
      const bad = await t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: staffHeaders });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual([field]);
    }
  });

  it('exports the filtered log as CSV or XLSX, and records the export itself', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${base}/export?format=csv&address=192.0.2.7`,
      headers: staffHeaders,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,kind,actor_id,actor_username,api_key_id,address,target,details');
    expect(lines).toHaveLength(4);
    const xlsx = await t.app.inject({ method: 'GET', url: `${base}/export`, headers: staffHeaders });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [exported] = await eventsOf('personal_data_export');
    expect(exported).toMatchObject({ target: 'security_events_export', actorId: staff.id });
  });

  it('pre-fills the leak notice from the events of the period', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/leak_notice?date_from=2025-03-01&date_to=2025-03-02`,
      headers: staffHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Уведомление');
    expect(text).toContain('01.03.2025 — 02.03.2025');
    expect(text).toContain('Отказы в доступе: 2');
    expect(text).toContain('Блокировки входа: 1');
    expect(text).toContain('до 02.03.2025 11:01:00 UTC; отклонено попыток: 4');
    expect(text).toContain('192.0.2.7');
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `${base}/leak_notice?date_from=2025-01-01&date_to=2025-03-01`,
      headers: staffHeaders,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('never fails the request when recording fails, and logs it', async () => {
    const user = await createUser(t.database);
    const userHeaders = await authHeader(t.app, user);
    await t.database.db.execute('ALTER TABLE security_events RENAME TO security_events_away');
    try {
      const res = await t.app.inject({ method: 'GET', url: base, headers: userHeaders });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
      const change = await t.app.inject({
        method: 'POST',
        url: `/api/v1/cargo/reg_admin/${user.id}/set_verification_count`,
        headers: staffHeaders,
        payload: { verification_count: 7 },
      });
      expect(change.statusCode).toBe(200);
      await t.app.background.drain();
      expect(logLines.join('')).toContain('security event not recorded');
    } finally {
      await t.database.db.execute('ALTER TABLE security_events_away RENAME TO security_events');
    }
  });
});
