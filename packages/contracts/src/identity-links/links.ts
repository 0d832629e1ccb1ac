import { z } from 'zod';
import { localeSchema, text } from '../shared/common';
import { dateText } from '../shared/dates';
import { identifierKindSchema, identitySourceKindSchema } from './identifiers';

/**
 * The link explorer's call (issue 27 §3): `GET /{product}/links?kind=…&value=…&depth=1|2`, the
 * identifiers seen together with one identifier, and with those (depth 2). `value` is taken as
 * typed and normalised by `normalizeIdentifier`; one that is not of its kind is refused (400).
 */
export const linksQuerySchema = z
  .object({
    kind: identifierKindSchema,
    value: text(200).min(1),
    depth: z.enum(['1', '2']).default('1'),
    /** Only sources seen on or after this date. */
    from: dateText.optional(),
    /** Only sources seen on or before this date. */
    to: dateText.optional(),
    lang: localeSchema
      .optional()
      .describe("ru or en, for the hidden nodes' labels; the user's notification_language when left out"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'date_order' });
export type LinksQuery = z.infer<typeof linksQuerySchema>;

/** At most this many nodes in one answer; a hub beyond it is cut and says how many links it has. */
export const linksNodeLimit = 500;

/** An edge lists at most this many of its sources, the newest. */
export const linksEdgeSourceLimit = 20;

/**
 * Where two identifiers were seen together. `id` and `link` are null for another company's ticket:
 * the user learns that and when, never whose (issue 27 §4).
 */
export const linkSourceSchema = z.object({
  kind: identitySourceKindSchema,
  id: z.string().nullable().describe('The incident id, ticket id or register row id; null when not the user’s to see'),
  date: z.string().describe('YYYY-MM-DD: the incident’s date, the check’s, or the register row’s'),
  own: z.boolean().describe('A ticket of the user’s own company (always true for staff), or a shared source'),
  link: z.string().nullable().describe('Path of the page that shows the source; null when none may be opened'),
});
export type LinkSource = z.infer<typeof linkSourceSchema>;

export const linkNodeSchema = z.object({
  id: z.string().describe('`kind:value`, or `hidden:n` for what another company’s ticket alone holds'),
  kind: z.union([identifierKindSchema, z.literal('hidden')]),
  label: z
    .string()
    .describe('As shown: a person as "Иванов Петр Семенович, 01.02.1980"; a hidden node in the user’s language'),
  value: z.string().nullable().describe('The normalised identifier, to expand the node by; null for a hidden node'),
  links: z
    .number()
    .int()
    .describe(
      'How many nodes it is linked with in all (another company’s source counting as one), for a node whose links were read: the asked one, and at depth 2 those of depth 1; for the others, how many the answer shows',
    ),
  cut: z.boolean().describe('Some of its links were left out: at the node limit, or beyond the sources read of a hub'),
});
export type LinkNode = z.infer<typeof linkNodeSchema>;

export const linkEdgeSchema = z.object({
  from: z.string(),
  to: z.string(),
  sources: z.array(linkSourceSchema).min(1).describe('Where the two were seen together, newest first, at most 20'),
});
export type LinkEdge = z.infer<typeof linkEdgeSchema>;

export const linksAnswerSchema = z.object({
  root: z.string().describe('The id of the node asked about'),
  nodes: z.array(linkNodeSchema),
  edges: z.array(linkEdgeSchema),
  cut: z.boolean().describe('The answer reached the node limit; a node with `cut` has more links'),
});
export type LinksAnswer = z.infer<typeof linksAnswerSchema>;

/**
 * Staff's settings of identity links: whether one company's checks may warn another's (off: a
 * user's links and findings come from incidents, registers and their own company's tickets only).
 */
export const linksSettingsSchema = z.object({
  sharing_between_companies: z.boolean(),
});
export type LinksSettings = z.infer<typeof linksSettingsSchema>;

/** Until staff change them: companies warn one another (issue 27 §4). */
export const defaultLinksSettings: LinksSettings = { sharing_between_companies: true };
