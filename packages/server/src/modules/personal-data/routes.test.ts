import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
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
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const base = '/api/v1/cargo/personal_data';

/** Retention periods and destruction acts (issue 28 §1-§2): who may read and change them, and their bounds. */
describe(`personal data routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;
  let reports: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.database);
    user = await createUser(t.database);
    reports = await createReportsUser(t.database);
  });
  afterAll(() => t.close());

  const call = async (who: TestUser | null, url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? await authHeader(t.app, who) : {} });

  it('retention is staff’s alone: 401 for a guest, 403 for a user, a reports user and an API key', async () => {
    expect((await call(null, `${base}/retention`)).statusCode).toBe(401);
    expect((await call(user, `${base}/retention`)).statusCode).toBe(403);
    expect((await call(reports, `${base}/retention`)).statusCode).toBe(403);
    expect((await call(reports, `${base}/retention`, 'PUT', defaultRetentionSettings)).statusCode).toBe(403);
    const { key } = await createApiKey(t.database, await createApiUser(t.database));
    expect((await t.app.inject({ url: `${base}/retention`, headers: apiKeyHeader(key) })).statusCode).toBe(403);
  });

  it('acts are read by staff and reports users, not by others', async () => {
    expect((await call(null, `${base}/acts`)).statusCode).toBe(401);
    expect((await call(user, `${base}/acts`)).statusCode).toBe(403);
    expect((await call(user, `${base}/acts/1/act.pdf`)).statusCode).toBe(403);
    const listed = await call(reports, `${base}/acts`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ results: [], count: 0, next: null, previous: null });
    expect((await call(staff, `${base}/acts`)).statusCode).toBe(200);
    expect((await call(staff, `${base}/acts/1/act.pdf`)).json()).toMatchObject({ code: 'not_found' });
  });

  it('reads the defaults, stores a change and records it in the audit trail', async () => {
    expect((await call(staff, `${base}/retention`)).json()).toEqual(defaultRetentionSettings);
    const next = {
      ...defaultRetentionSettings,
      ticket_content: 180,
      register_rows: { ...defaultRetentionSettings.register_rows, passports: 30 },
    };
    const saved = await call(staff, `${base}/retention`, 'PUT', next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(next);
    expect((await call(staff, `${base}/retention`)).json()).toEqual(next);
    const audit = await call(staff, '/api/v1/cargo/audit_log?action=settings.update');
    expect(JSON.stringify(audit.json())).toContain('personal_data_retention');
  });

  it('states the configured periods to anyone, for the policy page', async () => {
    const res = await call(null, `${base}/periods`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ticket_content: 180, check_photos: 30, passport_scans: 0 });
  });

  it.each([
    ['a period below its bounds', { ...defaultRetentionSettings, ticket_content: 0 }, 'ticket_content'],
    ['a period above its bounds', { ...defaultRetentionSettings, check_photos: 366 }, 'check_photos'],
    ['a kept passport scan', { ...defaultRetentionSettings, passport_scans: 1 }, 'passport_scans'],
    ['a fraction of a day', { ...defaultRetentionSettings, identity_links: 1.5 }, 'identity_links'],
    [
      'a register out of bounds',
      { ...defaultRetentionSettings, register_rows: { ...defaultRetentionSettings.register_rows, passports: 0 } },
      'register_rows.passports',
    ],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const res = await call(staff, `${base}/retention`, 'PUT', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
  });

  it('refuses an unknown category with 400', async () => {
    const res = await call(staff, `${base}/retention`, 'PUT', { ...defaultRetentionSettings, face_gallery: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
