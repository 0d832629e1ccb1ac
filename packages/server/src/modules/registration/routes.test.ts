import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { forgotPasswordAnswer } from '@cargo-sentry/contracts/auth/auth';
import { passwordResetKeys } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createStaff, createUser, loginAs } from '../../../test/factories';

const validInn = '7707083893';

function registrationForm(overrides: Record<string, unknown> = {}) {
  const n = Math.random().toString(36).slice(2, 8);
  return {
    first_name: 'Анна',
    last_name: 'Соколова',
    phone: '+7 (912) 345-67-89',
    email: `anna.${n}@example.test`,
    password: 'secret-pass-1',
    inn: validInn,
    field_of_activity: 1,
    office_function: 2,
    company: 'ООО «Перевозчик»',
    ...overrides,
  };
}

describe(`registration routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const login = (username: string, password: string) => post('/api/v1/auth/token/', { username, password });
  async function outbox(to: string) {
    await t.app.background.drain();
    const staff = await createStaff(t.database);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cargo/mail_outbox?to=${encodeURIComponent(to)}`,
      headers: await authHeader(t.app, staff),
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as Array<{ to: string; subject: string; text: string; link: string | null }>;
  }

  describe('option lists', () => {
    it('gives guests the bilingual office functions and fields of activity', async () => {
      for (const url of ['/api/v1/cargo/office_function', '/api/v1/cargo/field_of_activity']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        const list = res.json();
        expect(list.length).toBeGreaterThan(3);
        expect(list[0]).toEqual({ id: 1, name_ru: expect.any(String), name_en: expect.any(String) });
      }
    });
  });

  describe('POST /{product}/registration', () => {
    it('creates an account that cannot sign in until staff activate it, then mails a login link', async () => {
      const form = registrationForm();
      const res = await post('/api/v1/cargo/registration', form);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('awaiting_verification');
      const [row] = await t.database.db.select().from(users).where(eq(users.email, form.email));
      expect(row).toMatchObject({
        awaitingVerification: true,
        phone: '+79123456789',
        inn: validInn,
        officeFunctionId: 2,
      });
      expect(row.passwordHash).not.toContain(form.password);

      expect((await login(form.email, form.password)).statusCode).toBe(401);

      const staff = await createStaff(t.database);
      const pending = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/reg_admin?status=pending',
        headers: await authHeader(t.app, staff),
      });
      expect(pending.statusCode).toBe(200);
      expect(pending.json().results.map((u: { id: number }) => u.id)).toContain(row.id);

      const activated = await post(`/api/v1/cargo/reg_admin/${row.id}/activate`, {}, await authHeader(t.app, staff));
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toMatchObject({ id: row.id, status: 'active' });

      const mails = await outbox(form.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].link).toBe(`${t.config.publicUrl}/login`);
      expect(mails[0].text).toContain(row.username);

      expect((await login(form.email, form.password)).statusCode).toBe(200);
      expect((await login(row.username, form.password)).statusCode).toBe(200);
    });

    it('tells support about a new registration', async () => {
      const form = registrationForm();
      await post('/api/v1/cargo/registration', form);
      const mails = await outbox(t.config.supportEmail);
      expect(mails.some((m) => m.text.includes(form.email))).toBe(true);
    });

    it('derives a free username from the e-mail when none is given', async () => {
      await createUser(t.database, { username: 'ivan.ivanov', email: 'someone.else@example.test' });
      const res = await post('/api/v1/cargo/registration', registrationForm({ email: 'ivan.ivanov@example.test' }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ivan.ivanov@example.test'));
      expect(row.username).toBe('ivan.ivanov2');
    });

    it('rejects a bad INN checksum, e-mail, phone and short password with field errors', async () => {
      const res = await post(
        '/api/v1/cargo/registration',
        registrationForm({ inn: '7707083894', email: 'nope', phone: '12', password: 'short' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'inn', 'password', 'phone']);
    });

    it('refuses a weak, an all-space and an own-name password, each with its code, and creates no account', async () => {
      for (const [overrides, code] of [
        // The passwords of issue 23 (item 18) that registration accepted before.
        [{ password: 'aaaaaaaa' }, 'password_too_weak'],
        [{ password: 'abcdefgh' }, 'password_too_weak'],
        [{ password: 'cargo123' }, 'password_too_weak'],
        [{ password: 'пароль12' }, 'password_too_weak'],
        [{ password: '        a' }, 'password_too_weak'],
        [{ password: '12345678' }, 'password_too_weak'],
        [{ password: 'QWERTY123' }, 'password_too_weak'],
        [{ username: 'anna.sokolova', password: 'Anna.Sokolova' }, 'password_contains_account'],
        [{ username: 'anna.sokolova', password: 'My-anna.sokolova-99' }, 'password_contains_account'],
        [{ email: 'anna.self@example.test', password: 'ANNA.SELF@example.test' }, 'password_contains_account'],
        [{ company: 'ООО «Волжский Транзит»', password: 'волжский-транзит-2024' }, 'password_contains_account'],
        [{ password: '          ' }, 'password_blank'],
      ] as const) {
        const form = registrationForm(overrides);
        const res = await post('/api/v1/cargo/registration', form);
        expect(res.statusCode, form.password).toBe(400);
        expect(res.json().fields, form.password).toEqual({ password: [code] });
        const rows = await t.database.db.select().from(users).where(eq(users.email, form.email));
        expect(rows).toHaveLength(0);
      }
    });

    it('rejects an unknown office function', async () => {
      const res = await post('/api/v1/cargo/registration', registrationForm({ office_function: 999 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { office_function: ['unknown_option'] } });
    });

    it('answers a known e-mail (any case) exactly like a fresh one, mails its owner and makes no account', async () => {
      const owner = await createUser(t.database, { notificationLanguage: 'en' });
      const fresh = await post('/api/v1/cargo/registration', registrationForm());
      const known = await post('/api/v1/cargo/registration', registrationForm({ email: owner.email.toUpperCase() }));
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.body).toBe(fresh.body);
      expect(known.headers['content-type']).toBe(fresh.headers['content-type']);

      const rows = await t.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${owner.email})`);
      expect(rows.map((r) => r.id)).toEqual([owner.id]);
      const mails = await outbox(owner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Cargo Sentry: registration with your e-mail');
      expect(mails[0].text).toContain(`${t.config.publicUrl}/recovery_password`);
      expect(mails[0].link).toBe(`${t.config.publicUrl}/login`);
      const support = await outbox(t.config.supportEmail);
      expect(support.some((m) => m.text.includes(owner.email))).toBe(false);
    });

    it('mails the owner in Russian when that is their language', async () => {
      const owner = await createUser(t.database, { notificationLanguage: 'ru' });
      await post('/api/v1/cargo/registration', registrationForm({ email: owner.email }));
      const [mail] = await outbox(owner.email);
      expect(mail.subject).toBe('Cargo Sentry: регистрация с вашим e-mail');
    });

    it('answers a taken username like a fresh registration, and mails the address instead (issue 23 §25)', async () => {
      const existing = await createUser(t.database);
      const fresh = await post('/api/v1/cargo/registration', registrationForm({ username: 'fresh_name_25' }));
      const form = registrationForm({ username: existing.username.toUpperCase() });
      const byName = await post('/api/v1/cargo/registration', form);
      expect(byName.statusCode).toBe(fresh.statusCode);
      expect(byName.json()).toEqual(fresh.json());
      const rows = await t.database.db.select().from(users).where(eq(users.email, form.email));
      expect(rows).toHaveLength(0);
      const [mail] = await outbox(form.email);
      expect(mail.subject).toBe('Cargo Sentry: регистрация не завершена / registration not completed');
      expect(mail.text).toContain(`Логин «${existing.username.toUpperCase()}» уже занят`);
      expect(mail.text).toContain('is taken, so no account was created. Register again with another username');
      expect(mail.link).toBe(`${t.config.publicUrl}/registrationPre`);
      // The existing account's owner hears nothing.
      expect(await outbox(existing.email)).toHaveLength(0);
    });
  });

  describe('password recovery', () => {
    const forgot = (email: string) => post('/api/v1/cargo/registration/forgot_password', { email });
    const reset = (key: string, password: string) =>
      post('/api/v1/cargo/registration/reset_password', { key, password });

    it('answers known and unknown e-mails identically, and mails only the known one', async () => {
      const user = await createUser(t.database);
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-at-all@example.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ detail: forgotPasswordAnswer });
      expect(await outbox('nobody-at-all@example.test')).toHaveLength(0);
      const mails = await outbox(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].link).toMatch(new RegExp(`^${t.config.publicUrl}/password_reset\\?key=[A-Za-z0-9_-]{40,}$`));
    });

    it('resets the password once with the mailed key and signs the user out everywhere', async () => {
      const user = await createUser(t.database);
      const session = await loginAs(t.app, user);
      await forgot(user.email);
      const [mail] = await outbox(user.email);
      const key = new URL(mail.link!).searchParams.get('key')!;

      const res = await reset(key, 'recovered-pass-9');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Password changed.' });
      expect((await login(user.username, 'recovered-pass-9')).statusCode).toBe(200);
      expect((await login(user.username, user.password)).statusCode).toBe(401);
      expect((await post('/api/v1/auth/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/user/current',
        headers: { authorization: `Bearer ${session.access}` },
      });
      expect(current.statusCode).toBe(401);

      const again = await reset(key, 'another-pass-99');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'wrong_key', detail: 'Wrong key or key is out of date.' });
    });

    it('refuses a weak or own-name new password and leaves the key usable', async () => {
      const user = await createUser(t.database);
      await forgot(user.email);
      const [mail] = await outbox(user.email);
      const key = new URL(mail.link!).searchParams.get('key')!;
      const common = await reset(key, 'iloveyou');
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({
        code: 'password_too_weak',
        fields: { password: ['password_too_weak'] },
      });
      const own = await reset(key, user.email.toUpperCase());
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({
        code: 'password_contains_account',
        fields: { password: ['password_contains_account'] },
      });
      const blank = await reset(key, '\t        ');
      expect(blank.json()).toMatchObject({ code: 'validation_failed', fields: { password: ['password_blank'] } });
      expect((await login(user.username, user.password)).statusCode).toBe(200);
      expect((await reset(key, 'recovered-pass-9')).statusCode).toBe(200);
    });

    it('refuses a wrong key and an expired key', async () => {
      expect((await reset('made-up-key', 'recovered-pass-9')).json().code).toBe('wrong_key');
      const user = await createUser(t.database);
      await forgot(user.email);
      const [mail] = await outbox(user.email);
      await t.database.db
        .update(passwordResetKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetKeys.userId, user.id));
      const res = await reset(new URL(mail.link!).searchParams.get('key')!, 'recovered-pass-9');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('wrong_key');
    });

    it('validates the e-mail and the new password', async () => {
      expect((await forgot('not-an-email')).json()).toMatchObject({
        code: 'validation_failed',
        fields: { email: expect.any(Array) },
      });
      expect((await reset('some-key', 'short')).json()).toMatchObject({
        code: 'validation_failed',
        fields: { password: expect.any(Array) },
      });
    });
  });
});
