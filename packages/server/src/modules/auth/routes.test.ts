import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createUser, loginAs } from '../../../test/factories';
import { needsRehash, verifyPassword } from '../../platform/passwords';
import { createTokenKeys, signAccessToken } from '../../platform/tokens';
import { hashSecret } from './service';

/** A hash in the format written before argon2id (`scrypt$N$r$p$salt$key`), as older databases hold. */
function legacyScryptHash(password: string): string {
  const [N, r, p] = [32768, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p, maxmem: 128 * N * r * 2 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe(`auth routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const refresh = (token: string) => post('/api/v1/auth/token/refresh/', { refresh: token });
  const logout = (token: string) => post('/api/v1/auth/logout/', { refresh: token });
  /** The mail to `to` (case-insensitive), newest first, once the background work is done. */
  async function mailTo(to: string) {
    await t.app.background.drain();
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.recipient}) = lower(${to})`)
      .orderBy(desc(mailOutbox.id));
  }
  const me = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/cargo/user/current', headers: { authorization: `Bearer ${access}` } });

  describe('POST /auth/token/', () => {
    it('returns an access and a refresh token for username and password', async () => {
      const user = await createUser(t.database);
      const res = await post('/api/v1/auth/token/', { username: user.username, password: user.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      const [stored] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      // Only the hash of the refresh token is kept.
      expect(stored.tokenHash).toBe(hashSecret(body.refresh));
      expect(stored.tokenHash).not.toContain(body.refresh);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.lastLogin).not.toBeNull();
    });

    it('issues a refresh token whose expiry the browser can read, and which is no access token', async () => {
      const user = await createUser(t.database);
      const body = (await post('/api/v1/auth/token/', { username: user.username, password: user.password })).json();
      const claims = JSON.parse(Buffer.from(body.refresh.split('.')[1], 'base64url').toString());
      expect(claims.typ).toBe('refresh');
      expect(claims.exp * 1000 - Date.now()).toBeGreaterThan((t.config.refreshTokenTtl - 60) * 1000);
      expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(t.config.refreshTokenTtl * 1000);
      const asAccess = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/user/current',
        headers: { authorization: `Bearer ${body.refresh}` },
      });
      expect(asAccess.statusCode).toBe(401);
    });

    it('accepts the e-mail instead of the username, in any case', async () => {
      const user = await createUser(t.database, { email: 'Mixed.Case@Example.test' });
      const res = await post('/api/v1/auth/token/', { username: 'mixed.case@example.TEST', password: user.password });
      expect(res.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown user with the same 401', async () => {
      const user = await createUser(t.database);
      const wrong = await post('/api/v1/auth/token/', { username: user.username, password: 'not-the-password' });
      const unknown = await post('/api/v1/auth/token/', { username: 'nobody_here', password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'invalid_credentials', detail: 'Invalid login or password.' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('refuses an inactive account and one awaiting verification, even with the right password', async () => {
      const inactive = await createUser(t.database, { isActive: false });
      const pending = await createUser(t.database, { awaitingVerification: true });
      for (const user of [inactive, pending]) {
        const res = await post('/api/v1/auth/token/', { username: user.username, password: user.password });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('invalid_credentials');
      }
    });

    it('signs in a user with a legacy scrypt hash and upgrades it to argon2id', async () => {
      const user = await createUser(t.database);
      const legacy = legacyScryptHash(user.password);
      await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
      const storedHash = async () =>
        (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0].passwordHash;

      const first = await post('/api/v1/auth/token/', { username: user.username, password: user.password });
      expect(first.statusCode).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).toMatch(/^\$argon2id\$/);
      expect(needsRehash(upgraded)).toBe(false);
      expect(await verifyPassword(user.password, upgraded)).toBe(true);

      const second = await post('/api/v1/auth/token/', { username: user.username, password: user.password });
      expect(second.statusCode).toBe(200);
      // A current hash is left as it is.
      expect(await storedHash()).toBe(upgraded);
    });

    it('keeps a legacy hash when the password is wrong', async () => {
      const user = await createUser(t.database);
      const legacy = legacyScryptHash(user.password);
      await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
      const res = await post('/api/v1/auth/token/', { username: user.username, password: 'not-the-password' });
      expect(res.statusCode).toBe(401);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.passwordHash).toBe(legacy);
    });

    it('rejects a missing password with field errors', async () => {
      const res = await post('/api/v1/auth/token/', { username: 'someone' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { password: expect.any(Array) } });
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        payload: '{"username": "x", "password":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('malformed_request');
    });
  });

  describe('POST /auth/token/refresh/', () => {
    it('rotates the refresh token: the new pair works, the old token is spent', async () => {
      const user = await createUser(t.database);
      const first = await loginAs(t.app, user);
      const res = await refresh(first.refresh);
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second.refresh).not.toBe(first.refresh);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/user/current',
        headers: { authorization: `Bearer ${second.access}` },
      });
      expect(me.json().id).toBe(user.id);
      expect((await refresh(second.refresh)).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is presented again', async () => {
      const user = await createUser(t.database);
      const first = await loginAs(t.app, user);
      const other = await loginAs(t.app, user);
      const second = (await refresh(first.refresh)).json();
      // a replay later than the grace for tabs refreshing together
      await t.database.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where(eq(refreshTokens.tokenHash, hashSecret(first.refresh)));

      const reuse = await refresh(first.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('token_invalid');
      // The thief's replay also signs out whoever held the newer token of that family…
      expect((await refresh(second.refresh)).statusCode).toBe(401);
      // …and its access tokens at once…
      expect((await me(second.access)).statusCode).toBe(401);
      // …but not the user's other sessions.
      expect((await refresh(other.refresh)).statusCode).toBe(200);
    });

    it('gives two tabs refreshing with the same token at the same moment a working pair each', async () => {
      const user = await createUser(t.database);
      const first = await loginAs(t.app, user);
      const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().refresh).not.toBe(b.json().refresh);
      expect((await refresh(a.json().refresh)).statusCode).toBe(200);
      expect((await refresh(b.json().refresh)).statusCode).toBe(200);
    });

    it('refuses an expired token and revokes its family', async () => {
      const user = await createUser(t.database);
      const pair = await loginAs(t.app, user);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashSecret(pair.refresh)));
      expect((await refresh(pair.refresh)).statusCode).toBe(401);
      const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('refuses an unknown token and a deactivated user', async () => {
      expect((await refresh('made-up-token')).statusCode).toBe(401);
      const user = await createUser(t.database);
      const pair = await loginAs(t.app, user);
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await refresh(pair.refresh)).statusCode).toBe(401);
    });

    it('rejects a body without a token', async () => {
      const res = await post('/api/v1/auth/token/refresh/', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    });
  });

  describe('POST /auth/logout/', () => {
    it('ends the session: its access token gets 401 and its refresh token is refused', async () => {
      const user = await createUser(t.database);
      const session = await loginAs(t.app, user);
      expect((await me(session.access)).statusCode).toBe(200);
      const res = await logout(session.refresh);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const after = await me(session.access);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('token_invalid');
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    });

    it("leaves the user's other sessions working after one refresh", async () => {
      const user = await createUser(t.database);
      const mine = await loginAs(t.app, user);
      const other = await loginAs(t.app, user);
      await logout(mine.refresh);
      const renewed = await refresh(other.refresh);
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().access)).statusCode).toBe(200);
    });

    it('is idempotent: a second logout, an unknown and a spent token answer 204 too', async () => {
      const user = await createUser(t.database);
      const session = await loginAs(t.app, user);
      expect((await logout(session.refresh)).statusCode).toBe(204);
      expect((await logout(session.refresh)).statusCode).toBe(204);
      expect((await logout('not-a-token')).statusCode).toBe(204);
      const rotated = await loginAs(t.app, user);
      const next = (await refresh(rotated.refresh)).json();
      expect((await logout(rotated.refresh)).statusCode).toBe(204);
      expect((await refresh(next.refresh)).statusCode).toBe(401);
    });

    it('rejects a body without a token', async () => {
      const res = await post('/api/v1/auth/logout/', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    });
  });

  describe('GET /{product}/user/current', () => {
    it('returns every field of the current user', async () => {
      const user = await createUser(t.database, {
        canDoReports: true,
        accessLevel: 'limited',
        demo: true,
        disabledChecks: ['fssp'],
        verificationCount: 7,
        verificationTotal: 50,
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cargo/user/current',
        headers: await authHeader(t.app, user),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        phone: user.phone,
        first_name: 'Ivan',
        last_name: 'Petrov',
        company: 'OOO Test Logistics',
        inn: '',
        notification_language: 'ru',
        subscribed: true,
        is_staff: false,
        can_do_reports: true,
        access_level: 'limited',
        demo: true,
        verification_count: 7,
        verification_total: 50,
        disabled_checks: ['fssp'],
        enable_commercial_prudence: false,
        commercial_prudence_limit_enabled: false,
        commercial_prudence_limit: 0,
        required_vetting_fields: [],
        foreign_documents: false,
      });
      expect(res.json()).not.toHaveProperty('password_hash');
    });

    it('answers 401 without a token, with a bad one and with an expired one', async () => {
      const user = await createUser(t.database);
      const expired = await signAccessToken(t.app.tokenKeys, user.id, -10);
      const forged = await signAccessToken(
        createTokenKeys('another-secret-another-secret-another-secret'),
        user.id,
        300,
      );
      for (const headers of [
        {},
        { authorization: 'Bearer nonsense' },
        { authorization: `Bearer ${expired}` },
        { authorization: `Bearer ${forged}` },
      ]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/cargo/user/current', headers });
        expect(res.statusCode).toBe(401);
        expect(['not_authenticated', 'token_invalid']).toContain(res.json().code);
      }
    });
  });

  describe('POST /{product}/user/change_password', () => {
    it('changes the password, keeps this session and signs out the others', async () => {
      const user = await createUser(t.database);
      const mine = await loginAs(t.app, user);
      const elsewhere = await loginAs(t.app, user);
      const res = await post(
        '/api/v1/cargo/user/change_password',
        { current_password: user.password, password: 'brand-new-secret-1' },
        { authorization: `Bearer ${mine.access}` },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Password changed.' });
      expect((await post('/api/v1/auth/token/', { username: user.username, password: user.password })).statusCode).toBe(
        401,
      );
      expect(
        (await post('/api/v1/auth/token/', { username: user.username, password: 'brand-new-secret-1' })).statusCode,
      ).toBe(200);
      expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
      // Every access token issued before the change is refused, the caller's too…
      expect((await me(mine.access)).statusCode).toBe(401);
      expect((await me(elsewhere.access)).statusCode).toBe(401);
      // …and the caller's session gets a new one with its refresh token.
      const renewed = await refresh(mine.refresh);
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().access)).statusCode).toBe(200);
    });

    it('refuses a wrong current password', async () => {
      const user = await createUser(t.database);
      const res = await post(
        '/api/v1/cargo/user/change_password',
        { current_password: 'wrong-one', password: 'brand-new-secret-1' },
        await authHeader(t.app, user),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'current_password_wrong', detail: 'Current password is wrong.' });
    });

    it('rejects a too short new password', async () => {
      const user = await createUser(t.database);
      const res = await post(
        '/api/v1/cargo/user/change_password',
        { current_password: user.password, password: 'short' },
        await authHeader(t.app, user),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { password: expect.any(Array) } });
    });

    it('refuses a weak, an all-space and an own-name password, each with its code, and keeps the old one', async () => {
      const user = await createUser(t.database);
      const headers = await authHeader(t.app, user);
      const change = (password: string) =>
        post('/api/v1/cargo/user/change_password', { current_password: user.password, password }, headers);
      for (const [password, code] of [
        ['12345678', 'password_too_weak'],
        ['Password', 'password_too_weak'],
        ['пароль12', 'password_too_weak'],
        [user.username.toUpperCase(), 'password_contains_account'],
        [` ${user.email} `, 'password_contains_account'],
        [`Zebra-${user.username}-Kettle`, 'password_contains_account'],
      ]) {
        const res = await change(password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json(), password).toMatchObject({ code, fields: { password: [code] } });
      }
      const blank = await change('        ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'validation_failed', fields: { password: ['password_blank'] } });
      expect((await post('/api/v1/auth/token/', { username: user.username, password: user.password })).statusCode).toBe(
        200,
      );
    });

    it('needs a signed-in user', async () => {
      const res = await post('/api/v1/cargo/user/change_password', {
        current_password: 'a',
        password: 'brand-new-secret-1',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /{product}/user/update_settings', () => {
    it('updates profile, language and subscription; a new e-mail waits for its confirmation link', async () => {
      const user = await createUser(t.database);
      const email = `new-${user.id}@example.test`;
      const res = await post(
        '/api/v1/cargo/user/update_settings',
        {
          first_name: 'Пётр',
          company: 'АО «Груз»',
          notification_language: 'en',
          subscribed: false,
          email,
          phone: '+7 (999) 123-45-67',
        },
        await authHeader(t.app, user),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        first_name: 'Пётр',
        last_name: 'Petrov',
        company: 'АО «Груз»',
        notification_language: 'en',
        subscribed: false,
        email: user.email,
        phone: '+79991234567',
      });
      const [mail] = await mailTo(email);
      expect(mail.subject).toBe('Cargo Sentry: confirm your new e-mail');
      expect(mail.link).toMatch(/\/settings\/security\/email\?key=[\w-]{43}$/);
      const key = new URL(mail.link!).searchParams.get('key')!;

      // Only the account that asked can use the key, and only once.
      const stranger = await createUser(t.database);
      const byStranger = await post('/api/v1/cargo/user/confirm_email', { key }, await authHeader(t.app, stranger));
      expect(byStranger.json()).toMatchObject({ code: 'wrong_key' });
      const confirmed = await post('/api/v1/cargo/user/confirm_email', { key }, await authHeader(t.app, user));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ email });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.email).toBe(email);
      const again = await post('/api/v1/cargo/user/confirm_email', { key }, await authHeader(t.app, user));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'wrong_key' });
    });

    it('answers an e-mail of another account like a free one, and the mail to it explains (issue 23 §25)', async () => {
      const other = await createUser(t.database, { notificationLanguage: 'ru' });
      const user = await createUser(t.database);
      const free = await post(
        '/api/v1/cargo/user/update_settings',
        { email: `free-${user.id}@example.test` },
        await authHeader(t.app, user),
      );
      const taken = await post(
        '/api/v1/cargo/user/update_settings',
        { email: other.email.toUpperCase() },
        await authHeader(t.app, user),
      );
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual(free.json());
      const [mail] = await mailTo(other.email.toUpperCase());
      // In the language of the account that asked.
      expect(mail.subject).toBe('Cargo Sentry: этот e-mail уже занят');
      expect(mail.bodyText).toContain('учётная запись с таким e-mail уже существует');
      expect(mail.bodyText).toContain('/recovery_password');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.email).toBe(user.email);
    });

    it('rejects an unknown language and a bad e-mail', async () => {
      const user = await createUser(t.database);
      const res = await post(
        '/api/v1/cargo/user/update_settings',
        { notification_language: 'de', email: 'not-an-email' },
        await authHeader(t.app, user),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'notification_language']);
    });

    it('needs a signed-in user', async () => {
      expect((await post('/api/v1/cargo/user/update_settings', { subscribed: false })).statusCode).toBe(401);
    });
  });
});
