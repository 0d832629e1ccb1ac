import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  incidentImportProblemSchema,
  incidentUploadFailureReasonSchema,
  incidentUploadStatusSchema,
  onDuplicateSchema,
  type IncidentImportProblem,
  type IncidentUploadStatus,
  type OnDuplicate,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import type { Db, DbOrTx, Session, Tx } from '../../db/client';
import {
  incidentRecordColumns,
  incidentRecordSchema,
  incidentRecordTypes,
  type IncidentRecord,
} from '../../db/incident-record';
import { int8, queryFirstRow, queryRows, sessionRows, timestamp } from '../../db/rows';
import { readReferenceRows } from '../../db/reference-rows';
import { giveWay } from '../../platform/time-slices';

// ---- uploads ----

const uploadRowSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  on_duplicate: onDuplicateSchema,
  status: incidentUploadStatusSchema,
  failure_reason: incidentUploadFailureReasonSchema.nullable(),
  job_id: z.string().nullable(),
  rows_read: z.number().int(),
  rows_inserted: z.number().int(),
  rows_updated: z.number().int(),
  rows_skipped: z.number().int(),
  errors_total: z.number().int(),
  report: z.object({ ignored_columns: z.array(z.string()), errors: z.array(incidentImportProblemSchema) }).nullable(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
});
export type UploadRow = z.infer<typeof uploadRowSchema>;

const idRow = z.object({ id: z.number().int() });

const uploadColumns =
  sql.raw(`u.id, u.file_name, u.on_duplicate, u.status, u.failure_reason, u.job_id, u.rows_read, u.rows_inserted,
  u.rows_updated, u.rows_skipped, u.errors_total, u.report, u.user_id, us.username, u.created_at, u.finished_at`);

/**
 * The file goes in and out as base64 text in pieces of 256 KiB: PGlite's protocol code turns a bytea
 * parameter into bytes in JavaScript (a 1.2 MB file held the main thread 0.6 s going in and 0.2 s
 * coming out; as base64, 35 and 18 ms), and a piece at a time lets other statements in between.
 */
const filePiece = 256 * 1024;

export async function insertUpload(
  db: Db,
  upload: { fileName: string; data: Uint8Array; onDuplicate: OnDuplicate; userId: number },
): Promise<number> {
  const data = Buffer.from(upload.data);
  const [{ id }] = await queryRows(
    db,
    'upload added',
    idRow,
    sql`INSERT INTO incident_uploads (file_name, file_size, file_data, on_duplicate, user_id)
        VALUES (${upload.fileName}, ${data.length}, ''::bytea, ${upload.onDuplicate}, ${upload.userId})
        RETURNING id`,
  );
  for (let at = 0; at < data.length; at += filePiece) {
    const piece = data.subarray(at, at + filePiece).toString('base64');
    await db.execute(
      sql`UPDATE incident_uploads SET file_data = file_data || decode(${piece}, 'base64') WHERE id = ${id}`,
    );
    await giveWay();
  }
  return id;
}

export async function setUploadJob(db: Db, id: number, jobId: string): Promise<void> {
  await db.execute(sql`UPDATE incident_uploads SET job_id = ${jobId} WHERE id = ${id}`);
}

export async function listUploadRows(db: Db, limit: number): Promise<UploadRow[]> {
  return queryRows(
    db,
    'upload list',
    uploadRowSchema,
    sql`SELECT ${uploadColumns} FROM incident_uploads u LEFT JOIN users us ON us.id = u.user_id
        ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit}`,
  );
}

export async function findUploadRow(db: Db, id: number): Promise<UploadRow | undefined> {
  return queryFirstRow(
    db,
    'upload',
    uploadRowSchema,
    sql`SELECT ${uploadColumns} FROM incident_uploads u LEFT JOIN users us ON us.id = u.user_id WHERE u.id = ${id}`,
  );
}

/** The file of an upload the job has not finished, and marks it running; undefined once finished (a repeated job). */
export async function startUploadRow(
  db: Db,
  id: number,
): Promise<{ fileName: string; data: Buffer; onDuplicate: OnDuplicate; userId: number | null } | undefined> {
  const row = await queryFirstRow(
    db,
    'upload started',
    z.object({
      file_name: z.string(),
      file_size: z.number().int(),
      on_duplicate: onDuplicateSchema,
      user_id: z.number().int().nullable(),
    }),
    sql`UPDATE incident_uploads SET status = 'running'
         WHERE id = ${id} AND status IN ('queued', 'running') AND file_data IS NOT NULL
     RETURNING file_name, length(file_data) AS file_size, on_duplicate, user_id`,
  );
  if (!row) return undefined;
  const pieces: Buffer[] = [];
  for (let at = 0; at < row.file_size; at += filePiece) {
    const piece = await queryFirstRow(
      db,
      'piece of an uploaded file',
      z.object({ piece: z.string() }),
      sql`SELECT encode(substring(file_data FROM ${at + 1} FOR ${filePiece}), 'base64') AS piece
            FROM incident_uploads WHERE id = ${id}`,
    );
    // the upload was deleted meanwhile: what was read is not the file
    if (!piece) return undefined;
    pieces.push(Buffer.from(piece.piece, 'base64'));
    await giveWay();
  }
  return { fileName: row.file_name, data: Buffer.concat(pieces), onDuplicate: row.on_duplicate, userId: row.user_id };
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

/**
 * Records how an upload ended; false when it had ended already. Only `failed` overrides an end:
 * an import whose job was failed as lost while its process was in fact alive (stalled past the
 * heartbeat timeout) must not then mark it imported (docs/decisions/0043).
 */
export async function finishUploadRow(db: DbOrTx, id: number, outcome: UploadOutcome): Promise<boolean> {
  const result = await db.execute(
    sql`UPDATE incident_uploads SET status = ${outcome.status}, rows_read = ${outcome.rowsRead},
          rows_inserted = ${outcome.rowsInserted}, rows_updated = ${outcome.rowsUpdated},
          rows_skipped = ${outcome.rowsSkipped}, errors_total = ${outcome.errorsTotal},
          report = ${outcome.report === null ? null : JSON.stringify(outcome.report)}::jsonb,
          file_data = NULL, finished_at = now()
        WHERE id = ${id} AND (status IN ('queued', 'running') OR ${outcome.status} = 'failed')
        RETURNING id`,
  );
  return result.rows.length > 0;
}

/** Ends an upload whose job was lost (its process stopped) as failed with that reason, unless it had ended. */
export async function markUploadLost(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE incident_uploads SET status = 'failed', failure_reason = 'process_lost', file_data = NULL,
          finished_at = now()
        WHERE id = ${id} AND status IN ('queued', 'running')`,
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

/**
 * Imports of incidents write one at a time, so two files cannot both insert the same new incident.
 * Waits for the lock of incident imports, on a connection the caller holds for the import. */
export async function takeImportLock(session: Session): Promise<void> {
  await session.query(`SELECT pg_advisory_lock(hashtext('incident_import'))`);
}

/** The lock of incident imports if no import holds it; false otherwise. */
export async function tryImportLock(session: Session): Promise<boolean> {
  const [row] = await sessionRows(
    session,
    'incident import lock',
    z.object({ taken: z.boolean() }),
    `SELECT pg_try_advisory_lock(hashtext('incident_import')) AS taken`,
  );
  return row?.taken ?? false;
}

export async function releaseImportLock(session: Session): Promise<void> {
  await session.query(`SELECT pg_advisory_unlock(hashtext('incident_import'))`);
}

export interface DuplicateKey {
  date: string;
  city_id: number | null;
  cargo_category_id: number;
  price: number;
}

/**
 * The repeat lookup: for each key, the stored incidents with the same `incident_repeat_key`
 * (migration 0104), which `incidents_repeat_key_idx` alone serves — one index probe per key,
 * kept apart by `OFFSET 0` (as a plain join the planner may merge-join the whole index).
 */
function duplicateLookupSql(json: string): SQL {
  return sql`SELECT k.n, d.id
               FROM jsonb_to_recordset(${json}::jsonb) AS k(n integer, date date, city_id integer, cargo_category_id smallint, price bigint)
              CROSS JOIN LATERAL (
                SELECT i.id FROM incidents i
                 WHERE incident_repeat_key(i.date, i.city_id, i.cargo_category_id, i.price)
                     = incident_repeat_key(k.date, k.city_id, k.cargo_category_id, k.price)
                OFFSET 0
              ) AS d`;
}

/**
 * Every statement of an import finds incidents by id or by the duplicate key, so a sequential
 * scan is never right; but PGlite has no autovacuum, and with the statistics of a table that has
 * since grown (imports are when it grows) the planner took one per key: 20,000 repeat probes read
 * 4,000 stored rows each, 36 s of the main thread. For the rest of the transaction only.
 */
export async function preferIndexes(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL enable_seqscan = off`);
}

/** For keys `[n, key]`, the lowest id of a stored incident with that key (date, city, cargo category, damage). */
export async function findDuplicateIds(db: Db, keys: [n: number, key: DuplicateKey][]): Promise<Map<number, number>> {
  return db.transaction(async (tx) => {
    await preferIndexes(tx);
    const found = new Map<number, number>();
    const json = JSON.stringify(keys.map(([n, key]) => ({ n, ...key })));
    const rows = await queryRows(
      tx,
      'repeat lookup',
      z.object({ n: z.number().int(), id: int8 }),
      duplicateLookupSql(json),
    );
    // The lowest id when several stored incidents share a key.
    for (const { n, id } of rows) {
      if (!(id >= (found.get(n) ?? Infinity))) found.set(n, id);
    }
    return found;
  });
}

/** The plan of the repeat lookup as `findDuplicateIds` runs it (its test reads it). */
export async function explainDuplicateLookup(db: Db, json: string): Promise<string> {
  return db.transaction(async (tx) => {
    await preferIndexes(tx);
    const plan = await queryRows(
      tx,
      'plan of the repeat lookup',
      z.object({ 'QUERY PLAN': z.string() }),
      sql`EXPLAIN ${duplicateLookupSql(json)}`,
    );
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Columns as an incident record holds them: dates and times as text, damage as a number. */
const storedColumns = sql.raw(
  incidentRecordColumns
    .map((column) => {
      const type = incidentRecordTypes[column];
      if (type === 'date' || type === 'time') return `${column}::text AS ${column}`;
      if (type === 'bigint') return `${column}::float8 AS ${column}`;
      return column;
    })
    .join(', '),
);

const storedRecordSchema = incidentRecordSchema.extend({ id: int8 });

/** Stored incidents by id, as records (`time` as HH:MM:SS). */
export async function readStoredRecords(db: Db, ids: number[]): Promise<Map<number, IncidentRecord>> {
  const rows = await db.transaction(async (tx) => {
    await preferIndexes(tx);
    return queryRows(
      tx,
      'stored incidents of an upload',
      storedRecordSchema,
      sql`SELECT id, ${storedColumns} FROM incidents WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
  });
  return new Map(rows.map(({ id, ...record }) => [id, record]));
}

/** Inserts incidents; their ids. */
export async function insertIncidentRecords(tx: Tx, records: IncidentRecord[]): Promise<number[]> {
  if (records.length === 0) return [];
  const inserted = await queryRows(
    tx,
    'incidents inserted by an upload',
    z.object({ id: int8 }),
    sql`INSERT INTO incidents (${columnList})
        SELECT ${columnList} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS x(${recordsetTypes})
        RETURNING id`,
  );
  return inserted.map((row) => row.id);
}

/** Overwrites stored incidents (by id) with the rows of the file; every field is replaced, as PUT does. */
export async function updateIncidentRecords(tx: Tx, records: (IncidentRecord & { id: number })[]): Promise<void> {
  if (records.length === 0) return;
  await tx.execute(
    sql`UPDATE incidents SET ${assignments}, updated_at = now()
          FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS x(id bigint, ${recordsetTypes})
         WHERE incidents.id = x.id`,
  );
}

const assignments = sql.raw(incidentRecordColumns.map((column) => `${column} = x.${column}`).join(', '));

// ---- what each upload wrote (migration 0104) ----

export interface UploadRowEntry {
  incident_id: number;
  op: 'I' | 'U' | 'S';
  /** U: the stored incident the row replaced. */
  before?: IncidentRecord;
}

/** Records what a transaction of the import did, in that transaction. */
export async function insertUploadEntries(tx: Tx, uploadId: number, entries: UploadRowEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(
    sql`INSERT INTO incident_upload_rows (upload_id, incident_id, op, before)
        SELECT ${uploadId}, x.incident_id, x.op, x.before
          FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS x(incident_id bigint, op char(1), before jsonb)`,
  );
}

/**
 * Uploads with rows written that were not imported: their import stopped part-way (its process
 * died, or undoing a failure failed too). Only an import that is writing has such rows otherwise.
 */
export async function listInterruptedUploads(db: Db, except: number | null): Promise<number[]> {
  const rows = await queryRows(
    db,
    'interrupted uploads',
    idRow,
    sql`SELECT u.id FROM incident_uploads u
         WHERE u.status <> 'imported' AND u.id IS DISTINCT FROM ${except}
           AND EXISTS (SELECT 1 FROM incident_upload_rows r WHERE r.upload_id = u.id)`,
  );
  return rows.map((row) => row.id);
}

const uploadEntrySchema = z.object({
  incident_id: int8,
  op: z.enum(['I', 'U', 'S']),
  // jsonb: both drivers parse it
  before: incidentRecordSchema.nullable(),
  written_at: z.string(),
});

/** Some of the rows an upload wrote, to undo. */
export async function selectUploadEntries(
  db: Db,
  uploadId: number,
  limit: number,
): Promise<(UploadRowEntry & { written_at: string })[]> {
  const rows = await queryRows(
    db,
    'rows an upload wrote',
    uploadEntrySchema,
    sql`SELECT incident_id, op, before, written_at::text AS written_at FROM incident_upload_rows
         WHERE upload_id = ${uploadId} ORDER BY incident_id LIMIT ${limit}`,
  );
  return rows.map(({ before, ...row }) => (before ? { ...row, before } : row));
}

/**
 * Undoes some rows of an upload: deletes the incidents it inserted, puts back the incidents it
 * updated (unless changed since: a later edit is not undone), and forgets the rows.
 */
export async function undoUploadEntries(
  tx: Tx,
  uploadId: number,
  entries: (UploadRowEntry & { written_at: string })[],
): Promise<void> {
  const inserted = entries.filter((entry) => entry.op === 'I').map((entry) => entry.incident_id);
  const updated = entries
    .filter((entry) => entry.op === 'U' && entry.before)
    .map((entry) => ({ ...entry.before, id: entry.incident_id, written_at: entry.written_at }));
  if (inserted.length > 0) {
    await tx.execute(sql`DELETE FROM incidents WHERE id = ANY(${`{${inserted.join(',')}}`}::bigint[])`);
  }
  if (updated.length > 0) {
    await tx.execute(
      sql`UPDATE incidents SET ${assignments}, updated_at = now()
            FROM jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) AS x(id bigint, written_at timestamptz, ${recordsetTypes})
           WHERE incidents.id = x.id AND incidents.updated_at = x.written_at`,
    );
  }
  const ids = entries.map((entry) => entry.incident_id);
  await tx.execute(
    sql`DELETE FROM incident_upload_rows WHERE upload_id = ${uploadId} AND incident_id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
  );
}
