import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authHeader, createApiUser, createStaff, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';

describe(`reg_admin list order and activation (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    staffHeaders = await authHeader(t.app, await createStaff(t.database, { username: 'lister' }));
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/cargo/reg_admin?${query}`, headers: staffHeaders });

  it('sorts by name, username, e-mail, last sign-in and registration date, both ways', async () => {
    const company = 'ООО «Сортировка»';
    await createUser(t.database, {
      company,
      username: 'b_user',
      lastName: 'Яковлев',
      lastLogin: new Date('2026-01-02'),
    });
    await createUser(t.database, { company, username: 'a_user', lastName: 'Абрамов', lastLogin: null });
    await createUser(t.database, { company, username: 'c_user', lastName: 'Мишин', lastLogin: new Date('2026-03-01') });
    const usernames = async (ordering: string) =>
      (await list(`s=${encodeURIComponent(company)}&ordering=${ordering}`))
        .json()
        .results.map((u: { username: string }) => u.username);
    expect(await usernames('username')).toEqual(['a_user', 'b_user', 'c_user']);
    expect(await usernames('-username')).toEqual(['c_user', 'b_user', 'a_user']);
    expect(await usernames('name')).toEqual(['a_user', 'c_user', 'b_user']);
    expect(await usernames('email')).toEqual(['a_user', 'b_user', 'c_user']);
    expect(await usernames('-last_login')).toEqual(['c_user', 'b_user', 'a_user']);
    expect(await usernames('last_login')).toEqual(['a_user', 'b_user', 'c_user']);
    expect(await usernames('-registration_date')).toEqual(['c_user', 'a_user', 'b_user']);
    expect((await list('ordering=password')).statusCode).toBe(400);
  });

  it('never lists API users', async () => {
    const company = 'ООО «Интеграция»';
    await createApiUser(t.database, { company });
    await createUser(t.database, { company });
    const body = (await list(`s=${encodeURIComponent(company)}`)).json();
    expect(body.count).toBe(1);
    expect(body.results[0].is_api_user).toBe(false);
  });

  it('activation e-mails the login link and is audited', async () => {
    const pending = await createUser(t.database, { awaitingVerification: true, notificationLanguage: 'en' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cargo/reg_admin/${pending.id}/activate`,
      headers: staffHeaders,
    });
    expect(res.json().status).toBe('active');
    await t.app.background.drain();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, pending.email));
    expect(mail.link).toBe(`${t.config.publicUrl}/login`);
    expect(mail.bodyText).toContain(mail.link);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(pending.id)));
    expect(trail).toEqual([
      expect.objectContaining({ action: 'user.activate', before: { status: 'pending' }, after: { status: 'active' } }),
    ]);
  });
});
