import { and, desc, eq, getTableColumns, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents, type IncidentRow, type NewIncidentRow } from '../../db/schema/incidents';

/** The stored fields of an incident, without the generated search and map columns (never sent). */
const { searchText: _searchText, mercX: _mercX, mercY: _mercY, ...recordColumns } = getTableColumns(incidents);
export type IncidentRecord = Omit<IncidentRow, 'searchText' | 'mercX' | 'mercY'>;

/** Newest first; id breaks ties so paging and keyset export are stable. */
const newestFirst = [desc(incidents.date), desc(incidents.id)];

export async function listIncidentRows(db: Db, where: SQL, limit: number, offset: number): Promise<IncidentRow[]> {
  return db
    .select()
    .from(incidents)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** Keyset page for streaming exports: rows strictly after (date, id) in newest-first order. */
export async function listIncidentRowsAfter(
  db: Db,
  where: SQL,
  after: { date: string; id: number } | undefined,
  limit: number,
): Promise<IncidentRecord[]> {
  const keyset = after
    ? or(lt(incidents.date, after.date), and(eq(incidents.date, after.date), lt(incidents.id, after.id)))
    : undefined;
  return db
    .select(recordColumns)
    .from(incidents)
    .where(keyset ? and(where, keyset) : where)
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function countIncidents(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(where);
  return Number(row.n);
}

export async function findIncidentRow(db: Db, id: number): Promise<IncidentRecord | undefined> {
  const [row] = await db.select(recordColumns).from(incidents).where(eq(incidents.id, id));
  return row;
}

export interface SummaryRow {
  total: number;
  onMap: number;
  damage: number;
  minDate: string | null;
  maxDate: string | null;
}

export async function summarizeIncidents(db: Db, where: SQL): Promise<SummaryRow> {
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
  db: Db,
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

export interface ClusterCellRow {
  n: number;
  lon: number;
  lat: number;
  id: number;
}

/**
 * Groups the filtered incidents inside a Mercator box ([x1, y1]–[x2, y2], units of the world
 * square) into a `cells`×`cells` world grid. Uses the GiST index on point(merc_x, merc_y).
 */
export async function clusterIncidentCells(
  db: Db,
  where: SQL,
  box: { x1: number; y1: number; x2: number; y2: number },
  cells: number,
): Promise<ClusterCellRow[]> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n, avg(${incidents.lon})::float8 AS lon, avg(${incidents.lat})::float8 AS lat, min(${incidents.id})::float8 AS id
    FROM ${incidents}
    WHERE ${where} AND ${incidents.mercX} IS NOT NULL
      AND point(${incidents.mercX}, ${incidents.mercY}) <@ box(point(${box.x1}::float8, ${box.y1}::float8), point(${box.x2}::float8, ${box.y2}::float8))
    GROUP BY floor(${incidents.mercX} * ${cells}::float8), floor(${incidents.mercY} * ${cells}::float8)`);
  return (result.rows as unknown as ClusterCellRow[]).map((r) => ({
    n: Number(r.n),
    lon: Number(r.lon),
    lat: Number(r.lat),
    id: Number(r.id),
  }));
}

export async function insertIncidentRow(db: Db, values: NewIncidentRow): Promise<IncidentRecord> {
  const [row] = await db.insert(incidents).values(values).returning(recordColumns);
  return row;
}

export async function updateIncidentRow(
  db: Db,
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

export async function deleteIncidentRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(incidents).where(eq(incidents.id, id)).returning({ id: incidents.id });
  return rows.length > 0;
}
