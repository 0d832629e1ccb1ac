import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  evidenceWeights,
  findingKindSchema,
  operatingStatuses,
  ratingFormula,
  ratingMatchSchema,
  type EvidenceKind,
  type FindingKind,
  type RatingSort,
} from '@cargo-sentry/contracts/rating/rating';
import type { Db } from '../../db/client';
import { queryFirstRow, queryRows } from '../../db/rows';

/** Whose incidents count: all, or the Southern district's only (the limited access level). */
export type RatingScope = 'all' | 'southern';

/** The count and weight columns of each kind of finding (migration 0120). */
export const findingColumns = {
  bailiff_debt: { count: 'bailiff_debts', weight: 'bailiff_weight' },
  court_case: { count: 'court_cases', weight: 'court_weight' },
  wanted_person: { count: 'wanted_persons', weight: 'wanted_weight' },
  failed_check: { count: 'failed_checks', weight: 'failed_weight' },
} as const satisfies Record<FindingKind, { count: string; weight: string }>;

const findingTotalsShape = {
  bailiff_debts: z.number().int(),
  bailiff_weight: z.number(),
  court_cases: z.number().int(),
  court_weight: z.number(),
  wanted_persons: z.number().int(),
  wanted_weight: z.number(),
  failed_checks: z.number().int(),
  failed_weight: z.number(),
} satisfies Record<(typeof findingColumns)[FindingKind]['count' | 'weight'], z.ZodNumber>;

/** One row of `company_ratings` (migrations 0090, 0120), the incident columns of the scope asked for. */
const ratingTotalsRowSchema = z.object({
  inn: z.string(),
  name: z.string().nullable(),
  incidents: z.number().int(),
  damage: z.number(),
  weight: z.number(),
  finding_count: z.number().int(),
  ...findingTotalsShape,
  reg_status: z.string().nullable(),
  reg_flags: z.number().int(),
});
export type RatingTotalsRow = z.infer<typeof ratingTotalsRowSchema>;

const columnsOf = (scope: RatingScope) =>
  scope === 'southern'
    ? { n: sql.raw('south_incidents'), d: sql.raw('south_damage'), w: sql.raw('south_weight') }
    : { n: sql.raw('incidents'), d: sql.raw('damage'), w: sql.raw('weight') };

const totalsColumns = (scope: RatingScope) => {
  const c = columnsOf(scope);
  const findings = Object.values(findingColumns).map((f) => `${f.count}, ${f.weight}`);
  return sql`inn, reg_name AS name, ${c.n}::int AS incidents, ${c.d}::float8 AS damage, ${c.w} AS weight,
    finding_count, ${sql.raw(findings.join(', '))}, reg_status, reg_flags`;
};

/** A company appears when something in the scope is known about it. */
const knownIn = (scope: RatingScope) => sql`(${columnsOf(scope).n} > 0 OR finding_count > 0 OR reg_status IS NOT NULL)`;

const countRowSchema = z.object({ n: z.number().int() });

const num = (value: number) => sql.raw(String(value));

/**
 * contracts' `scoreFromTotals` as SQL, built from the same weights, so the database can rank every
 * company without the application reading them all; `decay` is 2^(−(asOf − epoch)/halfLife).
 * The displayed score is still computed by contracts from the row (a test compares the two).
 */
function scoreSql(scope: RatingScope, decay: number): SQL {
  const c = columnsOf(scope);
  const negative = sql`(coalesce(trim(reg_status), '') <> '' AND lower(trim(reg_status)) NOT IN ${operatingStatuses})`;
  const decayed = (count: SQL, weight: SQL) =>
    sql`CASE WHEN ${count} > 0 THEN greatest(0, ${weight} * ${decay}::float8) ELSE 0 END`;
  const weightOf: Record<EvidenceKind, SQL> = {
    incident: decayed(c.n, c.w),
    liquidation: sql`CASE WHEN ${negative} THEN 1 ELSE 0 END`,
    register_flag: sql`reg_flags`,
    ...(Object.fromEntries(
      Object.entries(findingColumns).map(([kind, f]) => [kind, decayed(sql.raw(f.count), sql.raw(f.weight))]),
    ) as Record<FindingKind, SQL>),
  };
  const parts = (Object.keys(evidenceWeights) as EvidenceKind[]).map((kind) => {
    const { points, cap } = evidenceWeights[kind];
    return sql`least(${num(cap)}, ${num(points)} * ${weightOf[kind]})`;
  });
  return sql`greatest(0, ${num(ratingFormula.maxScore)} - (${sql.join(parts, sql` + `)}))`;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Digits search the INN from its beginning; anything else the register name. */
function searchSql(s: string | undefined): SQL | undefined {
  const text = s?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) return sql`inn LIKE ${`${likeEscape(digits)}%`}`;
  return sql`reg_name ILIKE ${`%${likeEscape(text)}%`}`;
}

function orderSql(sort: RatingSort, score: SQL, scope: RatingScope): SQL {
  const c = columnsOf(scope);
  const descending = sort.startsWith('-');
  const dir = sql.raw(descending ? 'DESC' : 'ASC');
  const key = sort.replace('-', '');
  const column = key === 'score' ? score : key === 'incidents' ? c.n : key === 'damage' ? c.d : sql.raw('inn');
  // ties always read by INN, so a page never shuffles between requests
  return sql`${column} ${dir}, inn ASC`;
}

export async function selectRatingPage(
  db: Db,
  query: { scope: RatingScope; decay: number; s?: string; sort: RatingSort; page: number; pageSize: number },
): Promise<{ rows: RatingTotalsRow[]; count: number }> {
  const search = searchSql(query.s);
  const where = search ? sql`${knownIn(query.scope)} AND ${search}` : knownIn(query.scope);
  const score = scoreSql(query.scope, query.decay);
  const [rows, [total]] = await Promise.all([
    queryRows(
      db,
      'rating page',
      ratingTotalsRowSchema,
      sql`SELECT ${totalsColumns(query.scope)} FROM company_ratings WHERE ${where}
      ORDER BY ${orderSql(query.sort, score, query.scope)}
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows(db, 'rating count', countRowSchema, sql`SELECT count(*)::int AS n FROM company_ratings WHERE ${where}`),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function selectRatingTotals(
  db: Db,
  scope: RatingScope,
  inn: string,
): Promise<RatingTotalsRow | undefined> {
  return queryFirstRow(
    db,
    'rating of a company',
    ratingTotalsRowSchema,
    sql`SELECT ${totalsColumns(scope)} FROM company_ratings WHERE inn = ${inn}`,
  );
}

/** The newest linked incident of each INN of a page, in the scope (read from the links' INN index). */
export async function selectLastIncidentDates(
  db: Db,
  scope: RatingScope,
  inns: string[],
): Promise<Map<string, string>> {
  if (inns.length === 0) return new Map();
  const southern = scope === 'southern' ? sql`AND southern` : sql``;
  const rows = await queryRows(
    db,
    'last incident dates of a rating page',
    z.object({ inn: z.string(), date: z.string() }),
    sql`SELECT inn, max(date)::text AS date FROM company_rating_links
    WHERE inn IN ${inns} ${southern} GROUP BY inn`,
  );
  return new Map(rows.map((r) => [r.inn, r.date]));
}

const linkedIncidentRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  price: z.number(),
  matched_by: ratingMatchSchema,
  weight: z.number(),
});
export type LinkedIncidentRow = z.infer<typeof linkedIncidentRowSchema>;

export async function selectLinkedIncidents(
  db: Db,
  scope: RatingScope,
  inn: string,
  limit: number,
): Promise<LinkedIncidentRow[]> {
  const southern = scope === 'southern' ? sql`AND southern` : sql``;
  return queryRows(
    db,
    'linked incidents of a company',
    linkedIncidentRowSchema,
    sql`SELECT incident_id::int AS id, date::text AS date, price::float8 AS price,
      matched_by, weight
    FROM company_rating_links WHERE inn = ${inn} ${southern}
    ORDER BY date DESC, incident_id DESC LIMIT ${limit}`,
  );
}

const findingRowSchema = z.object({
  kind: findingKindSchema,
  reference: z.string(),
  first_seen: z.string(),
  last_seen: z.string(),
});
export type FindingRow = z.infer<typeof findingRowSchema>;

export async function selectFindings(db: Db, inn: string, limit: number): Promise<FindingRow[]> {
  return queryRows(
    db,
    'findings of a company',
    findingRowSchema,
    sql`SELECT kind, reference, first_seen::text AS first_seen, last_seen::text AS last_seen
    FROM company_rating_findings WHERE inn = ${inn}
    ORDER BY last_seen DESC, kind, reference LIMIT ${limit}`,
  );
}

const registerRowSchema = z.object({
  ogrn: z.string(),
  name: z.string(),
  status: z.string(),
  registration_date: z.string().nullable(),
  flags: z.array(z.string()),
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

/** The company register's first record of the INN (the one the rating uses). */
export async function selectRegisterRecord(db: Db, inn: string): Promise<RegisterRow | undefined> {
  return queryFirstRow(
    db,
    'register record of a company',
    registerRowSchema,
    sql`SELECT ogrn, name, status, registration_date::text AS registration_date, flags
    FROM registry_companies WHERE inn = ${inn} ORDER BY id LIMIT 1`,
  );
}

/**
 * Refreshes the findings of up to `limit` INNs a deferring statement left (migration 0146), each
 * once, taken with `SKIP LOCKED` so two processes share the work; how many it refreshed.
 */
export async function refreshStaleRatings(db: Db, limit: number): Promise<number> {
  const [row] = await queryRows(
    db,
    'stale ratings refreshed',
    z.object({ refreshed: z.coerce.number() }),
    sql`WITH taken AS (
          DELETE FROM company_rating_stale WHERE inn IN (
            SELECT inn FROM company_rating_stale ORDER BY inn LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING inn),
        refreshed AS (SELECT company_rating_refresh_inns(ARRAY(SELECT inn FROM taken)))
        SELECT (SELECT count(*) FROM taken) AS refreshed FROM refreshed`,
  );
  return row.refreshed;
}

/** Leaves the company rating's refresh of the tickets this transaction writes for `refreshStaleRatings`. */
export async function deferRatingRefresh(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT set_config('cargo_sentry.rating_deferred', 'on', true)`);
}
