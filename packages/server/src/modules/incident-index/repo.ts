import { sql } from 'drizzle-orm';
import { emptyFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Db, Session } from '../../db/client';
import { incidentWhere } from './sql-filter';
import { noRef, type IndexRow } from './columns';

/**
 * The index's SQL. A batch travels as one row of per-column arrays (`array_agg`): both drivers
 * parse typed arrays far faster than thousands of row objects, and PGlite builds them several
 * times faster than a text blob. Ids and prices are cast to float8 so they arrive as numbers.
 */
const batchColumns = `array_agg(id::float8 ORDER BY id) AS id, array_agg(date - DATE '1970-01-01' ORDER BY id) AS day,
  array_agg(country_id ORDER BY id) AS country, array_agg(federal_district_id ORDER BY id) AS district,
  array_agg(region_id ORDER BY id) AS region, array_agg(city_id ORDER BY id) AS city,
  array_agg(cargo_category_id ORDER BY id) AS cargo, array_agg(incident_category_id ORDER BY id) AS category,
  array_agg(attack_method_id ORDER BY id) AS attack, array_agg(scene_type_id ORDER BY id) AS scene,
  array_agg(information_source_id ORDER BY id) AS source, array_agg(price::float8 ORDER BY id) AS price,
  array_agg(price_range ORDER BY id) AS price_range, array_agg(lat ORDER BY id) AS lat, array_agg(lon ORDER BY id) AS lon`;

// node-postgres gives NULL array elements as null; PGlite's parser gives NaN for NULL in integer arrays.
type Cell = number | string | null | undefined;
interface BatchRow {
  id: Cell[] | null;
  day: Cell[];
  country: Cell[];
  district: Cell[];
  region: Cell[];
  city: Cell[];
  cargo: Cell[];
  category: Cell[];
  attack: Cell[];
  scene: Cell[];
  source: Cell[];
  price: Cell[];
  price_range: Cell[];
  lat: Cell[];
  lon: Cell[];
}

function toRows(batch: BatchRow | undefined): IndexRow[] {
  if (!batch || !batch.id) return [];
  const ref = (v: Cell) => {
    const n = v === null || v === undefined ? NaN : Number(v);
    return Number.isNaN(n) ? noRef : n;
  };
  const coordinate = (v: Cell) => (v === null || v === undefined ? NaN : Number(v));
  return batch.id.map((id, i) => ({
    id: Number(id),
    day: Number(batch.day[i]),
    country: Number(batch.country[i]),
    district: ref(batch.district[i]),
    region: ref(batch.region[i]),
    city: ref(batch.city[i]),
    cargo: ref(batch.cargo[i]),
    category: Number(batch.category[i]),
    attack: ref(batch.attack[i]),
    scene: ref(batch.scene[i]),
    source: ref(batch.source[i]),
    price: Number(batch.price[i]),
    priceRange: Number(batch.price_range[i]),
    lat: coordinate(batch.lat[i]),
    lon: coordinate(batch.lon[i]),
  }));
}

/** The next `limit` incidents by id after `afterId`, ascending. */
export async function selectRowsAfter(session: Session, afterId: number, limit: number): Promise<IndexRow[]> {
  const [row] = await session.query<BatchRow>(
    `SELECT ${batchColumns} FROM (SELECT * FROM incidents WHERE id > $1 ORDER BY id LIMIT $2) AS batch`,
    [afterId, limit],
  );
  return toRows(row);
}

export async function selectRowsByIds(session: Session, ids: number[]): Promise<IndexRow[]> {
  if (ids.length === 0) return [];
  const [row] = await session.query<BatchRow>(`SELECT ${batchColumns} FROM incidents WHERE id = ANY($1::bigint[])`, [
    ids,
  ]);
  return toRows(row);
}

export async function selectRowsInRange(session: Session, minId: number, maxId: number): Promise<IndexRow[]> {
  const [row] = await session.query<BatchRow>(`SELECT ${batchColumns} FROM incidents WHERE id BETWEEN $1 AND $2`, [
    minId,
    maxId,
  ]);
  return toRows(row);
}

export interface ChangeRow {
  id: number;
  op: 'I' | 'U' | 'D' | 'T';
  ids: number[] | null;
  minId: number | null;
  maxId: number | null;
}

/** Changes after `afterId`, oldest first (PK range scan: cheap when there are none). */
export async function selectChangesAfter(session: Session, afterId: number, limit: number): Promise<ChangeRow[]> {
  const rows = await session.query<{
    id: string;
    op: ChangeRow['op'];
    ids: string | null;
    min_id: string | null;
    max_id: string | null;
  }>(
    `SELECT id::text, op, array_to_string(ids, ',') AS ids, min_id::text, max_id::text
       FROM incident_changes WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    op: r.op,
    ids: r.ids === null ? null : r.ids === '' ? [] : r.ids.split(',').map(Number),
    minId: r.min_id === null ? null : Number(r.min_id),
    maxId: r.max_id === null ? null : Number(r.max_id),
  }));
}

export async function selectLatestChangeId(session: Session): Promise<number> {
  const [row] = await session.query<{ id: string | null }>('SELECT max(id)::text AS id FROM incident_changes');
  return row?.id ? Number(row.id) : 0;
}

/** Drops change rows every process has had time to apply (an index idle longer reloads fully). */
export async function deleteChangesBefore(session: Session, hours: number): Promise<void> {
  await session.query(`DELETE FROM incident_changes WHERE changed_at < now() - make_interval(hours => $1)`, [hours]);
}

/**
 * Ids of incidents matching the free-text search, by the same SQL rule as the incident list (its text,
 * or its city or region name), so search means the same in the list and in statistics.
 */
export async function selectSearchIds(db: Db, text: string): Promise<number[]> {
  const where = incidentWhere({ ...emptyFilter, search: text }, { accessLevel: 'full' });
  const result = await db.execute(sql`SELECT string_agg(id::text, ',') AS ids FROM incidents WHERE ${where}`);
  const ids = (result.rows[0] as { ids: string | null } | undefined)?.ids;
  return ids ? ids.split(',').map(Number) : [];
}

/**
 * Ids of the incidents a spreadsheet upload wrote or matched (`incident_upload_rows`, decision
 * 0037), read through its primary key; an incident deleted since is simply not found later.
 */
export async function selectUploadIncidentIds(db: Db, uploadId: number): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT string_agg(incident_id::text, ',') AS ids FROM incident_upload_rows WHERE upload_id = ${uploadId}`,
  );
  const ids = (result.rows[0] as { ids: string | null } | undefined)?.ids;
  return ids ? ids.split(',').map(Number) : [];
}
