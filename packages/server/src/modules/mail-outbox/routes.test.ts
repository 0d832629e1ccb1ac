import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createStaff, createUser } from '../../../test/factories';

describe(`mail_outbox route (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives staff the latest messages to one recipient, newest first', async () => {
    await t.app.mailer.send({ to: 'A@example.test', subject: 'one', text: 'first', link: 'http://x/1' });
    await t.app.mailer.send({ to: 'a@example.test', subject: 'two', text: 'second' });
    await t.app.mailer.send({ to: 'b@example.test', subject: 'other', text: 'other' });
    const headers = await authHeader(t.app, await createStaff(t.database));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cargo/mail_outbox?to=a@example.test', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((m: { subject: string }) => m.subject)).toEqual(['two', 'one']);
    expect(res.json().results[1]).toMatchObject({ to: 'A@example.test', text: 'first', link: 'http://x/1' });
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1/cargo/mail_outbox?limit=1', headers });
    expect(limited.json().results).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cargo/mail_outbox?limit=0', headers })).statusCode).toBe(
      400,
    );
  });

  it('is for staff only', async () => {
    const headers = await authHeader(t.app, await createUser(t.database));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cargo/mail_outbox', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cargo/mail_outbox' })).statusCode).toBe(401);
  });
});
