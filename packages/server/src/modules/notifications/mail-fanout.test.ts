import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../platform/mail';
import { createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { deliverNotificationMail, type NotifyContext } from './mail-fanout';
import * as repo from './repo';

describe(`notification e-mail fan-out (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails subscribed recipients in their language, and a retry sends only what failed', async () => {
    const anna = await createUser(t.database, { subscribed: true, notificationLanguage: 'en' });
    const boris = await createUser(t.database, { subscribed: true, notificationLanguage: 'ru' });
    const quiet = await createUser(t.database, { subscribed: false });
    const notification = await repo.insertNotification(t.database.db, {
      subject: 'Плановые работы',
      bodyText: 'В субботу',
      recipientType: 'selected',
    });
    await repo.insertRecipients(t.database.db, notification.id, [anna.id, boris.id, quiet.id]);

    const delivered: MailMessage[] = [];
    let isBorisDown = true;
    const mailer: Mailer = {
      mode: 'outbox',
      send: async (message) => {
        if (isBorisDown && message.to === boris.email) throw new Error('mailbox unavailable');
        delivered.push(message);
      },
      close: () => undefined,
    };
    const ctx: NotifyContext = { database: t.database, config: t.config, mailer, jobs: t.app.jobs, log: t.app.log };

    await expect(deliverNotificationMail(ctx, notification.id)).rejects.toThrow('1 of 2 notification e-mails failed');
    expect(delivered.map((m) => m.to)).toEqual([anna.email]);
    expect(delivered[0].text).toContain('Open in Cargo Sentry');

    isBorisDown = false;
    expect(await deliverNotificationMail(ctx, notification.id)).toEqual({ sent: 1, failed: 0 });
    expect(delivered.map((m) => m.to)).toEqual([anna.email, boris.email]);
    expect(delivered[1].text).toContain('Открыть в Cargo Sentry');
    expect(await deliverNotificationMail(ctx, notification.id)).toEqual({ sent: 0, failed: 0 });
  });
});
