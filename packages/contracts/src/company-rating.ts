import { z } from 'zod';
import { pagedSchema, text, wholeNumberText } from './common';
import { daysBetween } from './dates';
import { innSchema } from './identifiers';

/**
 * The transport-companies rating (issue 13 §4, docs/decisions/0027-company-rating.md). Every
 * company starts at 100 points and loses points for what we know against it; knowing nothing
 * against a company costs nothing. The score is a pure function of the evidence and the as-of
 * date, so the same data always gives the same score.
 */

/** The figures of the formula; the page shows them, the server builds its ORDER BY from them. */
export const ratingFormula = {
  /** Top score: a company with no negative data has it. */
  maxScore: 100,
  /** An incident or finding weighs half as much after this many days. */
  halfLifeDays: 365,
  /** Damage is counted as lg(1 + damage / damageUnit): 0 ₽ adds 0, 100 000 ₽ ≈ 0.3, 1 mln ≈ 1, 100 mln ≈ 3. */
  damageUnit: 100_000,
  /** Points per incident weight unit (a fresh incident without damage weighs 1), capped. */
  perIncident: 20,
  incidentsCap: 60,
  /** Points per court case or open enforcement proceeding found by a check, decayed from its last sighting, capped. */
  perFinding: 10,
  findingsCap: 20,
  /** Points for a register status other than operating (liquidated, bankrupt, …). */
  negativeStatus: 20,
  /** Points per register finding (mass address, unfair-suppliers register, …), capped. */
  perFlag: 5,
  flagsCap: 15,
} as const;

/**
 * Recency sums are kept relative to this date, so they can be stored and summed without knowing
 * "today": a weight w dated d is stored as w·2^((d − epoch)/halfLife) and read back on any day t
 * by multiplying with 2^(−(t − epoch)/halfLife). Dates from 1900 to 2099 stay within 2^±100.
 */
export const ratingEpoch = '2000-01-01';

/** Register statuses of a working company; any other status is negative. Compared in lower case. */
export const operatingStatuses = ['действующее', 'действует', 'active', 'operating'];

export const isNegativeStatus = (status: string | null | undefined): boolean =>
  !!status && status.trim() !== '' && !operatingStatuses.includes(status.trim().toLowerCase());

/** What one incident weighs before decay: 1, plus its damage on a log scale. */
export function incidentSeverity(damage: number): number {
  return 1 + Math.log10(1 + Math.max(0, damage) / ratingFormula.damageUnit);
}

/** Share of its weight an item dated `date` keeps on `asOf`: ½ per half-life. */
export function decayOn(date: string, asOf: string): number {
  return 2 ** (-daysBetween(date, asOf) / ratingFormula.halfLifeDays);
}

/** `weight` dated `date`, relative to the epoch (what the server sums in SQL). */
export function toEpochWeight(weight: number, date: string): number {
  return weight * 2 ** (daysBetween(ratingEpoch, date) / ratingFormula.halfLifeDays);
}

/** An epoch-relative sum read on `asOf`. */
export function fromEpochWeight(sum: number, asOf: string): number {
  return sum * 2 ** (-daysBetween(ratingEpoch, asOf) / ratingFormula.halfLifeDays);
}

export const findingKindSchema = z.enum(['court_case', 'bailiff_debt']);
export type FindingKind = z.infer<typeof findingKindSchema>;

/** Everything the score is computed from, as plain data. */
export interface CompanyEvidence {
  incidents: { date: string; damage: number }[];
  /** Each distinct finding once, dated by the last check that found it. */
  findings: { kind: FindingKind; lastSeen: string }[];
  /** The company register's record, or null when the register does not know the INN. */
  register: { status: string; flags: string[] } | null;
}

/** The same evidence as the server keeps it: counts and epoch-relative sums. */
export interface CompanyTotals {
  incidentCount: number;
  incidentWeightAtEpoch: number;
  findingCount: number;
  findingWeightAtEpoch: number;
  negativeStatus: boolean;
  flagCount: number;
}

export interface ScoreBreakdown {
  score: number;
  incidents_penalty: number;
  findings_penalty: number;
  register_penalty: number;
  /** Σ severity × decay of the incidents on the as-of day. */
  incident_weight: number;
  /** Σ decay of the findings on the as-of day. */
  finding_weight: number;
  no_negative_data: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The score from stored totals on `asOf` (the server's path; `scoreCompany` is the same from raw evidence). */
export function scoreFromTotals(totals: CompanyTotals, asOf: string): ScoreBreakdown {
  const f = ratingFormula;
  // A stored sum that lost all its items by subtraction may keep a rounding crumb: no items, no weight.
  const incidentWeight =
    totals.incidentCount > 0 ? Math.max(0, fromEpochWeight(totals.incidentWeightAtEpoch, asOf)) : 0;
  const findingWeight = totals.findingCount > 0 ? Math.max(0, fromEpochWeight(totals.findingWeightAtEpoch, asOf)) : 0;
  const incidents = Math.min(f.incidentsCap, f.perIncident * incidentWeight);
  const findings = Math.min(f.findingsCap, f.perFinding * findingWeight);
  const register = (totals.negativeStatus ? f.negativeStatus : 0) + Math.min(f.flagsCap, f.perFlag * totals.flagCount);
  return {
    score: round1(Math.max(0, f.maxScore - incidents - findings - register)),
    incidents_penalty: round1(incidents),
    findings_penalty: round1(findings),
    register_penalty: round1(register),
    incident_weight: round3(incidentWeight),
    finding_weight: round3(findingWeight),
    // Counted, not rounded: a 20-year-old incident costs almost nothing yet is still negative data.
    no_negative_data: totals.incidentCount === 0 && totals.findingCount === 0 && register === 0,
  };
}

/** The score of a company on `asOf` from its evidence. */
export function scoreCompany(evidence: CompanyEvidence, asOf: string): ScoreBreakdown {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return scoreFromTotals(
    {
      incidentCount: evidence.incidents.length,
      findingCount: evidence.findings.length,
      incidentWeightAtEpoch: sum(evidence.incidents.map((i) => toEpochWeight(incidentSeverity(i.damage), i.date))),
      findingWeightAtEpoch: sum(evidence.findings.map((x) => toEpochWeight(1, x.lastSeen))),
      negativeStatus: isNegativeStatus(evidence.register?.status),
      flagCount: evidence.register?.flags.length ?? 0,
    },
    asOf,
  );
}

// ── wire ──────────────────────────────────────────────────────────────────────────────────

export const ratingSortSchema = z.enum([
  'score',
  '-score',
  'incidents',
  '-incidents',
  'damage',
  '-damage',
  'inn',
  '-inn',
]);
export type RatingSort = z.infer<typeof ratingSortSchema>;

export const ratingListQuerySchema = z.object({
  page: wholeNumberText(100_000).default(1),
  page_size: wholeNumberText(100).default(20),
  /** INN (its beginning) or part of the company name. */
  s: text(100).trim().optional(),
  /** Lowest score (riskiest) first by default. */
  sort: ratingSortSchema.default('score'),
});
export type RatingListQuery = z.infer<typeof ratingListQuerySchema>;

const date = z.string().describe('YYYY-MM-DD');

export const companyRatingRowSchema = z.object({
  inn: z.string(),
  name: z.string().nullable().describe('From the company register; null when it does not know the INN'),
  score: z.number(),
  no_negative_data: z.boolean(),
  incidents: z.number().int(),
  damage: z.number(),
  last_incident_date: date.nullable(),
  findings: z.number().int().describe('Court cases and open enforcement proceedings found by checks'),
  register_status: z.string().nullable(),
  register_flags: z.number().int(),
});
export type CompanyRatingRow = z.infer<typeof companyRatingRowSchema>;

export const companyRatingListSchema = pagedSchema(companyRatingRowSchema).extend({
  as_of: date.describe('The day the scores are computed for'),
});
export type CompanyRatingList = z.infer<typeof companyRatingListSchema>;

export const companyRatingParamsSchema = z.object({ inn: innSchema });

export const ratingMatchSchema = z.enum(['counterparty_inn', 'counterparty_ogrn', 'ati_id']);

export const ratingIncidentSchema = z.object({
  id: z.number().int(),
  date,
  price: z.number(),
  matched_by: ratingMatchSchema.describe('How the incident names the company'),
  weight: z.number().describe('Severity × decay on the as-of day'),
  link: z.string(),
});

export const ratingFindingSchema = z.object({
  kind: findingKindSchema,
  reference: z.string().describe('Case or enforcement proceeding number'),
  first_seen: date,
  last_seen: date,
  weight: z.number().describe('Decay on the as-of day'),
});

export const companyRatingDetailSchema = z.object({
  inn: z.string(),
  name: z.string().nullable(),
  as_of: date,
  /** Whether we know anything at all about the INN (incidents, checks or the register). */
  known: z.boolean(),
  score: z.number(),
  no_negative_data: z.boolean(),
  breakdown: z.object({
    incidents_penalty: z.number(),
    findings_penalty: z.number(),
    register_penalty: z.number(),
    incident_weight: z.number(),
    finding_weight: z.number(),
  }),
  register: z
    .object({
      ogrn: z.string().nullable(),
      status: z.string(),
      negative_status: z.boolean(),
      registration_date: date.nullable(),
      flags: z.array(z.string()),
    })
    .nullable(),
  incident_count: z.number().int(),
  damage: z.number(),
  /** The newest incidents, at most `evidenceLimit`. */
  incidents: z.array(ratingIncidentSchema),
  findings: z.array(ratingFindingSchema),
});
export type CompanyRatingDetail = z.infer<typeof companyRatingDetailSchema>;

/** At most this many incidents and findings are listed on a company's page (all of them count). */
export const evidenceLimit = 200;
