/**
 * The SQL answers to list pages, counts, summaries and map clusters: the reference the incident index is
 * checked against (src/modules/incidents/service.test.ts). The app answers these from the index;
 * keeping the SQL here, not in the app, leaves one implementation per rule in production. Counts
 * and summaries live in the incidents repo, since a request whose data version the index has not
 * reached in time is answered from them (decision 0044); they are re-exported here.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../src/db/client';
import { incidents } from '../src/db/schema/incidents';
import type { ClusterCellRow } from '../src/modules/incident-index/service';
export { countIncidents, damageInWindows, summarizeIncidents } from '../src/modules/incidents/repo';

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
