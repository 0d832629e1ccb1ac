import { z } from 'zod';
import { text, wholeNumberText } from '../shared/common';

/** `GET /{product}/mail_outbox` (staff): mail kept instead of sent when no SMTP_URL is set. */
export const mailOutboxQuerySchema = z.object({
  to: text(254).trim().optional().describe('Recipient e-mail, case-insensitive'),
  limit: wholeNumberText(100).default(20),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable().describe('The link the message is about (login, password reset)'),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const mailOutboxSchema = z.object({ results: z.array(outboxMessageSchema) });
