import { z } from 'zod';
import { idText, localeSchema, text } from '../shared/common';
import { addMonths, todayIso } from '../shared/dates';
import { checkNames } from '../auth/auth';
import type { CheckStanding } from './rules';

/**
 * Verification statistics (docs/product.md#verification-statistics, docs/product.md#administration-calls `GET verification_log/by_month`,
 * issue 11 §5): the checks stored on tickets, per UTC month, by check and by user or company.
 * `statistics` covers the eleven checks of docs/product.md#per-user-verification-settings; `ati_statistics` the ATI id lookups
 * (`find_ati_su_id`), counted apart because they are a separate paid source.
 */

const monthPattern = /^(20[0-9]{2})-(0[1-9]|1[0-2])$/;
export const monthText = text(7).regex(monthPattern, 'month');

/** The longest period one answer covers: three years of months. */
export const maxStatisticsMonths = 36;
/** The default period: this month and the eleven before it. */
export const defaultStatisticsMonths = 12;

/** `YYYY-MM` months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to && months.length <= maxStatisticsMonths;) {
    months.push(month);
    month = addMonths(`${month}-01`, 1).slice(0, 7);
  }
  return months;
}

/** The default period ending in the month of `today`. */
export function defaultStatisticsPeriod(today: string = todayIso()): { month_from: string; month_to: string } {
  const month_to = today.slice(0, 7);
  return { month_from: addMonths(`${month_to}-01`, 1 - defaultStatisticsMonths).slice(0, 7), month_to };
}

const periodFields = z.object({
  month_from: monthText.optional().describe('First month, YYYY-MM (UTC); 11 months before month_to by default'),
  month_to: monthText.optional().describe('Last month, YYYY-MM (UTC); the current month by default'),
  user: idText.optional().describe('Only the checks of this user or API user'),
});

/** The months in order and at most `maxStatisticsMonths` of them: a 400, never an empty or huge answer. */
function withPeriodRules<T extends typeof periodFields>(schema: T) {
  return schema
    .refine((q) => !q.month_from || !q.month_to || q.month_from <= q.month_to, {
      message: 'month_to is before month_from',
      path: ['month_to'],
    })
    .refine(
      (q) => !q.month_from || !q.month_to || monthsBetween(q.month_from, q.month_to).length <= maxStatisticsMonths,
      { message: `at most ${maxStatisticsMonths} months`, path: ['month_from'] },
    );
}

export const verificationLogQuerySchema = withPeriodRules(periodFields);
export type VerificationLogQuery = z.infer<typeof verificationLogQuerySchema>;

/** The XLSX export takes the same query and the language of its headers. */
export const verificationLogExportQuerySchema = withPeriodRules(
  periodFields.extend({ lang: localeSchema.default('ru') }),
);
export type VerificationLogExportQuery = z.infer<typeof verificationLogExportQuerySchema>;

/**
 * What the checks came to: `found` (a warning or an alert: something was found), `clean` (success),
 * `errors` (not carried out: the provider failed) and `unrated` (a check without a class rule yet).
 * `checks` is their sum.
 */
export const outcomeCountsSchema = z.object({
  checks: z.number().int(),
  found: z.number().int(),
  clean: z.number().int(),
  errors: z.number().int(),
  unrated: z.number().int(),
});
export type OutcomeCounts = z.infer<typeof outcomeCountsSchema>;

export const emptyOutcomeCounts = (): OutcomeCounts => ({ checks: 0, found: 0, clean: 0, errors: 0, unrated: 0 });

/** Where a standing (verification-rules.ts) counts. */
export function outcomeOf(standing: CheckStanding): Exclude<keyof OutcomeCounts, 'checks'> {
  switch (standing) {
    case 'alert':
    case 'warning':
      return 'found';
    case 'success':
      return 'clean';
    case 'not_carried_out':
      return 'errors';
    case 'not_checked':
      return 'unrated';
  }
}

export const statisticsCheckSchema = z.enum(checkNames);

export const logUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  is_api_user: z.boolean().describe('Its checks came through API keys'),
});
export type LogUser = z.infer<typeof logUserSchema>;

const monthCountsSchema = outcomeCountsSchema.extend({
  month: z.string(),
  tickets: z.number().int().describe('Tickets opened in the month'),
  api_checks: z.number().int().describe('Of the checks, those of API users (made with API keys)'),
});

const userCountsSchema = outcomeCountsSchema.extend({
  user_id: z.number().int(),
  tickets: z.number().int(),
});

export const checkStatisticsSchema = z.object({
  totals: outcomeCountsSchema.extend({ tickets: z.number().int(), api_checks: z.number().int() }),
  by_month: z.array(monthCountsSchema),
  by_check: z.array(outcomeCountsSchema.extend({ check: statisticsCheckSchema })),
  by_month_by_check: z.array(outcomeCountsSchema.extend({ month: z.string(), check: statisticsCheckSchema })),
  by_user: z.array(userCountsSchema),
});
export type CheckStatistics = z.infer<typeof checkStatisticsSchema>;

/** ATI id lookups: an id found for the INN, none found, or the source failed. */
export const atiCountsSchema = z.object({
  lookups: z.number().int(),
  ids_found: z.number().int(),
  ids_missing: z.number().int(),
  errors: z.number().int(),
});
export type AtiCounts = z.infer<typeof atiCountsSchema>;
export const emptyAtiCounts = (): AtiCounts => ({ lookups: 0, ids_found: 0, ids_missing: 0, errors: 0 });

/** Where a standing of the ATI lookup (`atiIdsClass`: success when ids came back) counts. */
export function atiOutcomeOf(standing: CheckStanding): Exclude<keyof AtiCounts, 'lookups'> {
  if (standing === 'success') return 'ids_found';
  if (standing === 'not_carried_out') return 'errors';
  return 'ids_missing';
}

export const atiStatisticsSchema = z.object({
  totals: atiCountsSchema,
  by_month: z.array(atiCountsSchema.extend({ month: z.string() })),
  by_user: z.array(atiCountsSchema.extend({ user_id: z.number().int() })),
});
export type AtiStatistics = z.infer<typeof atiStatisticsSchema>;

export const verificationLogSchema = z.object({
  month_from: z.string(),
  month_to: z.string(),
  months: z.array(z.string()),
  statistics: checkStatisticsSchema,
  ati_statistics: atiStatisticsSchema,
  users: z
    .array(logUserSchema)
    .describe('Everyone with checks in the period (whatever the user filter): names for by_user'),
});
export type VerificationLog = z.infer<typeof verificationLogSchema>;
