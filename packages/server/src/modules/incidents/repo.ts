import { and, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { incidents, type IncidentRow, type NewIncidentRow } from '../../db/schema/incidents';

/** The stored fields of an incident, without the generated search and map columns (never sent). */
const { searchText: _searchText, ...recordColumns } = getTableColumns(incidents);
export type IncidentRecord = Omit<IncidentRow, 'searchText'>;

/** Newest first; id breaks ties so paging and keyset export are stable. */
const newestFirst = [desc(incidents.date), desc(incidents.id)];

/** The stored incidents among `ids`, in no particular order (ids no longer stored are left out). */
export async function findIncidentRowsByIds(db: Db, ids: number[]): Promise<IncidentRecord[]> {
  if (ids.length === 0) return [];
  return db.select(recordColumns).from(incidents).where(inArray(incidents.id, ids));
}

/** Keyset page for streaming exports: rows strictly after (date, id) in newest-first order. */
export async function listIncidentRowsAfter(
  db: Db,
  where: SQL,
  after: { date: string; id: number } | undefined,
  limit: number,
): Promise<IncidentRecord[]> {
  // A row comparison, which the (date DESC, id DESC) index answers as a range: written as
  // `date < d OR (date = d AND id < i)` the index was read from its start and filtered, so each
  // batch of an export read every row before it (issue 23 §23).
  const keyset = after
    ? sql`(${incidents.date}, ${incidents.id}) < (${after.date}::date, ${after.id}::bigint)`
    : undefined;
  return db
    .select(recordColumns)
    .from(incidents)
    .where(keyset ? and(where, keyset) : where)
    .orderBy(...newestFirst)
    .limit(limit);
}

/*
 * The SQL answers of a list page and a summary. The app answers both from the incident index;
 * these serve a request whose data version the index has not reached in time (decision 0044),
 * and are the reference the index is checked against (service.test.ts).
 */

/** One page of the filtered incidents, newest first (date, then id, both descending). */
export async function listIncidentRowsPage(
  db: DbOrTx,
  where: SQL,
  limit: number,
  offset: number,
): Promise<IncidentRecord[]> {
  return db
    .select(recordColumns)
    .from(incidents)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function countIncidents(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(where);
  return Number(row.n);
}

export interface IncidentTotals {
  total: number;
  onMap: number;
  damage: number;
  minDate: string | null;
  maxDate: string | null;
}

export async function summarizeIncidents(db: DbOrTx, where: SQL): Promise<IncidentTotals> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      onMap: sql<number>`count(${incidents.lat})::int`,
      damage: sql<number>`coalesce(sum(${incidents.price}), 0)::float8`,
      minDate: sql<string | null>`min(${incidents.date})::text`,
      maxDate: sql<string | null>`max(${incidents.date})::text`,
    })
    .from(incidents)
    .where(where);
  return { ...row, total: Number(row.total), onMap: Number(row.onMap), damage: Number(row.damage) };
}

/** Damage in two date windows [from, to] (inclusive) in one pass. */
export async function damageInWindows(
  db: DbOrTx,
  where: SQL,
  current: { from: string; to: string },
  previous: { from: string; to: string },
): Promise<{ current: number; previous: number }> {
  const [row] = await db
    .select({
      current: sql<number>`coalesce(sum(${incidents.price}) FILTER (WHERE ${incidents.date} >= ${current.from} AND ${incidents.date} <= ${current.to}), 0)::float8`,
      previous: sql<number>`coalesce(sum(${incidents.price}) FILTER (WHERE ${incidents.date} < ${current.from}), 0)::float8`,
    })
    .from(incidents)
    .where(and(where, sql`${incidents.date} >= ${previous.from} AND ${incidents.date} <= ${current.to}`));
  return { current: Number(row.current), previous: Number(row.previous) };
}

export async function findIncidentRow(db: Db, id: number): Promise<IncidentRecord | undefined> {
  const [row] = await db.select(recordColumns).from(incidents).where(eq(incidents.id, id));
  return row;
}

export interface CoordinateRow {
  id: number;
  lat: number;
  lon: number;
  attackMethodId: number | null;
  cargoCategoryId: number | null;
  cargoDescription: string;
  incidentCategoryId: number;
  informationSourceId: number | null;
  federalDistrictId: number | null;
}

export async function listCoordinateRows(db: Db, where: SQL): Promise<CoordinateRow[]> {
  const rows = await db
    .select({
      id: incidents.id,
      lat: incidents.lat,
      lon: incidents.lon,
      attackMethodId: incidents.attackMethodId,
      cargoCategoryId: incidents.cargoCategoryId,
      cargoDescription: incidents.cargoDescription,
      incidentCategoryId: incidents.incidentCategoryId,
      informationSourceId: incidents.informationSourceId,
      federalDistrictId: incidents.federalDistrictId,
    })
    .from(incidents)
    .where(and(where, sql`${incidents.lat} IS NOT NULL`))
    .orderBy(incidents.id);
  return rows as CoordinateRow[];
}

export async function insertIncidentRow(db: DbOrTx, values: NewIncidentRow): Promise<IncidentRecord> {
  const [row] = await db.insert(incidents).values(values).returning(recordColumns);
  return row;
}

export async function updateIncidentRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewIncidentRow>,
): Promise<IncidentRow | undefined> {
  const [row] = await db
    .update(incidents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(incidents.id, id))
    .returning();
  return row;
}

export async function deleteIncidentRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(incidents).where(eq(incidents.id, id)).returning({ id: incidents.id });
  return rows.length > 0;
}

/** Identifiers a risk check searches for, already normalised (issue 10). */
export interface IncidentIdentifiers {
  plates: string[];
  vins: string[];
  inns: string[];
  ogrns: string[];
  atiIds: string[];
}

/**
 * Incidents with a plate, VIN, INN, OGRN or ATI id equal to one searched, newest first: each
 * condition is an equality on a column with its own partial index (migration 0010), so the
 * lookup reads index entries, never the table.
 */
export async function findIncidentRowsByIdentifiers(
  db: Db,
  ids: IncidentIdentifiers,
  /** A limited viewer's district, or null for all incidents. */
  onlyDistrict: number | null,
  limit: number,
): Promise<IncidentRecord[]> {
  const pairs = [
    [incidents.vehiclePlate, ids.plates],
    [incidents.trailerPlate, ids.plates],
    [incidents.vehicleVin, ids.vins],
    [incidents.trailerVin, ids.vins],
    [incidents.counterpartyInn, ids.inns],
    [incidents.counterpartyOgrn, ids.ogrns],
    [incidents.atiId, ids.atiIds],
  ] as const;
  const matches = pairs.filter(([, values]) => values.length > 0).map(([column, values]) => inArray(column, values));
  if (matches.length === 0) return [];
  return db
    .select(recordColumns)
    .from(incidents)
    .where(and(or(...matches), onlyDistrict === null ? undefined : eq(incidents.federalDistrictId, onlyDistrict)))
    .orderBy(...newestFirst)
    .limit(limit);
}
