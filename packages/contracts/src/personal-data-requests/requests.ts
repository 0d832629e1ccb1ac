import { z } from 'zod';
import { localeSchema, text } from '../shared/common';
import { identifierKindSchema, normalizeIdentifier, type IdentifierKind } from '../identity-links/identifiers';

/**
 * The data subject's requests (issue 28 §4, docs/decisions/0060-consent-versions-and-subject-requests.md):
 * staff find everything held about one person by their key (surname, name, patronymic, birth
 * date), passport, phone or plate, export it for a request of access, or erase or mask it for a
 * request of deletion, with a reason. Both are audited.
 */

/** The identifiers a person is searched by. */
export const subjectIdentifierKinds = [
  'person',
  'passport',
  'phone',
  'plate',
] as const satisfies readonly IdentifierKind[];

/** How many records of one source a search reads at most: a person, not a census. */
export const subjectSourceLimit = 200;

/** `q`: one identifier as people write it, `Иванов Пётр Семёнович 01.02.1980`, `4510 123456`, `+7 912 345-67-89`, `А123ВС77`. */
const subjectQuery = text(200).trim().min(3);

/** `GET /{product}/personal_data/search?q=…` (staff). */
export const subjectSearchQuerySchema = z.object({ q: subjectQuery });
export type SubjectSearchQuery = z.infer<typeof subjectSearchQuerySchema>;

/** `GET /{product}/personal_data/export?q=…&format=xlsx|pdf&lang=ru|en` (staff): a file, audited. */
export const subjectExportQuerySchema = z.object({
  q: subjectQuery,
  format: z.enum(['xlsx', 'pdf']).default('xlsx'),
  lang: localeSchema.default('ru'),
});
export type SubjectExportQuery = z.infer<typeof subjectExportQuerySchema>;

/**
 * `POST /{product}/personal_data/erase` (staff): `erase` empties what a ticket held and deletes
 * the person's register rows (but those the law keeps, `erasureKeptReasons`), gallery faces and
 * links; `mask` keeps a ticket's fields with their values masked (`maskValue`). Either needs the
 * reason (the request's number, its date).
 */
export const subjectErasureModes = ['erase', 'mask'] as const;
export const subjectErasureSchema = z.object({
  q: subjectQuery,
  mode: z.enum(subjectErasureModes),
  reason: text(1000).trim().min(5),
});
export type SubjectErasure = z.infer<typeof subjectErasureSchema>;

export const subjectIdentifierSchema = z.object({ kind: identifierKindSchema, value: z.string() });
export type SubjectIdentifier = z.infer<typeof subjectIdentifierSchema>;

/** Where what is held about a person comes from; the page groups its results by these. */
export const subjectSources = ['ticket', 'register', 'incident', 'face_gallery', 'identity_link'] as const;
export const subjectSourceSchema = z.enum(subjectSources);
export type SubjectSource = z.infer<typeof subjectSourceSchema>;

/**
 * The longest value a record shows: twice the longest the product stores (an incident's
 * description, 10,000 characters), so a bound never refuses a person's own data.
 */
export const subjectValueMax = 20_000;

/** A text in both languages of the product. */
const inBothLanguages = (max: number) => z.object({ ru: z.string().max(max), en: z.string().max(max) });

/**
 * One field of a record: its code in its source, its label and its value as shown, each in both
 * languages (a name reads the same in both; a check's class and message, a yes or a number do
 * not). Labels are the product's own (registers' columns, the incident import's, the verification
 * form's, the checks' names); a value is never JSON, and a date reads `DD.MM.YYYY`.
 */
export const subjectFieldSchema = z.object({
  key: z
    .string()
    .max(100)
    .describe(
      'The field in its source: a form field or `check.<check>` of a ticket, a register column, an incident field',
    ),
  label: inBothLanguages(300),
  value: inBothLanguages(subjectValueMax),
});
export type SubjectField = z.infer<typeof subjectFieldSchema>;

/**
 * One record held about the person: its id in its source, what it is (a code and its name in
 * both languages), its date (`YYYY-MM-DD`, or an instant) and its fields in order, blank ones left out.
 */
export const subjectRecordSchema = z.object({
  id: z.string().max(100),
  kind: z
    .string()
    .max(100)
    .describe("A register's name, an identity source kind, a gallery face's source kind, `ticket` or `incident`"),
  kind_label: inBothLanguages(300),
  date: z.string().max(40).nullable(),
  fields: z.array(subjectFieldSchema).max(100),
});
export type SubjectRecord = z.infer<typeof subjectRecordSchema>;

/** Why erasure is refused: an incident naming the person is still open (the law keeps its data). */
export const erasureRefusals = ['open_incident'] as const;

/**
 * Why an erasure keeps a record it finds, while erasing the rest: `legal_entity`, a company's data
 * and not a person's (the companies and ATI ids registers); `invalid_passport`, an entry of the
 * state's list of lost, stolen and invalid passports (МВД), which the law keeps to prevent fraud
 * (a valid passport's row, its holder's data, is erased); `court_case`, a court's public record.
 */
export const erasureKeptReasons = ['legal_entity', 'invalid_passport', 'court_case'] as const;
export type ErasureKeptReason = (typeof erasureKeptReasons)[number];

/** A record an erasure keeps: which (its source, kind and id, as in `groups`) and why. */
export const subjectKeptRecordSchema = z.object({
  source: subjectSourceSchema,
  kind: z.string().max(100),
  id: z.string().max(100),
  reason: z.enum(erasureKeptReasons),
});
export type SubjectKeptRecord = z.infer<typeof subjectKeptRecordSchema>;

export const subjectSearchAnswerSchema = z.object({
  identifiers: z.array(subjectIdentifierSchema),
  groups: z.object({
    ticket: z.array(subjectRecordSchema),
    register: z.array(subjectRecordSchema),
    incident: z.array(subjectRecordSchema),
    face_gallery: z.array(subjectRecordSchema),
    identity_link: z.array(subjectRecordSchema),
  }),
  /** A source held more than `subjectSourceLimit` records: the rest were not read. */
  truncated: z.boolean(),
  erasure: z.object({
    allowed: z.boolean(),
    reason: z.enum(erasureRefusals).nullable(),
    /** The open incidents that keep the data. */
    incidents: z.array(z.number().int()),
    /** The records an erasure would keep, each with its reason; it erases the others. */
    kept: z.array(subjectKeptRecordSchema),
  }),
});
export type SubjectSearchAnswer = z.infer<typeof subjectSearchAnswerSchema>;

export const subjectErasureAnswerSchema = z.object({
  mode: z.enum(subjectErasureModes),
  counts: z.object({
    ticket: z.number().int(),
    register: z.number().int(),
    face_gallery: z.number().int(),
    identity_link: z.number().int(),
  }),
  /** The records it kept, each with its reason. */
  kept: z.array(subjectKeptRecordSchema),
});
export type SubjectErasureAnswer = z.infer<typeof subjectErasureAnswerSchema>;

/**
 * Every identifier `q` can be read as (a ten-digit passport number also reads as a phone): the
 * search looks for each. Empty when `q` is none of them, which the server answers 400
 * `identifier_invalid`.
 */
export function subjectIdentifiersOf(q: string): SubjectIdentifier[] {
  return subjectIdentifierKinds.flatMap((kind) => {
    // A foreign passport's number is any run of letters and digits: without a digit it is a word.
    if (kind === 'passport' && !/\d/.test(q)) return [];
    const value = normalizeIdentifier(kind, q);
    return value === null ? [] : [{ kind, value }];
  });
}

/** A value masked for a request of deletion: its first character kept, the rest starred. */
export function maskValue(value: string): string {
  const chars = [...value.trim()];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(chars.length - 1, 3));
}
