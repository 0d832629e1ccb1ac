import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback } from '../../db/schema/feedback';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createUser } from '../../../test/factories';

describe(`feedback routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@example.test' });
  });
  afterAll(() => t.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/cargo/feedback', payload: payload as object, headers });

  it('stores the message and mails support', async () => {
    const user = await createUser(t.database);
    const res = await send({ text: '  Карта не грузится в Firefox  ' }, await authHeader(t.app, user));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Notify sent.' });
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(rows.map((r) => r.text)).toEqual(['Карта не грузится в Firefox']);
    await t.app.background.drain();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'help@example.test'));
    expect(mails.some((m) => m.bodyText.includes('Карта не грузится') && m.bodyText.includes(user.username))).toBe(
      true,
    );
  });

  it('rejects an empty or too long message', async () => {
    const headers = await authHeader(t.app, await createUser(t.database));
    for (const text of ['   ', 'x'.repeat(5001)]) {
      const res = await send({ text }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { text: expect.any(Array) } });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await send({ text: 'hello' })).statusCode).toBe(401);
  });
});
