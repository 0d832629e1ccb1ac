import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail';
import { authHeader, createStaff, createUser } from '../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { redactPersonalData } from './logger';

/**
 * Issue 23 §24: with SMTP unset the log held the password-reset link with its live key (a key read
 * from the log reset analyst's password), and e-mails and INNs in URL paths were logged too.
 */

/** A test app whose log lines are collected; `env` as in createTestApp. */
async function appWithLog(env: Record<string, string>): Promise<{ t: TestApp; log: () => string }> {
  const lines: string[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: 'info', ...env },
    {
      logStream: { write: (line) => lines.push(line) },
      beforeReady: (app) => {
        // An error whose message quotes personal data, as an SMTP server's refusal names its recipient.
        app.get('/api/v1/test/failing-mail', { config: { permission: 'guest' } }, async () => {
          throw new Error(
            '550 Recipient address rejected: olga.m@example.org (passport 4510 123456, +7 916 123-45-67)',
          );
        });
      },
    },
  );
  return { t, log: () => lines.join('') };
}

/** Asks for a password reset for `email` and answers the link that went to the outbox. */
async function resetLinkFor(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cargo/registration/forgot_password',
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  await t.app.background.drain();
  const [message] = await t.database.db.select().from(mailOutbox);
  expect(message?.link).toContain('/password_reset?key=');
  return message!.link!;
}

const keyOf = (link: string) => new URL(link).searchParams.get('key')!;

describe(`secrets in the log (${testDatabaseKind})`, () => {
  describe('without SMTP_URL, by default', () => {
    let t: TestApp;
    let log: () => string;
    beforeAll(async () => {
      ({ t, log } = await appWithLog({}));
    });
    afterAll(() => t.close());

    it('keeps the reset mail in the outbox and writes neither its link, its key nor its recipient to the log', async () => {
      const user = await createUser(t.database, { email: 'marina.k@example.org' });
      const link = await resetLinkFor(t, user.email);
      expect(log()).toContain('mail written to the outbox');
      expect(log()).not.toContain(keyOf(link));
      expect(log()).not.toContain('password_reset');
      expect(log()).not.toContain('marina.k');
      expect(log()).not.toContain('example.org');
    });

    it('logs request paths without the e-mails, INNs, phones and passport numbers in them', async () => {
      const staff = await authHeader(t.app, await createStaff(t.database));
      const urls = [
        '/api/v1/cargo/company_rating/7799000012',
        '/api/v1/cargo/company_rating/779900001234',
        '/api/v1/cargo/no_such_route/olga.m%40example.org',
        '/api/v1/cargo/no_such_route/olga.m@example.org/4510%20123456',
        '/api/v1/cargo/no_such_route/+79161234567',
        '/api/v1/cargo/mail_outbox?to=olga.m@example.org',
      ];
      for (const url of urls) await t.app.inject({ url, headers: staff });
      for (const secret of ['7799000012', '779900001234', 'olga.m', '4510', '123456', '9161234567']) {
        expect(log(), secret).not.toContain(secret);
      }
      expect(log()).toContain('/api/v1/cargo/company_rating/[number]');
      expect(log()).toContain('/api/v1/cargo/no_such_route/[email]/[number]');
    });

    it('logs errors without the personal data their messages quote', async () => {
      const res = await t.app.inject({ url: '/api/v1/test/failing-mail' });
      expect(res.statusCode).toBe(500);
      expect(log()).toContain('550 Recipient address rejected: [email] (passport [number], [number])');
      for (const secret of ['olga.m', '4510 123456', '916 123']) expect(log(), secret).not.toContain(secret);
    });
  });

  describe('with the demo mail outbox on (DEMO_MAIL_OUTBOX=true)', () => {
    let t: TestApp;
    let log: () => string;
    beforeAll(async () => {
      ({ t, log } = await appWithLog({ DEMO_MAIL_OUTBOX: 'true' }));
    });
    afterAll(() => t.close());

    it('writes the link to the log, as the banner says, with the recipient masked', async () => {
      const user = await createUser(t.database, { email: 'denis.v@example.org' });
      const link = await resetLinkFor(t, user.email);
      const entry = log()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; link?: string; to?: string })
        .find((e) => e.link);
      expect(entry).toMatchObject({ link, to: 'd***@example.org' });
      expect(entry?.msg).toContain('DEMO_MAIL_OUTBOX');
      expect(log()).not.toContain('denis.v');
    });
  });
});

describe('redactPersonalData', () => {
  it('replaces e-mails and numbers of ten digits or more, however they are spaced', () => {
    expect(redactPersonalData('a.b-c+d@mail.example.ru and x%40y.org')).toBe('[email] and [email]');
    expect(redactPersonalData('inn 7707083893, 500100732259; ogrn 1197799000013')).toBe(
      'inn [number], [number]; ogrn [number]',
    );
    expect(redactPersonalData('+7 (916) 123-45-67 / 8-916-123-45-67 / 4510 123456 / 45%2010%20123456')).toBe(
      '[number] / [number] / [number] / [number]',
    );
  });

  it('keeps row ids, times and short numbers that a log needs', () => {
    for (const kept of ['/incident/123456789', 'took 1534 ms', 'port 8080', 'at file.ts:120:15', 'ticket 42']) {
      expect(redactPersonalData(kept)).toBe(kept);
    }
  });
});
