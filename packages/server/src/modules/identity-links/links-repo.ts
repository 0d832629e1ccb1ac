import { emptyFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { identitySourceKindSchema, type IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { int8, queryRows } from '../../db/rows';
import { identitySightings } from '../../db/schema/identity-links';
import type { UserRow } from '../../db/schema/users';
import { incidentWhere, isLimited } from '../incident-index/service';
import type { ReadSource } from './redaction';

/** Which sources a reader may be shown at all, and the explorer's date filter. */
export interface SourceScope {
  viewer: Pick<UserRow, 'isStaff' | 'accessLevel'>;
  companyKey: string;
  /** Off: another company's tickets and subscriptions are not read. */
  isSharing: boolean;
  from?: string;
  to?: string;
}

/**
 * The conditions on `src` (identity_sources) of `scope`. A limited user's incident sources are
 * those `incidentWhere` lets them see, the one rule of every incident answer; the CASE keeps the
 * cast of `ref` to the incidents of incident sources (a ticket's ref is a uuid).
 */
function scopeConditions(scope: SourceScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.from) conditions.push(sql`src.seen_on >= ${scope.from}::date`);
  if (scope.to) conditions.push(sql`src.seen_on <= ${scope.to}::date`);
  if (scope.viewer.isStaff) return conditions;
  if (!scope.isSharing) conditions.push(sql`(src.company_key IS NULL OR src.company_key = ${scope.companyKey})`);
  if (isLimited(scope.viewer)) {
    conditions.push(sql`(src.kind <> 'incident' OR EXISTS (
      SELECT 1 FROM incidents
      WHERE incidents.id = CASE WHEN src.kind = 'incident' THEN src.ref::bigint END
        AND ${incidentWhere(emptyFilter, scope.viewer)}))`);
  }
  return conditions;
}

const sourceRow = z.object({
  ord: int8,
  /** The walk reached its bound before its LIMIT: sources beyond it may pass the filter too. */
  is_full: z.boolean(),
  id: int8.nullable(),
  kind: identitySourceKindSchema.nullable(),
  ref: z.string().nullable(),
  seen_on: z.string().nullable(),
  company_key: z.string().nullable(),
  user_id: z.number().int().nullable(),
});

export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

/** Index entries walked per source kept, when a filter (dates, sharing, a district) may drop sources. */
export const walkPerSource = 10;

/** What was read of one identifier's sources. */
export interface SourcesRead {
  /** Newest first, at most the limit asked for. */
  sources: ReadSource[];
  /** More of its sources pass the scope than were read (or may, beyond the walk's bound). */
  hasMore: boolean;
}

/**
 * The newest sources of each identifier that `scope` lets through, at most `limit` each. One
 * statement for all of them: per identifier, a backward walk of the `(kind, value, source_id)`
 * index, each step a primary-key lookup of the source, that stops at `limit + 1` sources (the one
 * beyond tells that there are more). Where a filter may drop sources the walk is also bounded, to
 * `limit × walkPerSource` entries, so a hub of 100,000 sources another company owns costs what
 * one of a few thousand does, never a walk of all of them (docs/decisions/0056-link-explorer.md).
 */
export async function newestSourcesOf(
  db: DbOrTx,
  identifiers: readonly Identifier[],
  limit: number,
  scope: SourceScope,
): Promise<SourcesRead[]> {
  const read = identifiers.map((): SourcesRead => ({ sources: [], hasMore: false }));
  if (identifiers.length === 0) return read;
  const conditions = scopeConditions(scope);
  const walk = conditions.length ? limit * walkPerSource : limit + 1;
  const rows = await queryRows(
    db,
    'sources of identifiers',
    sourceRow,
    sql`SELECT n.ord, w.is_full, s.id, s.kind, s.ref, s.seen_on, s.company_key, s.user_id
      FROM unnest(${sql.param(identifiers.map((i) => i.kind))}::text[], ${sql.param(identifiers.map((i) => i.value))}::text[])
        WITH ORDINALITY AS n (kind, value, ord)
      CROSS JOIN LATERAL (${
        conditions.length
          ? sql`SELECT count(*) >= ${walk} AS is_full FROM (
              SELECT 1 FROM identity_sightings g WHERE g.kind = n.kind AND g.value = n.value LIMIT ${walk}) entries`
          : sql`SELECT false AS is_full`
      }) w
      LEFT JOIN LATERAL (
        -- DISTINCT ON: an identifier named by two parts of one source is one source
        SELECT DISTINCT ON (g.source_id) src.id, src.kind, src.ref, src.seen_on::text AS seen_on, src.company_key, src.user_id
        FROM (
          SELECT g.source_id FROM identity_sightings g
          WHERE g.kind = n.kind AND g.value = n.value
          ORDER BY g.source_id DESC
          LIMIT ${walk}
        ) g
        JOIN identity_sources src ON src.id = g.source_id
        ${conditions.length ? sql`WHERE ${and(...conditions)}` : sql``}
        ORDER BY g.source_id DESC
        LIMIT ${limit + 1}
      ) s ON true
      ORDER BY n.ord, s.id DESC`,
  );
  for (const row of rows) {
    const entry = read[row.ord - 1];
    if (row.is_full) entry.hasMore = true;
    if (row.id === null || row.kind === null || row.ref === null || row.seen_on === null) continue;
    if (entry.sources.length === limit) {
      entry.hasMore = true;
      continue;
    }
    entry.sources.push({
      id: row.id,
      kind: row.kind,
      ref: row.ref,
      seenOn: row.seen_on,
      companyKey: row.company_key,
      userId: row.user_id,
    });
  }
  return read;
}

/** What each source saw: identifiers by source id (parts folded: the explorer does not draw them). */
export async function identifiersOfSources(
  db: DbOrTx,
  sourceIds: readonly number[],
): Promise<Map<number, Identifier[]>> {
  const seen = new Map<number, Identifier[]>();
  if (sourceIds.length === 0) return seen;
  const rows = await db
    .select({ sourceId: identitySightings.sourceId, kind: identitySightings.kind, value: identitySightings.value })
    .from(identitySightings)
    .where(sql`${identitySightings.sourceId} = ANY(${sql.param(sourceIds)}::bigint[])`);
  for (const row of rows) {
    const list = seen.get(row.sourceId) ?? [];
    if (!list.some((i) => i.kind === row.kind && i.value === row.value))
      list.push({ kind: row.kind, value: row.value });
    seen.set(row.sourceId, list);
  }
  return seen;
}
