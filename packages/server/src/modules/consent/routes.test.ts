import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsentVersion, ConsentVersionList } from '@cargo-sentry/contracts/consent/consent';
import { authHeader, createStaff, createUser, type TestUser } from '../../../test/factories';
import { accessMatrix, rolesOf } from '../../../test/access-matrix';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { verificationTickets } from '../../db/schema/verification';
import { consentHash } from './service';

const api = '/api/v1/cargo';
const texts = {
  text_ru: 'Подтверждаю законность получения данных, редакция 2',
  text_en: 'I confirm the data was obtained lawfully, edition 2',
  biometric_ru: 'Письменное согласие на биометрию, редакция 2',
  biometric_en: 'Written consent to biometrics, edition 2',
};

describe(`consent versions (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.database);
    user = await createUser(t.database, { verificationCount: 10 });
  });
  afterAll(() => t.close());

  const call = async (who: TestUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `${api}${url}`, headers: await authHeader(t.app, who), payload });

  it('seeds version 1 with the checkbox text, its hash the one the server computes', async () => {
    const res = await call(user, 'GET', '/consent');
    expect(res.statusCode).toBe(200);
    const current = res.json<ConsentVersion>();
    expect(current).toMatchObject({ version: 1, published_by: null });
    expect(current.text_ru).toContain('персональные данные получены законно');
    expect(current.biometric_en).toContain('biometric');
    expect(current.sha256).toBe(consentHash(current));
  });

  it('keeps the version and hash on each ticket, in its answer and its history', async () => {
    const opened = await call(user, 'POST', '/verification/get_ticket', { consent: true });
    expect(opened.statusCode).toBe(201);
    const { ticket, consent_version } = opened.json<{ ticket: string; consent_version: number }>();
    expect(consent_version).toBe(1);
    const [row] = await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.id, ticket));
    const current = (await call(user, 'GET', '/consent')).json<ConsentVersion>();
    expect(row).toMatchObject({ consentVersion: 1, consentSha256: current.sha256 });
    const detail = await call(user, 'GET', `/verification_ticket/${ticket}`);
    expect(detail.json()).toMatchObject({ consent_version: 1 });
  });

  it('lets staff publish a version that becomes current while the older stay readable, audited', async () => {
    const published = await call(staff, 'POST', '/personal_data/consent', texts);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({
      version: 2,
      ...texts,
      published_by: staff.username,
      sha256: consentHash(texts),
    });
    expect((await call(user, 'GET', '/consent')).json()).toMatchObject({ version: 2, text_en: texts.text_en });
    const list = (await call(staff, 'GET', '/personal_data/consent')).json<ConsentVersionList>();
    expect(list.results.map((version) => version.version)).toEqual([2, 1]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'consent.publish'));
    expect(audit).toEqual([expect.objectContaining({ actorId: staff.id, targetType: 'consent', targetId: '2' })]);

    const opened = await call(user, 'POST', '/verification/get_ticket', { consent: true, consent_version: 2 });
    expect(opened.json()).toMatchObject({ consent_version: 2 });
  });

  it('refuses a ticket confirmed against a version no longer current (409), spending nothing', async () => {
    const quota = async () =>
      (await call(user, 'GET', '/user/current')).json<{ verification_count: number }>().verification_count;
    const left = await quota();
    const stale = await call(user, 'POST', '/verification/get_ticket', { consent: true, consent_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'consent_outdated' });
    expect(await quota()).toBe(left);
  });

  it('refuses a blank, oversized or partial version with 400 and publishes nothing', async () => {
    for (const payload of [
      { ...texts, text_ru: '  ' },
      { ...texts, biometric_en: 'x'.repeat(4001) },
      { text_ru: texts.text_ru },
    ]) {
      const res = await call(staff, 'POST', '/personal_data/consent', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const list = (await call(staff, 'GET', '/personal_data/consent')).json<ConsentVersionList>();
    expect(list.results).toHaveLength(2);
  });

  it('lets every signed-in person read the current version and staff alone list and publish (the access matrix)', async () => {
    const roles = await rolesOf(t.app, t.database);
    const routes = [
      ['GET', '/consent'],
      ['GET', '/personal_data/consent'],
      ['POST', '/personal_data/consent'],
    ] as const;
    const expected: Record<string, number[]> = {
      guest: [401, 401, 401],
      user: [200, 403, 403],
      reports: [200, 403, 403],
      staff: [200, 200, 400],
      api_key: [200, 403, 403],
    };
    const answered = await accessMatrix(
      t.app,
      roles,
      routes.map(([method, url]) => [method, `${api}${url}`] as const),
    );
    expect(answered).toEqual(expected);
  });
});
