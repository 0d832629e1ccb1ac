import { sql } from 'drizzle-orm';
import type { IncidentImportProblem, IncidentUploadStatus, OnDuplicate } from '@cargo-sentry/contracts/incident-import';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { incidentRecordColumns, incidentRecordTypes, type IncidentRecord } from '../../db/incident-record';
import { readReferenceRows } from '../../db/reference-rows';

// ---- uploads ----

export type UploadRow = {
  id: number;
  file_name: string;
  on_duplicate: OnDuplicate;
  status: IncidentUploadStatus;
  job_id: string | null;
  rows_read: number;
  rows_inserted: number;
  rows_updated: number;
  rows_skipped: number;
  errors_total: number;
  report: { ignored_columns: string[]; errors: IncidentImportProblem[] } | null;
  user_id: number | null;
  username: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

const uploadColumns = sql.raw(`u.id, u.file_name, u.on_duplicate, u.status, u.job_id, u.rows_read, u.rows_inserted,
  u.rows_updated, u.rows_skipped, u.errors_total, u.report, u.user_id, us.username, u.created_at, u.finished_at`);

export async function insertUpload(
  db: Db,
  upload: { fileName: string; data: Uint8Array; onDuplicate: OnDuplicate; userId: number },
): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`INSERT INTO incident_uploads (file_name, file_size, file_data, on_duplicate, user_id)
        VALUES (${upload.fileName}, ${upload.data.length}, ${Buffer.from(upload.data)}, ${upload.onDuplicate}, ${upload.userId})
        RETURNING id`,
  );
  return Number(result.rows[0].id);
}

export async function setUploadJob(db: Db, id: number, jobId: string): Promise<void> {
  await db.execute(sql`UPDATE incident_uploads SET job_id = ${jobId} WHERE id = ${id}`);
}

export async function listUploadRows(db: Db, limit: number): Promise<UploadRow[]> {
  const result = await db.execute<UploadRow>(
    sql`SELECT ${uploadColumns} FROM incident_uploads u LEFT JOIN users us ON us.id = u.user_id
        ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit}`,
  );
  return result.rows;
}

export async function findUploadRow(db: Db, id: number): Promise<UploadRow | undefined> {
  const result = await db.execute<UploadRow>(
    sql`SELECT ${uploadColumns} FROM incident_uploads u LEFT JOIN users us ON us.id = u.user_id WHERE u.id = ${id}`,
  );
  return result.rows[0];
}

/** The file of an upload the job has not finished, and marks it running; undefined once finished (a repeated job). */
export async function startUploadRow(
  db: Db,
  id: number,
): Promise<{ fileName: string; data: Buffer; onDuplicate: OnDuplicate; userId: number | null } | undefined> {
  const result = await db.execute<{
    file_name: string;
    file_data: Buffer | Uint8Array;
    on_duplicate: OnDuplicate;
    user_id: number | null;
  }>(
    sql`UPDATE incident_uploads SET status = 'running'
         WHERE id = ${id} AND status IN ('queued', 'running') AND file_data IS NOT NULL
     RETURNING file_name, file_data, on_duplicate, user_id`,
  );
  const row = result.rows[0];
  return row
    ? { fileName: row.file_name, data: Buffer.from(row.file_data), onDuplicate: row.on_duplicate, userId: row.user_id }
    : undefined;
}

export interface UploadOutcome {
  status: Extract<IncidentUploadStatus, 'imported' | 'rejected' | 'failed'>;
  rowsRead: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsSkipped: number;
  errorsTotal: number;
  report: { ignored_columns: string[]; errors: IncidentImportProblem[] } | null;
}

export async function finishUploadRow(db: DbOrTx, id: number, outcome: UploadOutcome): Promise<void> {
  await db.execute(
    sql`UPDATE incident_uploads SET status = ${outcome.status}, rows_read = ${outcome.rowsRead},
          rows_inserted = ${outcome.rowsInserted}, rows_updated = ${outcome.rowsUpdated},
          rows_skipped = ${outcome.rowsSkipped}, errors_total = ${outcome.errorsTotal},
          report = ${outcome.report === null ? null : JSON.stringify(outcome.report)}::jsonb,
          file_data = NULL, finished_at = now()
        WHERE id = ${id}`,
  );
}

// ---- reference lists ----

export interface ReferenceLists {
  countries: { id: number; names: string[] }[];
  districts: { id: number; names: string[] }[];
  regions: { id: number; names: string[]; district: number }[];
  cities: { id: number; names: string[]; region: number; district: number }[];
  cargo: { id: number; names: string[] }[];
  categories: { id: number; names: string[] }[];
  methods: { id: number; names: string[] }[];
  scenes: { id: number; names: string[] }[];
  sources: { id: number; names: string[] }[];
}

/** Every reference list with each item's names in both languages (districts also short and with "ФО"). */
export async function readReferenceLists(db: Db): Promise<ReferenceLists> {
  const simple = (rows: { id: number; nameRu: string; nameEn: string }[]) =>
    rows.map((row) => ({ id: row.id, names: [row.nameRu, row.nameEn] }));
  const rows = await readReferenceRows(db, { citiesByName: true });
  return {
    countries: simple(rows.countries),
    districts: rows.districts.map((d) => ({
      id: d.id,
      names: [d.nameRu, d.nameEn, d.nameRuShort, d.nameEnShort, `${d.nameRuShort} ФО`, `${d.nameEnShort} FD`, d.abbrRu],
    })),
    regions: rows.regions.map((r) => ({ id: r.id, names: [r.nameRu, r.nameEn], district: r.federalDistrictId })),
    cities: rows.cities.map((c) => ({
      id: c.id,
      names: [c.nameRu, c.nameEn],
      region: c.regionId,
      district: c.federalDistrictId,
    })),
    cargo: simple(rows.cargo),
    categories: simple(rows.categories),
    methods: simple(rows.methods),
    scenes: simple(rows.scenes),
    sources: simple(rows.sources),
  };
}

// ---- incidents ----

const columnList = sql.raw(incidentRecordColumns.join(', '));
const recordsetTypes = sql.raw(
  incidentRecordColumns.map((column) => `${column} ${incidentRecordTypes[column]}`).join(', '),
);

/** Rows per statement: one JSON parameter each (`jsonb_to_recordset`), as the register import writes. */
const rowsPerStatement = 2_000;

/** Imports of incidents run one at a time, so two files cannot both insert the same new incident. */
export async function lockIncidentImports(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('incident_import'))`);
}

/**
 * For each key (date, city, cargo category, damage) the id of a stored incident with it, or none.
 * Keys are given in order; the answer is by key index.
 */
export async function findDuplicateIds(
  tx: Tx,
  keys: { date: string; city_id: number | null; cargo_category_id: number; price: number }[],
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (let start = 0; start < keys.length; start += rowsPerStatement) {
    const json = JSON.stringify(
      keys.slice(start, start + rowsPerStatement).map((key, i) => ({ n: start + i, ...key })),
    );
    const result = await tx.execute<{ n: number; id: number }>(
      sql`SELECT DISTINCT ON (k.n) k.n, i.id
            FROM jsonb_to_recordset(${json}::jsonb) AS k(n integer, date date, city_id integer, cargo_category_id smallint, price bigint)
            JOIN incidents i ON i.date = k.date AND i.city_id IS NOT DISTINCT FROM k.city_id
                            AND i.cargo_category_id = k.cargo_category_id AND i.price = k.price
           ORDER BY k.n, i.id`,
    );
    for (const row of result.rows) found.set(Number(row.n), Number(row.id));
  }
  return found;
}

export async function insertIncidentRecords(
  tx: Tx,
  records: IncidentRecord[],
  onWritten: (written: number) => void,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < records.length; start += rowsPerStatement) {
    const batch = records.slice(start, start + rowsPerStatement);
    const inserted = await tx.execute<{ id: number | string }>(
      sql`INSERT INTO incidents (${columnList})
          SELECT ${columnList} FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(${recordsetTypes})
          RETURNING id`,
    );
    for (const row of inserted.rows) ids.push(Number(row.id));
    onWritten(batch.length);
  }
  return ids;
}

/** Overwrites stored incidents (by id) with the rows of the file; every field is replaced, as PUT does. */
export async function updateIncidentRecords(
  tx: Tx,
  records: (IncidentRecord & { id: number })[],
  onWritten: (written: number) => void,
): Promise<void> {
  const assignments = sql.raw(incidentRecordColumns.map((column) => `${column} = x.${column}`).join(', '));
  for (let start = 0; start < records.length; start += rowsPerStatement) {
    const batch = records.slice(start, start + rowsPerStatement);
    await tx.execute(
      sql`UPDATE incidents SET ${assignments}, updated_at = now()
            FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(id bigint, ${recordsetTypes})
           WHERE incidents.id = x.id`,
    );
    onWritten(batch.length);
  }
}
