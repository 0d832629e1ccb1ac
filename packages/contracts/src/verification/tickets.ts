import { z } from 'zod';
import { integerMax, pageQuerySchema, pagedSchema, text, wholeNumberText } from '../shared/common';
import { dateText } from '../shared/dates';
import { formTrue, photoFileSchema, photoNamePattern } from '../shared/uploads';
import { summaryOrder } from './rules';
import { ticketIdSchema } from './ticket-id';

/** How long a ticket takes checks: long enough for one sitting with a driver's papers. */
export const ticketLifetimeHours = 24;

/**
 * `POST /{product}/verification/get_ticket`. No check runs without the user confirming that the
 * personal data was obtained lawfully (docs/product.md#consent; 152-FZ): the ticket stores when and by whom.
 */
export const getTicketSchema = z.object({
  consent: formTrue('Confirm that the personal data was obtained lawfully'),
  /** The face photo of the person checked (multipart only), kept with the ticket for the face check. */
  photo: photoFileSchema.optional(),
  /** The photo's name as the form shows it; the file's own name when left out. */
  name: text(255).regex(photoNamePattern, 'photo').optional(),
  /**
   * The consent version the form showed (issue 28 §3): when it is no longer the current one the
   * ticket is refused with 409 `consent_outdated`, so nobody confirms words they were not shown.
   * Left out, the current version is recorded.
   */
  consent_version: wholeNumberText(integerMax).optional(),
});
export type GetTicketRequest = z.infer<typeof getTicketSchema>;

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
  consent_version: z.number().int().describe('The consent version the ticket was opened under'),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketParamSchema = z.object({ id: ticketIdSchema });

/** A ticket's verdict: the worst of its checks' (contracts' `summaryOrder`), `not_checked` before any answered. */
export const ticketVerdictSchema = z.enum(summaryOrder);
export type TicketVerdict = z.infer<typeof ticketVerdictSchema>;

/** Minutes east of UTC (Moscow 180), in a query string: whole, signed, within the world's offsets. */
const utcOffsetText = z
  .union([z.string().max(4), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^(0|-?[1-9][0-9]{0,2})$/, 'whole number'))
  .transform(Number)
  .pipe(z.number().min(-720).max(840));

/**
 * `GET /{product}/verification_ticket`: newest first; staff see every user's, a user their own
 * (issue 23 §6). `search` finds a ticket by any identifier its checks used, whole (any case, spaces
 * and dashes ignored; several words must all match, as a name's); `verdict` keeps one verdict; the
 * period is in the user's days, `utc_offset` being their clock's minutes east of UTC.
 */
export const ticketListQuerySchema = pageQuerySchema
  .extend({
    page_size: wholeNumberText(100).default(20),
    search: text(100)
      .trim()
      .optional()
      .transform((value) => value || undefined),
    verdict: ticketVerdictSchema.optional(),
    date_from: dateText.optional().describe('First day, YYYY-MM-DD, in the utc_offset time'),
    date_to: dateText.optional().describe('Last day, YYYY-MM-DD, in the utc_offset time'),
    utc_offset: utcOffsetText.default(0),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: 'date_order',
  });
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
export type TicketListQueryInput = z.input<typeof ticketListQuerySchema>;

/** What a history row shows of its inputs without opening it: the person, the plate and the INN. */
export const ticketSubjectSchema = z.object({
  lastName: z.string().optional(),
  firstName: z.string().optional(),
  midName: z.string().optional(),
  autoGos: z.string().optional(),
  inn: z.string().optional(),
});
export type TicketSubject = z.infer<typeof ticketSubjectSchema>;
export const ticketSubjectFields = ['lastName', 'firstName', 'midName', 'autoGos', 'inn'] as const;

export const ticketSummarySchema = z.object({
  id: ticketIdSchema,
  created_at: z.string(),
  expires_at: z.string(),
  consent_at: z.string(),
  consent_version: z.number().int().nullable().describe('The consent version; null on tickets opened before versions'),
  user: z.object({ id: z.number().int(), username: z.string() }),
  /** The checks that have stored a result, in the order they ran. */
  checks: z.array(z.string()),
  verdict: ticketVerdictSchema,
  subject: ticketSubjectSchema,
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
