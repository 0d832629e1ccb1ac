import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
} from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { recordAudit } from './service';

const url = '/api/v1/cargo/audit_log';

describe(`GET audit_log (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const alice = await createStaff(t.database, { username: 'alice_staff' });
    const bob = await createStaff(t.database, { username: 'bob_staff' });
    staffHeaders = await authHeader(t.app, alice);
    await recordAudit(
      t.database.db,
      alice,
      'user.quota',
      { type: 'user', id: 7 },
      {
        before: { verification_count: 1 },
        after: { verification_count: 9 },
      },
    );
    await recordAudit(t.database.db, bob, 'user.delete', { type: 'user', id: 8 }, { before: { username: 'gone' } });
    await recordAudit(t.database.db, bob, 'api_key.issue', { type: 'api_key', id: 3 }, { after: { name: 'TMS' } });
    await t.database.db.insert(auditLog).values({
      actorId: alice.id,
      actorUsername: 'alice_staff',
      action: 'user.update',
      targetType: 'user',
      targetId: '7',
      at: new Date('2026-01-15T12:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = staffHeaders) =>
    t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });

  it('lists entries newest first with before and after', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.results.map((e: { action: string }) => e.action)).toEqual([
      'api_key.issue',
      'user.delete',
      'user.quota',
      'user.update',
    ]);
    expect(body.results[2]).toMatchObject({
      actor_username: 'alice_staff',
      target_type: 'user',
      target_id: '7',
      before: { verification_count: 1 },
      after: { verification_count: 9 },
    });
  });

  it('filters by who, action, target and period', async () => {
    const actions = async (query: string) => (await get(query)).json().results.map((e: { action: string }) => e.action);
    expect(await actions('actor=BOB')).toEqual(['api_key.issue', 'user.delete']);
    expect(await actions('action=user.delete')).toEqual(['user.delete']);
    expect(await actions('target_type=user&target_id=7')).toEqual(['user.quota', 'user.update']);
    expect(await actions('date_from=2026-01-15&date_to=2026-01-15')).toEqual(['user.update']);
    expect(await actions('date_to=2026-01-14')).toEqual([]);
    expect((await get('page_size=1&page=2')).json()).toMatchObject({
      count: 4,
      next: expect.stringContaining('page=3'),
    });
  });

  it('refuses bad filters', async () => {
    for (const query of [
      'action=user.fly',
      'target_type=planet',
      'date_from=2026-13-01',
      'date_from=2026-02-01&date_to=2026-01-01',
      'page=0',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('is for staff only', async () => {
    const apiUser = await createApiUser(t.database);
    const { key } = await createApiKey(t.database, apiUser);
    for (const headers of [
      await authHeader(t.app, await createUser(t.database)),
      await authHeader(t.app, await createReportsUser(t.database)),
      apiKeyHeader(key),
    ]) {
      expect((await get('', headers)).statusCode).toBe(403);
    }
    expect((await get('', {})).statusCode).toBe(401);
  });
});
