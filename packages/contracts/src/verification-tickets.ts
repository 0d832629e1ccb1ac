import { z } from 'zod';
import { pageQuerySchema, pagedSchema, text, wholeNumberText } from './common';
import { formTrue, photoFileSchema, photoNamePattern } from './uploads';

/** How long a ticket takes checks: long enough for one sitting with a driver's papers. */
export const ticketLifetimeHours = 24;

/**
 * `POST /{product}/verification/get_ticket`. No check runs without the user confirming that the
 * personal data was obtained lawfully (SPEC §5; 152-FZ): the ticket stores when and by whom.
 */
export const getTicketSchema = z.object({
  consent: formTrue('Confirm that the personal data was obtained lawfully'),
  /** The face photo of the person checked (multipart only), kept with the ticket for the face check. */
  photo: photoFileSchema.optional(),
  /** The photo's name as the form shows it; the file's own name when left out. */
  name: text(255).regex(photoNamePattern, 'photo').optional(),
});
export type GetTicketRequest = z.infer<typeof getTicketSchema>;

/** A ticket's id: random, so that one user cannot guess another's. */
export const ticketIdSchema = z.uuid();

/** The face photo a ticket was opened with. */
const ticketPhotoSchema = z.object({ name: z.string(), size: z.number().int() }).nullable();

export const ticketSchema = z.object({
  ticket: ticketIdSchema,
  created_at: z.string(),
  expires_at: z.string(),
  verification_count: z
    .number()
    .int()
    .nullable()
    .describe('Checks left after this ticket; null for staff, whose checks are unlimited'),
  photo: ticketPhotoSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketParamSchema = z.object({ id: ticketIdSchema });

/** `GET /{product}/verification_ticket`: newest first; staff see every user's, a user their own. */
export const ticketListQuerySchema = pageQuerySchema.extend({
  page_size: wholeNumberText(100).default(20),
});

export const ticketSummarySchema = z.object({
  id: ticketIdSchema,
  created_at: z.string(),
  expires_at: z.string(),
  consent_at: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  /** The checks that have stored a result, in the order they ran. */
  checks: z.array(z.string()),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketListSchema = pagedSchema(ticketSummarySchema);
export type TicketList = z.infer<typeof ticketListSchema>;

/** A ticket re-opened from the history: the normalised inputs and each check's stored result. */
export const ticketDetailSchema = ticketSummarySchema.extend({
  inputs: z.record(z.string(), z.unknown()),
  results: z.record(z.string(), z.unknown()),
  photo: ticketPhotoSchema,
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
