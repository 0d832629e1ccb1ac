import {
  identifierKindSchema,
  identityParts,
  identitySourceKindSchema,
  type IdentifierKind,
  type IdentitySourceKind,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx as Db } from '../../db/client';
import { int8, queryRows } from '../../db/rows';
import { identityConsistencySettings } from '../../db/schema/identity-consistency';

/** The one row of the settings table. */
const settingsRowId = 1;

/** The stored settings as staff last saved them, unparsed; undefined before the first save. */
export async function selectConsistencySettings(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ settings: identityConsistencySettings.settings })
    .from(identityConsistencySettings)
    .where(eq(identityConsistencySettings.id, settingsRowId));
  return row?.settings;
}

export async function upsertConsistencySettings(db: Db, settings: unknown, userId: number): Promise<void> {
  await db
    .insert(identityConsistencySettings)
    .values({ id: settingsRowId, settings, updatedBy: userId })
    .onConflictDoUpdate({
      target: identityConsistencySettings.id,
      set: { settings, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** One identifier to look up, normalised as `normalizeIdentifier` writes it. */
export interface IdentifierLookup {
  kind: IdentifierKind;
  value: string;
}

/** Which sources a lookup may answer. */
export interface SourceScope {
  /** `YYYY-MM-DD`: only sources seen on or after this day. */
  since: string;
  /** The ticket the check runs under: its own inputs are never "another" source. */
  ownTicket: string | null;
  /** Only the tickets and subscriptions of this company (sharing off); null: every company's. */
  onlyCompany: string | null;
  /** Only sources of these kinds (`identitySourceKinds` for any). */
  kinds: readonly IdentitySourceKind[];
}

/**
 * The bounds of one lookup (docs/decisions/0057-identity-consistency-check.md): of an identifier's
 * sightings the newest `scanned` are read from the (kind, value, source_id) index, of those the
 * newest `kept` sources in scope are answered. A hub (a carrier's INN in ten thousand checks) costs
 * what any identifier costs.
 */
export const lookupBounds = { scanned: 500, kept: 100 } as const;

const seenRow = z.object({
  source_id: int8,
  source_kind: identitySourceKindSchema,
  ref: z.string(),
  seen_on: z.string(),
  company_key: z.string().nullable(),
  user_id: z.number().int().nullable(),
  part: z.enum(identityParts),
  kind: identifierKindSchema,
  value: z.string(),
});
export type SeenRow = z.infer<typeof seenRow>;

/**
 * The sources in `scope` that saw any of `lookups`, each with every identifier it saw (one row per
 * sighting). One statement: each identifier walks its index range newest first (at most
 * `lookupBounds.scanned` entries, `kept` sources), then the sources and their sightings are read by
 * primary key.
 */
export function selectSourcesSeeing(
  db: Db,
  lookups: readonly IdentifierLookup[],
  scope: SourceScope,
): Promise<SeenRow[]> {
  if (lookups.length === 0) return Promise.resolve([]);
  const kinds = sql.param(lookups.map((lookup) => lookup.kind));
  const values = sql.param(lookups.map((lookup) => lookup.value));
  return queryRows(
    db,
    'identity consistency sources',
    seenRow,
    sql`
      WITH lookup AS (
        SELECT * FROM unnest(${kinds}::text[], ${values}::text[]) AS l (kind, value)
      ), hit AS (
        SELECT DISTINCT h.source_id
        FROM lookup l
        CROSS JOIN LATERAL (
          SELECT newest.source_id
          FROM (
            SELECT s.source_id FROM identity_sightings s
            WHERE s.kind = l.kind AND s.value = l.value
            ORDER BY s.source_id DESC
            LIMIT ${lookupBounds.scanned}
          ) newest
          JOIN identity_sources src ON src.id = newest.source_id
          WHERE src.seen_on >= ${scope.since}::date
            AND NOT (src.kind = 'ticket' AND src.ref = ${scope.ownTicket ?? ''})
            AND (src.company_key IS NULL OR ${scope.onlyCompany}::text IS NULL OR src.company_key = ${scope.onlyCompany})
            AND src.kind = ANY(${sql.param([...scope.kinds])}::text[])
          ORDER BY newest.source_id DESC
          LIMIT ${lookupBounds.kept}
        ) h
      )
      SELECT src.id AS source_id, src.kind AS source_kind, src.ref, to_char(src.seen_on, 'YYYY-MM-DD') AS seen_on,
        src.company_key, src.user_id, s.part, s.kind, s.value
      FROM hit
      JOIN identity_sources src ON src.id = hit.source_id
      JOIN identity_sightings s ON s.source_id = hit.source_id
      ORDER BY src.id DESC`,
  );
}
