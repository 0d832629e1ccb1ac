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
}

/**
 * nodemailer over SMTP_URL; without it every message lands in `mail_outbox` plus a log line with
 * the link, so recovery and invitations work on a laptop with no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, options.from);
  return {
    mode: 'outbox',
    send: async (message) => {
      await options.database.db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        link: message.link ?? null,
      });
      options.log.info(
        { to: message.to, subject: message.subject, link: message.link },
        'mail written to the outbox (no SMTP_URL)',
      );
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
