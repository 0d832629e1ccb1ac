import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';

function legacyScryptHash(password: string): string {
  const [N, r, p] = [32768, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p, maxmem: 128 * N * r * 2 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe(`login rehash (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in and logs the failure when the upgraded hash cannot be stored', async () => {
    const user = await createUser(t.database);
    const legacy = legacyScryptHash(user.password);
    await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
    // From here the database refuses to store a new hash, as it would when it fails mid-login.
    await t.database.withSession((session) =>
      session.exec(`
        CREATE FUNCTION refuse_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'database unavailable'; END $$;
        CREATE TRIGGER refuse_password_change BEFORE UPDATE OF password_hash ON users
          FOR EACH ROW EXECUTE FUNCTION refuse_password_change();`),
    );
    const warn = vi.spyOn(t.app.log, 'warn');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: user.username, password: user.password },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ userId: user.id }), expect.stringContaining('rehash'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(legacy);
  });
});
