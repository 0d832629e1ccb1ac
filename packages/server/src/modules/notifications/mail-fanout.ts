import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { notificationMail } from './mail-texts';
import * as repo from './repo';

/** What sending notifications needs of the app (a FastifyInstance has all of it). */
export interface NotifyContext {
  database: Database;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  jobs: Pick<Jobs, 'send'>;
  log: FastifyBaseLogger;
}

export const notificationMailJob = 'notification-mail';
/** Whole-job retries after a message still failed its own three tries (only the unsent go again). */
const jobRetries = 3;
/** Messages per second to an SMTP server: a notification to everyone must not look like a flood. */
const smtpMessagesPerSecond = 5;
const attempts = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one message, trying again after 1 s and 2 s when the mail server fails. */
async function sendWithRetries(ctx: NotifyContext, message: Parameters<Mailer['send']>[0]): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await ctx.mailer.send(message);
      return true;
    } catch (error) {
      if (attempt === attempts) {
        ctx.log.warn({ err: error }, 'notification mail failed');
        return false;
      }
      await pause(1000 * 2 ** (attempt - 1));
    }
  }
  return false;
}

/**
 * E-mails a notification to its recipients who are `subscribed`, each in their
 * notification_language, one after another at a bounded rate (outbox mode has no rate to keep).
 * Each recipient is marked mailed as their message goes, so a retried job sends only what is
 * left; it throws when some message failed, and the queue retries the job.
 */
export async function deliverNotificationMail(
  ctx: NotifyContext,
  notificationId: number,
): Promise<{ sent: number; failed: number }> {
  const notification = await repo.findNotification(ctx.database.db, notificationId);
  if (!notification) return { sent: 0, failed: 0 };
  const recipients = await repo.selectMailRecipients(ctx.database.db, notificationId);
  const link = `${ctx.config.publicUrl}${notification.link ?? '/notification/page/1'}`;
  const content = { subject: notification.subject, text: notification.bodyText, hasFile: notification.fileId !== null };
  let sent = 0;
  let failed = 0;
  for (const [index, recipient] of recipients.entries()) {
    if (index > 0 && ctx.mailer.mode === 'smtp') await pause(1000 / smtpMessagesPerSecond);
    const mail = notificationMail(recipient.language, content, link);
    if (await sendWithRetries(ctx, { to: recipient.email, link, ...mail })) {
      await repo.markMailed(ctx.database.db, notificationId, recipient.userId, new Date());
      sent += 1;
    } else {
      failed += 1;
    }
  }
  if (failed > 0) throw new Error(`${failed} of ${recipients.length} notification e-mails failed`);
  return { sent, failed };
}

/**
 * Starts the e-mail copies of a stored notification on the job queue (durable, run once across
 * processes). A queue failure is logged, never the sender's error: the notification is stored.
 */
export async function queueNotificationMail(ctx: NotifyContext, notificationId: number): Promise<void> {
  await ctx.jobs
    .send(notificationMailJob, { notificationId }, { retryLimit: jobRetries })
    .catch((error: unknown) => ctx.log.error({ err: error, notificationId }, 'notification mail not queued'));
}
