import type { IdentitySourceKind, Sighting } from '@cargo-sentry/contracts/identity-links/identifiers';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DbOrTx as Db } from '../../db/client';
import { int8, queryRows } from '../../db/rows';
import { identityBackfill, identitySources } from '../../db/schema/identity-links';

/** One place that saw identifiers together: an incident, a ticket, a register row, a subscription. */
export interface IdentitySource {
  kind: IdentitySourceKind;
  /** The source's own id there. */
  ref: string;
  /** `YYYY-MM-DD`: the incident's date, the check's day, the register row's date. */
  seenOn: string;
  /** The owning user's company key (`companyKeyOf`); null for what every user sees. */
  companyKey: string | null;
  userId: number | null;
}

/** A source and everything it saw. */
export interface SourceSightings {
  source: IdentitySource;
  sightings: readonly Sighting[];
}

/**
 * Sources per statement: a register's 2,000-row chunk at once; their sightings (about ten a
 * ticket at most) stay one JSON parameter of a few hundred kilobytes.
 */
const sourcesPerStatement = 2_000;

const key = (kind: string, ref: string) => `${kind}\u0000${ref}`;

/** The sightings of each source without repeats, and the last record of a source given twice. */
function distinctRecords(records: readonly SourceSightings[]): SourceSightings[] {
  const bySource = new Map<string, SourceSightings>();
  for (const { source, sightings } of records) {
    const distinct = new Map(sightings.map((s) => [`${s.part}\u0000${s.kind}\u0000${s.value}`, s]));
    bySource.set(key(source.kind, source.ref), { source, sightings: [...distinct.values()] });
  }
  return [...bySource.values()];
}

/**
 * Records what each source saw, replacing what it saw before (an incident edited, a ticket's next
 * check with more of the form); a source left with no identifiers is removed. A batch costs one
 * statement whatever its size, and one more when some sources saw nothing, each with JSON
 * parameters expanded by `jsonb_to_recordset` as the register import writes its rows, so 100,000
 * rows are recorded in 50 statements rather than 300,000. Runs in the caller's transaction when given
 * one, so that a write and its links commit together.
 */
export async function recordSources(db: Db, records: readonly SourceSightings[]): Promise<void> {
  const distinct = distinctRecords(records);
  for (let start = 0; start < distinct.length; start += sourcesPerStatement) {
    const batch = distinct.slice(start, start + sourcesPerStatement);
    await forgetSources(
      db,
      batch.filter((record) => record.sightings.length === 0).map(({ source }) => source),
    );
    await writeSources(
      db,
      batch.filter((record) => record.sightings.length > 0),
    );
  }
}

async function writeSources(db: Db, records: readonly SourceSightings[]): Promise<void> {
  if (records.length === 0) return;
  const sources = records.map(({ source }) => ({
    kind: source.kind,
    ref: source.ref,
    seen_on: source.seenOn,
    company_key: source.companyKey,
    user_id: source.userId,
  }));
  const sightings = records.flatMap(({ source, sightings }) =>
    sightings.map((s) => ({ source_kind: source.kind, ref: source.ref, part: s.part, kind: s.kind, value: s.value })),
  );
  // One statement, so a batch of a few rows (an import's, on PGlite) costs little more than one
  // row: a source stored before keeps the sightings it still has, loses the others (none of which
  // the insert then adds again, so the two never touch one row) and gains the new ones.
  await db.execute(
    sql`WITH written AS (
          INSERT INTO identity_sources (kind, ref, seen_on, company_key, user_id)
          SELECT kind, ref, seen_on, company_key, user_id
            FROM jsonb_to_recordset(${JSON.stringify(sources)}::jsonb)
              AS x(kind text, ref text, seen_on date, company_key text, user_id integer)
          ON CONFLICT (kind, ref) DO UPDATE
            SET seen_on = EXCLUDED.seen_on, company_key = EXCLUDED.company_key, user_id = EXCLUDED.user_id,
                recorded_at = now()
          RETURNING id, kind, ref),
        seen AS (
          SELECT w.id AS source_id, y.part, y.kind, y.value
            FROM written w
            JOIN jsonb_to_recordset(${JSON.stringify(sightings)}::jsonb)
              AS y(source_kind text, ref text, part text, kind text, value text)
              ON y.source_kind = w.kind AND y.ref = w.ref),
        gone AS (
          DELETE FROM identity_sightings s USING written w
           WHERE s.source_id = w.id
             AND NOT EXISTS (SELECT 1 FROM seen n
                              WHERE n.source_id = s.source_id AND n.part = s.part AND n.kind = s.kind AND n.value = s.value))
        INSERT INTO identity_sightings (source_id, part, kind, value)
        SELECT source_id, part, kind, value FROM seen
        ON CONFLICT DO NOTHING`,
  );
}

/** Records one source (see `recordSources`). */
export function recordSource(db: Db, source: IdentitySource, sightings: readonly Sighting[]): Promise<void> {
  return recordSources(db, [{ source, sightings }]);
}

/** Removes sources and what they saw (incidents deleted, sources left without identifiers). */
export async function forgetSources(db: Db, sources: readonly Pick<IdentitySource, 'kind' | 'ref'>[]): Promise<void> {
  if (sources.length === 0) return;
  const keys = JSON.stringify(sources.map(({ kind, ref }) => ({ kind, ref })));
  await db.execute(
    sql`DELETE FROM identity_sources s
         USING jsonb_to_recordset(${keys}::jsonb) AS x(kind text, ref text)
         WHERE s.kind = x.kind AND s.ref = x.ref`,
  );
}

/** Removes a source and what it saw (an incident deleted). */
export async function forgetSource(db: Db, kind: IdentitySourceKind, ref: string): Promise<void> {
  await db.delete(identitySources).where(and(eq(identitySources.kind, kind), eq(identitySources.ref, ref)));
}

// ---- sources recorded after their rows were written (migration 0132) ----

export type BackfillState = typeof identityBackfill.$inferSelect;

/** How far the recording of each kind of source got (a kind never to be back-filled has no row). */
export function selectBackfillStates(db: Db): Promise<BackfillState[]> {
  return db.select().from(identityBackfill);
}

/** Every kind of source is to be recorded from its first row, but a kind begun or done already. */
export async function beginBackfill(db: Db, kinds: readonly IdentitySourceKind[]): Promise<void> {
  await db
    .insert(identityBackfill)
    .values(kinds.map((kind) => ({ kind })))
    .onConflictDoNothing();
}

/**
 * The rows of a register kind after id `after` are to be recorded (an import wrote them): from
 * there, or from where the recording of that kind already was if that is earlier. `replaced`: the
 * import emptied the register first, so the kind's sources recorded until now are of rows gone.
 */
export async function markPending(
  db: Db,
  kind: IdentitySourceKind,
  after: number,
  { replaced = false }: { replaced?: boolean } = {},
): Promise<void> {
  const sweep = replaced ? sql`now()` : sql`NULL::timestamptz`;
  await db.execute(
    sql`INSERT INTO identity_backfill (kind, after_ref, sweep_before) VALUES (${kind}, ${String(after)}, ${sweep})
        ON CONFLICT (kind) DO UPDATE SET
          after_ref = CASE WHEN identity_backfill.done_at IS NOT NULL THEN EXCLUDED.after_ref
            ELSE least(coalesce(identity_backfill.after_ref, '0')::bigint, EXCLUDED.after_ref::bigint)::text END,
          sweep_before = greatest(identity_backfill.sweep_before, EXCLUDED.sweep_before),
          generation = identity_backfill.generation + 1,
          done_at = NULL, updated_at = now()`,
  );
}

/**
 * Saves how far a kind's recording got (in the transaction of the batch it recorded), unless an
 * import marked rows since `from` was read: false then, and the caller reads the state again.
 */
export async function advanceBackfill(
  db: Db,
  from: Pick<BackfillState, 'kind' | 'generation'>,
  to: Partial<Pick<BackfillState, 'afterRef' | 'recorded' | 'doneAt' | 'sweepBefore'>>,
): Promise<boolean> {
  const moved = await db
    .update(identityBackfill)
    .set({ ...to, updatedAt: sql`now()` })
    .where(and(eq(identityBackfill.kind, from.kind), eq(identityBackfill.generation, from.generation)))
    .returning({ kind: identityBackfill.kind });
  return moved.length > 0;
}

const sweptRow = z.object({ n: int8 });

/**
 * Deletes up to `limit` sources of a kind recorded before `before` (of rows a replaced register
 * removed); how many.
 */
export async function sweepSources(db: Db, kind: IdentitySourceKind, before: Date, limit: number): Promise<number> {
  const [row] = await queryRows(
    db,
    'identity sources swept',
    sweptRow,
    sql`WITH gone AS (
          DELETE FROM identity_sources WHERE id IN (
            SELECT id FROM identity_sources WHERE kind = ${kind} AND recorded_at < ${before} LIMIT ${limit})
          RETURNING 1)
        SELECT count(*) AS n FROM gone`,
  );
  return row?.n ?? 0;
}

/** The lock one recording job holds across processes (the migrations' is 727274, the queues' 727275). */
const recordingLockId = 727276;

/**
 * Runs `fn` holding the recording's lock, on PostgreSQL on a connection of its own: another
 * process's job waits, then finds nothing left. PGlite is one process, whose queue runs one job of
 * a name at a time.
 */
export async function withRecordingLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return fn();
  return database.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [recordingLockId]);
    try {
      return await fn();
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [recordingLockId]);
    }
  });
}
