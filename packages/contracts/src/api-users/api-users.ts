import { z } from 'zod';
import { accessLevelSchema } from '../auth/auth';
import { idText, pageQuerySchema, pagedSchema, text } from '../shared/common';
import { dateText, todayIso } from '../shared/dates';
import { verificationCheckNames, verificationCheckSchema } from '../verification/form';

/**
 * API users and their keys (issue 11 §2, docs/decisions/0018-api-keys.md): accounts of a
 * company's own system (TMS, ERP) that call the verification and incident read endpoints with
 * `Authorization: Api-Key <key>` and never sign in to the web app.
 */

/** The header scheme of an API key: `Authorization: Api-Key <key>`. */
export const apiKeyScheme = 'Api-Key';

/** Most checks one key may hold in its quota. */
export const maxApiKeyQuota = 1_000_000;
/** Most unrevoked keys of one API user: enough for every system and a rotation in progress. */
export const maxActiveApiKeys = 20;

/** `GET /{product}/api_user`: newest first, searched in company, contact, e-mail and username. */
export const apiUserListQuerySchema = pageQuerySchema.extend({
  s: text(200).trim().optional().describe('Search in company, contact name, e-mail and username'),
});
export type ApiUserListQuery = z.infer<typeof apiUserListQuerySchema>;

/** `POST /{product}/api_user` and `PUT /{product}/api_user/{id}`: the company and its contact. */
export const apiUserWriteSchema = z.object({
  company: text(200).trim().min(1),
  first_name: text(100).trim().min(1).describe('Contact person'),
  last_name: text(100).trim().min(1).describe('Contact person'),
  email: z.email().max(254).describe('Contact e-mail'),
  access_level: accessLevelSchema.default('full'),
  is_active: z.boolean().default(true).describe('An inactive API user’s keys are all refused'),
});
export type ApiUserWrite = z.infer<typeof apiUserWriteSchema>;
export type ApiUserWriteInput = z.input<typeof apiUserWriteSchema>;

export const apiUserSchema = z.object({
  id: z.number().int(),
  username: z.string().describe('Generated; shown in the verification history'),
  company: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  access_level: accessLevelSchema,
  is_active: z.boolean(),
  registration_date: z.string(),
  keys_count: z.number().int().describe('Keys neither revoked nor expired'),
  calls_this_month: z.number().int().describe('Calls of all its keys in the current UTC month'),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

export const apiUserListSchema = pagedSchema(apiUserSchema);
export type ApiUserList = z.infer<typeof apiUserListSchema>;

/** The checks a key may be allowed: the eleven of docs/product.md#per-user-verification-settings and the ATI id lookup. */
export const apiKeyCheckNames = verificationCheckNames;

/** `POST /{product}/api_user/{id}/keys`. */
export const issueApiKeySchema = z.object({
  name: text(100).trim().min(1).describe('Which system uses the key, e.g. "TMS production"'),
  expires_on: dateText
    .refine((date) => date >= todayIso(), 'date_past')
    .nullable()
    .default(null)
    .describe('Last day (UTC) the key works; null: no expiry'),
  verification_count: z.number().int().min(0).max(maxApiKeyQuota).describe('The key’s own quota: tickets it may open'),
  allowed_checks: z
    .array(verificationCheckSchema)
    .max(apiKeyCheckNames.length)
    .refine((checks) => new Set(checks).size === checks.length, 'duplicate')
    .describe('Checks the key may run; any other is 403 check_disabled'),
});
export type IssueApiKey = z.infer<typeof issueApiKeySchema>;
export type IssueApiKeyInput = z.input<typeof issueApiKeySchema>;

export const apiKeyStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** A key as staff see it: never its secret, which only the issuing answer carries. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The key’s public start, to tell keys apart'),
  created_at: z.string(),
  expires_on: z.string().nullable(),
  last_used_at: z.string().nullable(),
  verification_count: z.number().int().describe('Checks left in the key’s quota'),
  verification_total: z.number().int().describe('The quota the key was issued with'),
  allowed_checks: z.array(verificationCheckSchema),
  revoked_at: z.string().nullable(),
  status: apiKeyStatusSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ results: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer of issuing: the key itself, shown this once and stored only as a hash. */
export const issuedApiKeySchema = apiKeySchema.extend({
  key: z.string().describe('Send as `Authorization: Api-Key <key>`; it cannot be shown again'),
});
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;

export const apiKeyParamSchema = z.object({ id: idText, keyId: idText });

const monthPattern = /^(20[0-9]{2})-(0[1-9]|1[0-2])$/;

/** The current UTC month as `YYYY-MM`. */
export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** `GET /{product}/api_user/{id}/usage`: one UTC month, the current one when left out. */
export const apiUsageQuerySchema = z.object({
  month: text(7).regex(monthPattern, 'month').optional().describe('YYYY-MM (UTC); the current month by default'),
});
export type ApiUsageQuery = z.infer<typeof apiUsageQuerySchema>;

const callCountsSchema = z.object({
  calls: z.number().int(),
  client_errors: z.number().int().describe('Answers 400–499'),
  server_errors: z.number().int().describe('Answers 500–599'),
});
export type CallCounts = z.infer<typeof callCountsSchema>;

export const apiKeyUsageSchema = callCountsSchema.extend({
  key_id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  by_endpoint: z.array(
    callCountsSchema.extend({ endpoint: z.string().describe('Method and route, e.g. POST /verification/risk') }),
  ),
  by_check: z.array(callCountsSchema.extend({ check: verificationCheckSchema })),
  by_day: z.array(callCountsSchema.extend({ day: z.string().describe('YYYY-MM-DD') })),
});
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;

/** Calls per key in one month: every key of the API user, with zeros for an idle one. */
export const apiUsageSchema = z.object({ month: z.string(), keys: z.array(apiKeyUsageSchema) });
export type ApiUsage = z.infer<typeof apiUsageSchema>;

/** Days of a `YYYY-MM` month, `YYYY-MM-DD` each: the chart's axis. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
