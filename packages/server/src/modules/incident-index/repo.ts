import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { emptyFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Db, Session } from '../../db/client';
import { columnarBatch, queryFirstRow, sessionRows } from '../../db/rows';
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

/**
 * One batch as its columns, parsed by column, not by value (`columnarBatch`): a million row
 * objects through zod would cost the bulk load more than its SQL. node-postgres gives a NULL
 * array element as null, PGlite's parser NaN for NULL in integer arrays.
 */
const batchSchema = columnarBatch([
  'id',
  'day',
  'country',
  'district',
  'region',
  'city',
  'cargo',
  'category',
  'attack',
  'scene',
  'source',
  'price',
  'price_range',
  'lat',
  'lon',
]);

type Cell = number | null | undefined;

async function selectBatch(session: Session, where: string, params: unknown[]): Promise<IndexRow[]> {
  const [batch] = await sessionRows(
    session,
    'incident index batch',
    batchSchema,
    `SELECT ${batchColumns} ${where}`,
    params,
  );
  if (!batch) return [];
  const ref = (v: Cell) => (v === null || v === undefined || Number.isNaN(v) ? noRef : v);
  const coordinate = (v: Cell) => (v === null || v === undefined ? NaN : v);
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
  return selectBatch(session, 'FROM (SELECT * FROM incidents WHERE id > $1 ORDER BY id LIMIT $2) AS batch', [
    afterId,
    limit,
  ]);
}

export async function selectRowsByIds(session: Session, ids: number[]): Promise<IndexRow[]> {
  if (ids.length === 0) return [];
  return selectBatch(session, 'FROM incidents WHERE id = ANY($1::bigint[])', [ids]);
}

export async function selectRowsInRange(session: Session, minId: number, maxId: number): Promise<IndexRow[]> {
  return selectBatch(session, 'FROM incidents WHERE id BETWEEN $1 AND $2', [minId, maxId]);
}

export interface ChangeRow {
  id: number;
  op: 'I' | 'U' | 'D' | 'T';
  ids: number[] | null;
  minId: number | null;
  maxId: number | null;
}

const changeRowSchema = z.object({
  id: z.string(),
  op: z.enum(['I', 'U', 'D', 'T']),
  ids: z.string().nullable(),
  min_id: z.string().nullable(),
  max_id: z.string().nullable(),
});

/** Changes after `afterId`, oldest first (PK range scan: cheap when there are none). */
export async function selectChangesAfter(session: Session, afterId: number, limit: number): Promise<ChangeRow[]> {
  const rows = await sessionRows(
    session,
    'incident changes after',
    changeRowSchema,
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
  const [row] = await sessionRows(
    session,
    'latest incident change',
    z.object({ id: z.string().nullable() }),
    'SELECT max(id)::text AS id FROM incident_changes',
  );
  return row?.id ? Number(row.id) : 0;
}

/** Drops change rows every process has had time to apply (an index idle longer reloads fully). */
export async function deleteChangesBefore(session: Session, hours: number): Promise<void> {
  await session.query(`DELETE FROM incident_changes WHERE changed_at < now() - make_interval(hours => $1)`, [hours]);
}

/** Ids joined by commas (`string_agg`): one text instead of thousands of row objects. */
const idListSchema = z.object({ ids: z.string().nullable() });
const idsOf = (row: z.infer<typeof idListSchema> | undefined) => (row?.ids ? row.ids.split(',').map(Number) : []);

/**
 * Ids of incidents matching the free-text search, by the same SQL rule as the incident list (its text,
 * or its city or region name), so search means the same in the list and in statistics.
 */
export async function selectSearchIds(db: Db, text: string): Promise<number[]> {
  const where = incidentWhere({ ...emptyFilter, search: text }, { accessLevel: 'full' });
  const row = await queryFirstRow(
    db,
    'incident search ids',
    idListSchema,
    sql`SELECT string_agg(id::text, ',') AS ids FROM incidents WHERE ${where}`,
  );
  return idsOf(row);
}

/**
 * Ids of the incidents a spreadsheet upload wrote or matched (`incident_upload_rows`, decision
 * 0037), read through its primary key; an incident deleted since is simply not found later.
 */
export async function selectUploadIncidentIds(db: Db, uploadId: number): Promise<number[]> {
  const row = await queryFirstRow(
    db,
    'incident ids of an upload',
    idListSchema,
    sql`SELECT string_agg(incident_id::text, ',') AS ids FROM incident_upload_rows WHERE upload_id = ${uploadId}`,
  );
  return idsOf(row);
}
