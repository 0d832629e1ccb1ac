import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (login, password reset); kept in the outbox for tests. */
  link?: string;
}

export interface Mailer {
  /** `smtp`: sent over SMTP_URL; `outbox`: written to the mail_outbox table and logged. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  database: Database;
  log: FastifyBaseLogger;
  /** DEMO_MAIL_OUTBOX: also log each outbox message's link, for a demo on one machine. */
  logLinks?: boolean;
}

/** `a***@example.com`: enough to tell whose link a demo log line holds, not the address. */
function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? '***' : `${address[0]}***${address.slice(at)}`;
}

/**
 * nodemailer over SMTP_URL; without it every message lands in `mail_outbox` (staff read it at
 * GET mail_outbox), so recovery and invitations work on a laptop with no mail server. The log gets
 * the link only with DEMO_MAIL_OUTBOX (issue 23 §24): a password-reset key read from the log once
 * reset another user's password, and logs travel further than the database.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, options.from);
  return {
    mode: 'outbox',
    send: async (message) => {
      const [row] = await options.database.db
        .insert(mailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          link: message.link ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (options.logLinks) {
        options.log.info(
          { outboxId: row?.id, to: maskEmail(message.to), link: message.link },
          'mail written to the outbox (DEMO_MAIL_OUTBOX: its link is logged)',
        );
      } else {
        options.log.info({ outboxId: row?.id }, 'mail written to the outbox (no SMTP_URL)');
      }
    },
    close: () => undefined,
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
