import { z } from 'zod';
import { idText, localeSchema, pageQuerySchema, pagedSchema, text } from '../shared/common';
import { innSchema, isValidInn } from '../shared/identifiers';

/**
 * Commercial prudence monitoring (issue 13 §3, docs/decisions/0030): a user subscribes
 * counterparties by INN; each is checked at once and then periodically, and what the checks
 * find (findings) is kept with the dates it was first and last seen.
 */

/** INNs one request may subscribe (a pasted or uploaded list). */
export const maxPrudenceInnsPerRequest = 500;

/** Where a finding comes from. */
export const prudenceSources = ['registry', 'reputation', 'sud', 'fssp', 'incidents'] as const;
export type PrudenceSource = (typeof prudenceSources)[number];

/** Spaces, dashes and dots people type inside an INN are dropped; nothing else is changed. */
export const normalizeInn = (value: string) => value.replace(/[\s\-.]/g, '');

/** One INN of a request: normalised, then format and check digits (`inn`, `inn_checksum`). */
const innEntrySchema = text(40).transform(normalizeInn).pipe(innSchema);

/**
 * `POST /{product}/prudence_subscription`: one INN (`inn`) or a list (`inns`), each validated
 * by its check digits; an invalid one fails the request with `fields["inns.<index>"]`, so nothing
 * is half-subscribed.
 */
export const prudenceSubscribeSchema = z
  .object({
    inn: innEntrySchema.optional(),
    inns: z.array(innEntrySchema).max(maxPrudenceInnsPerRequest, 'too_many').optional(),
  })
  .refine((v) => v.inn !== undefined || (v.inns?.length ?? 0) > 0, { message: 'required', path: ['inns'] });
export type PrudenceSubscribe = z.infer<typeof prudenceSubscribeSchema>;
export type PrudenceSubscribeInput = z.input<typeof prudenceSubscribeSchema>;

/** The distinct INNs a subscribe request names, in the order given. */
export const innsOf = (request: PrudenceSubscribe): string[] => [
  ...new Set([...(request.inn ? [request.inn] : []), ...(request.inns ?? [])]),
];

/** `null`: no limit. */
export const prudenceLimitSchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type PrudenceLimit = z.infer<typeof prudenceLimitSchema>;

/** How many INNs a user may still add: `null` without a limit, never below 0. */
export function remainingOf(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

export const prudenceSubscribeResultSchema = z.object({
  subscribed: z.array(z.string()),
  already: z.array(z.string()).describe('INNs the user monitors already (not counted again)'),
  limit: prudenceLimitSchema,
});
export type PrudenceSubscribeResult = z.infer<typeof prudenceSubscribeResultSchema>;

export const prudenceFindingSchema = z.object({
  id: z.number().int(),
  source: z.enum(prudenceSources),
  key: z.string(),
  title: z.string().describe('What was found, in the words of its register (Russian)'),
  first_seen: z.string(),
  last_seen: z.string(),
  resolved_at: z.string().nullable().describe('When a later check no longer found it'),
  is_new: z.boolean().describe('Not seen by the user yet'),
});
export type PrudenceFinding = z.infer<typeof prudenceFindingSchema>;

export const prudenceSubscriptionSchema = z.object({
  id: z.number().int(),
  inn: z.string(),
  name: z.string().nullable().describe('The company register name of the INN, when known'),
  created_at: z.string(),
  checked_at: z.string().nullable().describe('null: the first check is still running'),
  matches_new: z.number().int(),
  matches_old: z.number().int(),
  findings: z.array(prudenceFindingSchema).describe('Current findings first, then resolved ones'),
});
export type PrudenceSubscription = z.infer<typeof prudenceSubscriptionSchema>;

export const prudenceListQuerySchema = pageQuerySchema.extend({
  inn: text(12)
    .regex(/^\d{1,12}$/)
    .optional()
    .describe('INNs starting with these digits'),
});
export type PrudenceListQuery = z.infer<typeof prudenceListQuerySchema>;

export const prudenceListSchema = pagedSchema(prudenceSubscriptionSchema).extend({ limit: prudenceLimitSchema });
export type PrudenceList = z.infer<typeof prudenceListSchema>;

export const prudenceParamsSchema = z.object({ id: idText });

/** `POST …/prudence/{id}/seen`: the findings the user has looked at become "old". */
export const prudenceSeenResultSchema = z.object({ seen: z.number().int() });

/** docs/product.md#commercial-prudence-subscription "Commercial prudence subscription: client, number of INN, matches new/old", per client. */
export const prudenceClientSchema = z.object({
  user_id: z.number().int(),
  client: z.string().describe('Full name, company and username of the subscriber'),
  username: z.string(),
  company: z.string(),
  inn_count: z.number().int(),
  matches_new: z.number().int(),
  matches_old: z.number().int(),
  last_checked_at: z.string().nullable(),
});
export type PrudenceClient = z.infer<typeof prudenceClientSchema>;

export const prudenceClientListSchema = pagedSchema(prudenceClientSchema);
export type PrudenceClientList = z.infer<typeof prudenceClientListSchema>;

export const prudenceClientQuerySchema = pageQuerySchema.extend({
  s: text(100).trim().optional().describe('Part of the client name, company or username'),
});
export type PrudenceClientQuery = z.infer<typeof prudenceClientQuerySchema>;

/** The rows of a pasted or uploaded list (one INN a line; CSV/TSV take the first column). */
export function splitInnList(textValue: string): string[] {
  return textValue
    .split(/\r?\n|\r/)
    .map((line) => (line.split(/[;,\t]/)[0] ?? '').replace(/^"|"$/g, '').trim())
    .filter((line) => line !== '');
}

export interface InnListCheck {
  valid: string[];
  invalid: { line: number; value: string; code: 'inn' | 'inn_checksum' }[];
}

/** The client's per-row report before sending: which lines are INNs, which are not and why. */
export function checkInnList(lines: string[]): InnListCheck {
  const valid: string[] = [];
  const invalid: InnListCheck['invalid'] = [];
  lines.forEach((value, index) => {
    const inn = normalizeInn(value);
    if (!/^(\d{10}|\d{12})$/.test(inn)) invalid.push({ line: index + 1, value, code: 'inn' });
    else if (!isValidInn(inn)) invalid.push({ line: index + 1, value, code: 'inn_checksum' });
    else if (!valid.includes(inn)) valid.push(inn);
  });
  return { valid, invalid };
}

/** `GET /{product}/commercial_prudence/export`: the workbook's language. */
export const prudenceExportQuerySchema = z.object({ lang: localeSchema.default('ru') });
