/**
 * The SQL answers to list pages, counts, summaries and map clusters: the reference the incident index is
 * checked against (src/modules/incidents/service.test.ts). The app answers these from the index
 * only; keeping the SQL here, not in the app, leaves one implementation per rule in production.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../src/db/client';
import { incidents } from '../src/db/schema/incidents';
import type { ClusterCellRow } from '../src/modules/incidents/map-cells';

/** Ids of a list page, newest first: date, then id, both descending. */
export async function listIncidentIds(db: Db, where: SQL, limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(where)
    .orderBy(desc(incidents.date), desc(incidents.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

export async function countIncidents(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(where);
  return Number(row.n);
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

/**
 * Groups the filtered incidents inside a Mercator box ([x1, y1]–[x2, y2], units of the world
 * square) into a `cells`×`cells` world grid.
 */
export async function clusterIncidentCells(
  db: Db,
  where: SQL,
  box: { x1: number; y1: number; x2: number; y2: number },
  cells: number,
): Promise<ClusterCellRow[]> {
  const x = sql`((${incidents.lon} + 180) / 360)`;
  const y = sql`((1 - ln(tan(pi() / 4 + radians(greatest(-85.0511, least(85.0511, ${incidents.lat}))) / 2)) / pi()) / 2)`;
  const result = await db.execute(sql`
    SELECT count(*)::int AS n, avg(${incidents.lon})::float8 AS lon, avg(${incidents.lat})::float8 AS lat, min(${incidents.id})::float8 AS id
    FROM ${incidents}
    WHERE ${where} AND ${incidents.lat} IS NOT NULL AND ${incidents.lon} IS NOT NULL
      AND point(${x}, ${y}) <@ box(point(${box.x1}::float8, ${box.y1}::float8), point(${box.x2}::float8, ${box.y2}::float8))
    GROUP BY floor(${x} * ${cells}::float8), floor(${y} * ${cells}::float8)`);
  return (result.rows as unknown as ClusterCellRow[]).map((r) => ({
    n: Number(r.n),
    lon: Number(r.lon),
    lat: Number(r.lat),
    id: Number(r.id),
  }));
}
