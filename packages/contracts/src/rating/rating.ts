import { z } from 'zod';
import { pagedSchema, text, wholeNumberText } from '../shared/common';
import { daysBetween } from '../shared/dates';
import { innSchema } from '../shared/identifiers';

/**
 * The transport-companies rating (issue 13 §4, issue 23 item 15, docs/decisions/0027 and 0042).
 * The score is a safety score: every company starts at 100 points and loses points for each
 * negative fact we know; knowing nothing against a company costs nothing. Adding a negative fact
 * never raises the score and removing one never lowers it (a property test checks). The score is a
 * pure function of the evidence and the as-of date, so the same data always gives the same score.
 */

/** The kinds of negative evidence, in the order the page lists their weights. */
export const evidenceKinds = [
  'incident',
  'liquidation',
  'register_flag',
  'bailiff_debt',
  'court_case',
  'wanted_person',
  'failed_check',
] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

export interface EvidenceWeight {
  /** Points one fact costs (an incident: per unit of severity). */
  points: number;
  /** The most this kind can cost in all, however many facts there are. */
  cap: number;
  /** Whether a fact costs half as much after every `halfLifeDays` (dated facts only). */
  decays: boolean;
}

/**
 * The stated weight of each kind (shown on /rating, used by the server's ranking). Why these: many
 * kinds of evidence together outweigh one big incident. One fresh incident costs 12 to 24 points by
 * its damage; a company that is liquidated, flagged in the register and whose people are wanted or
 * fail their checks collects points from several kinds and heads the list. The caps keep any single
 * kind from deciding alone.
 */
export const evidenceWeights: Record<EvidenceKind, EvidenceWeight> = {
  incident: { points: 12, cap: 36, decays: true },
  liquidation: { points: 25, cap: 25, decays: false },
  register_flag: { points: 6, cap: 18, decays: false },
  bailiff_debt: { points: 8, cap: 16, decays: true },
  court_case: { points: 8, cap: 16, decays: true },
  wanted_person: { points: 20, cap: 40, decays: true },
  failed_check: { points: 5, cap: 15, decays: true },
};

/** The figures of the formula besides the weights. */
export const ratingFormula = {
  /** Top score: a company with no negative data has it. */
  maxScore: 100,
  /** A dated fact weighs half as much after this many days. */
  halfLifeDays: 365,
  /** An incident's severity is 1 + lg(1 + damage / damageUnit), at most `maxSeverity`: 0 ₽ → 1, 1 mln → 1.3, 9 mln and more → 2. */
  damageUnit: 1_000_000,
  maxSeverity: 2,
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

/** What one incident weighs before decay: 1, plus its damage on a log scale, at most `maxSeverity`. */
export function incidentSeverity(damage: number): number {
  const { damageUnit, maxSeverity } = ratingFormula;
  return Math.min(maxSeverity, 1 + Math.log10(1 + Math.max(0, damage) / damageUnit));
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

/** Facts found by verification checks run with the company's INN (each counted once). */
export const findingKindSchema = z.enum(['bailiff_debt', 'court_case', 'wanted_person', 'failed_check']);
export type FindingKind = z.infer<typeof findingKindSchema>;
export const findingKinds = findingKindSchema.options;

/** Everything the score is computed from, as plain data. */
export interface CompanyEvidence {
  incidents: { date: string; damage: number }[];
  /** Each distinct finding once, dated by the last check that found it. */
  findings: { kind: FindingKind; lastSeen: string }[];
  /** The company register's record, or null when the register does not know the INN. */
  register: { status: string; flags: string[] } | null;
}

/** A count and its epoch-relative weight sum. */
export interface WeightTotal {
  count: number;
  weightAtEpoch: number;
}

/** The same evidence as the server keeps it: counts and epoch-relative sums. */
export interface CompanyTotals {
  incidents: WeightTotal;
  findings: Record<FindingKind, WeightTotal>;
  negativeStatus: boolean;
  flagCount: number;
}

export interface ScorePart {
  kind: EvidenceKind;
  /** How many facts of this kind count. */
  count: number;
  /** Σ of their weights on the as-of day (severity × decay, decay, or 1 each). */
  weight: number;
  /** Points they take off, after the cap. */
  points: number;
}

export interface ScoreBreakdown {
  score: number;
  parts: ScorePart[];
  no_negative_data: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Count and weight on `asOf` of each kind, from stored totals. */
function weightsOf(totals: CompanyTotals, asOf: string): Record<EvidenceKind, { count: number; weight: number }> {
  // A stored sum that lost all its items by subtraction may keep a rounding crumb: no items, no weight.
  const decayed = (total: WeightTotal) => ({
    count: total.count,
    weight: total.count > 0 ? Math.max(0, fromEpochWeight(total.weightAtEpoch, asOf)) : 0,
  });
  const liquidation = totals.negativeStatus ? 1 : 0;
  return {
    incident: decayed(totals.incidents),
    liquidation: { count: liquidation, weight: liquidation },
    register_flag: { count: totals.flagCount, weight: totals.flagCount },
    bailiff_debt: decayed(totals.findings.bailiff_debt),
    court_case: decayed(totals.findings.court_case),
    wanted_person: decayed(totals.findings.wanted_person),
    failed_check: decayed(totals.findings.failed_check),
  };
}

/** The score from stored totals on `asOf` (the server's path; `scoreCompany` is the same from raw evidence). */
export function scoreFromTotals(totals: CompanyTotals, asOf: string): ScoreBreakdown {
  const weights = weightsOf(totals, asOf);
  const parts = evidenceKinds.map((kind): ScorePart => {
    const { points, cap } = evidenceWeights[kind];
    const { count, weight } = weights[kind];
    return { kind, count, weight: round3(weight), points: Math.min(cap, points * weight) };
  });
  const lost = parts.reduce((sum, part) => sum + part.points, 0);
  return {
    score: round1(Math.max(0, ratingFormula.maxScore - lost)),
    parts: parts.map((part) => ({ ...part, points: round1(part.points) })),
    // Counted, not rounded: a 20-year-old incident costs almost nothing yet is still negative data.
    no_negative_data: parts.every((part) => part.count === 0),
  };
}

const noFindings = (): Record<FindingKind, WeightTotal> => ({
  bailiff_debt: { count: 0, weightAtEpoch: 0 },
  court_case: { count: 0, weightAtEpoch: 0 },
  wanted_person: { count: 0, weightAtEpoch: 0 },
  failed_check: { count: 0, weightAtEpoch: 0 },
});

/** The score of a company on `asOf` from its evidence. */
export function scoreCompany(evidence: CompanyEvidence, asOf: string): ScoreBreakdown {
  const findings = noFindings();
  for (const finding of evidence.findings) {
    findings[finding.kind].count += 1;
    findings[finding.kind].weightAtEpoch += toEpochWeight(1, finding.lastSeen);
  }
  return scoreFromTotals(
    {
      incidents: {
        count: evidence.incidents.length,
        weightAtEpoch: evidence.incidents.reduce(
          (sum, i) => sum + toEpochWeight(incidentSeverity(i.damage), i.date),
          0,
        ),
      },
      findings,
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
  findings: z
    .number()
    .int()
    .describe(
      'Open enforcement proceedings, court cases, wanted persons and failed checks found by checks with the INN',
    ),
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
  reference: z
    .string()
    .describe('Case or enforcement proceeding number; for a wanted person or a failed check, the check that found it'),
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
  /** Each kind of evidence with its count, weight and the points it takes off, in `evidenceKinds` order. */
  breakdown: z.array(
    z.object({
      kind: z.enum(evidenceKinds),
      count: z.number().int(),
      weight: z.number().describe('Σ of the weights on the as-of day'),
      points: z.number().describe('Points taken off, after the cap'),
    }),
  ),
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
