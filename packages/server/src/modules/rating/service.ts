import {
  decayOn,
  evidenceLimit,
  findingKinds,
  fromEpochWeight,
  isNegativeStatus,
  scoreFromTotals,
  type CompanyRatingDetail,
  type CompanyRatingRow,
  type CompanyTotals,
  type RatingListQuery,
} from '@cargo-sentry/contracts/rating/rating';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import {
  selectFindings,
  selectLastIncidentDates,
  selectLinkedIncidents,
  selectRatingPage,
  selectRatingTotals,
  selectRegisterRecord,
  findingColumns,
  deferRatingRefresh as deferRefresh,
  refreshStaleRatings as refreshStale,
  type RatingScope,
  type RatingTotalsRow,
} from './repo';

/** A limited user rates companies by the incidents they may see: the Southern district's (docs/product.md#access-levels). */
const scopeOf = (viewer: Pick<UserRow, 'accessLevel'>): RatingScope =>
  viewer.accessLevel === 'limited' ? 'southern' : 'all';

const scoreOf = (row: RatingTotalsRow | undefined, asOf: string) =>
  scoreFromTotals(
    {
      incidents: { count: row?.incidents ?? 0, weightAtEpoch: row?.weight ?? 0 },
      findings: Object.fromEntries(
        findingKinds.map((kind) => {
          const columns = findingColumns[kind];
          return [kind, { count: row?.[columns.count] ?? 0, weightAtEpoch: row?.[columns.weight] ?? 0 }];
        }),
      ) as CompanyTotals['findings'],
      negativeStatus: isNegativeStatus(row?.reg_status),
      flagCount: row?.reg_flags ?? 0,
    },
    asOf,
  );

/** `GET /rating`: one page of companies with their scores on `asOf` (today by default). */
export async function listCompanyRatings(
  db: Db,
  viewer: Pick<UserRow, 'accessLevel'>,
  query: RatingListQuery,
  asOf: string = todayIso(),
): Promise<{ results: CompanyRatingRow[]; count: number; as_of: string }> {
  const scope = scopeOf(viewer);
  const { rows, count } = await selectRatingPage(db, {
    scope,
    decay: fromEpochWeight(1, asOf),
    s: query.s,
    sort: query.sort,
    page: query.page,
    pageSize: query.page_size,
  });
  const lastDates = await selectLastIncidentDates(
    db,
    scope,
    rows.filter((r) => r.incidents > 0).map((r) => r.inn),
  );
  const results = rows.map((row) => {
    const score = scoreOf(row, asOf);
    return {
      inn: row.inn,
      name: row.name,
      score: score.score,
      no_negative_data: score.no_negative_data,
      incidents: row.incidents,
      damage: row.damage,
      last_incident_date: lastDates.get(row.inn) ?? null,
      findings: row.finding_count,
      register_status: row.reg_status,
      register_flags: row.reg_flags,
    };
  });
  return { results, count, as_of: asOf };
}

/** `GET /rating/{inn}`: the score of one company with the evidence it is computed from. */
export async function getCompanyRating(
  db: Db,
  viewer: Pick<UserRow, 'accessLevel'>,
  inn: string,
  asOf: string = todayIso(),
): Promise<CompanyRatingDetail> {
  const scope = scopeOf(viewer);
  const [totals, register, incidents, findings] = await Promise.all([
    selectRatingTotals(db, scope, inn),
    selectRegisterRecord(db, inn),
    selectLinkedIncidents(db, scope, inn, evidenceLimit),
    selectFindings(db, inn, evidenceLimit),
  ]);
  const score = scoreOf(totals, asOf);
  const decay = fromEpochWeight(1, asOf);
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  return {
    inn,
    name: register?.name ?? null,
    as_of: asOf,
    known: !!register || (totals?.incidents ?? 0) > 0 || (totals?.finding_count ?? 0) > 0,
    score: score.score,
    no_negative_data: score.no_negative_data,
    breakdown: score.parts,
    register: register
      ? {
          ogrn: register.ogrn || null,
          status: register.status,
          negative_status: isNegativeStatus(register.status),
          registration_date: register.registration_date,
          flags: register.flags,
        }
      : null,
    incident_count: totals?.incidents ?? 0,
    damage: totals?.damage ?? 0,
    incidents: incidents.map((i) => ({
      id: i.id,
      date: i.date,
      price: i.price,
      matched_by: i.matched_by,
      weight: round3(i.weight * decay),
      link: `/incidents/view/${i.id}`,
    })),
    findings: findings.map((f) => ({ ...f, weight: round3(decayOn(f.last_seen, asOf)) })),
  };
}

/**
 * Leaves the company rating's refresh of the tickets `tx` writes for `refreshStaleRatings`
 * (migration 0146): the destruction job masks a batch of tickets of as many carriers.
 */
export function deferRatingRefresh(tx: DbOrTx): Promise<void> {
  return deferRefresh(tx);
}

/** Refreshes up to `limit` carriers a deferring transaction left; how many it refreshed. */
export function refreshStaleRatings(db: DbOrTx, limit: number): Promise<number> {
  return refreshStale(db, limit);
}
