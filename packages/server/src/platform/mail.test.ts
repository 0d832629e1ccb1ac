import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

describe(`mail over SMTP_URL through a real SMTP listener (${testDatabaseKind})`, () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cargo Sentry <robot@example.test>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the password-reset mail over SMTP and keeps nothing in the outbox', async () => {
    expect(t.app.mailer.mode).toBe('smtp');
    const user = await createUser(t.database, { notificationLanguage: 'en' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/registration/forgot_password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.background.drain();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('robot@example.test');
    expect(received[0].to).toEqual([user.email]);
    expect(received[0].data).toContain('Subject: Cargo Sentry: password reset');
    // Quoted-printable may wrap long lines; undo soft breaks before looking for the link.
    expect(received[0].data.replace(/=\r?\n/g, '')).toContain(`${t.config.publicUrl}/password_reset?key=`);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
