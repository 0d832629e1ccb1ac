import type { OnDuplicate } from '@cargo-sentry/contracts/incident-import/incident-import';
import type { Database, Tx } from '../../db/client';
import { incidentRecordColumns, type IncidentRecord } from '../../db/incident-record';
import { declareIncidentWriter, type IncidentWriter } from '../../db/incident-writer';
import { recordIncidentsById } from '../identity-links/service';
import { createBatchSizer, createTimeSlicer, startStopwatch } from '../../platform/time-slices';
import {
  findDuplicateIds,
  findUploadRow,
  finishUploadRow,
  insertIncidentRecords,
  insertUploadEntries,
  listInterruptedUploads,
  preferIndexes,
  readStoredRecords,
  releaseImportLock,
  selectUploadEntries,
  takeImportLock,
  tryImportLock,
  undoUploadEntries,
  updateIncidentRecords,
  type UploadOutcome,
  type UploadRowEntry,
} from './repo';

/**
 * Writing an import without holding the database (issue 23 §22, docs/decisions/0037). PGlite runs
 * one statement at a time and a transaction holds it whole, so an import written in one
 * transaction left every other request waiting for minutes. Here the rows are written in
 * transactions of about 25 ms each; each records in `incident_upload_rows` what it did, and an
 * import that fails part-way — or whose process dies — is undone from those rows. So a file is
 * still imported whole or not at all, and meanwhile other requests wait one batch at most.
 */

export const failedOutcome: UploadOutcome = {
  status: 'failed',
  rowsRead: 0,
  rowsInserted: 0,
  rowsUpdated: 0,
  rowsSkipped: 0,
  errorsTotal: 0,
  report: null,
};

/**
 * How long one batch may take: on PGlite, which runs on this thread, what another request may
 * have to wait; on PostgreSQL how long it holds the change log's lock (migration 0020), which
 * a staff member saving an incident meanwhile waits for.
 */
const batchTargetMs = { pglite: 25, postgres: 100 } as const;
// At most 1,000 rows a statement: the change log then lists their ids (migration 0020), which the
// incident index re-reads, rather than an id range.
const newSizer = (database: Database, initial: number) =>
  createBatchSizer({ targetMs: batchTargetMs[database.kind], initial, min: 10, max: 1_000 });

// ---- one import at a time ----

/** The imports of one app, one at a time: created by buildApp (`createImportLock`), held by every import. */
export interface ImportLock {
  /** The end of the last import queued in this process. */
  queue: Promise<unknown>;
  isBusy: boolean;
}

export function createImportLock(): ImportLock {
  return { queue: Promise.resolve(), isBusy: false };
}

/**
 * Runs `fn` as the only import writing to the database: one at a time in this process (`lock`),
 * and on PostgreSQL across processes by an advisory lock held on a connection of its own (a
 * process that dies lets go of it). With `wait: false`, returns undefined at once when an import
 * writes.
 */
export async function withImportLock<T>(
  { database, importLock: lock }: { database: Database; importLock: ImportLock },
  fn: () => Promise<T>,
  { wait = true }: { wait?: boolean } = {},
): Promise<T | undefined> {
  if (!wait && lock.isBusy) return undefined;
  const previous = lock.queue;
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  lock.queue = previous.then(() => mine);
  await previous;
  lock.isBusy = true;
  try {
    if (database.kind !== 'postgres') return await fn();
    return await database.withSession(async (session) => {
      if (wait) await takeImportLock(session);
      else if (!(await tryImportLock(session))) return undefined;
      try {
        return await fn();
      } finally {
        await releaseImportLock(session);
      }
    });
  } finally {
    lock.isBusy = false;
    release();
  }
}

// ---- undo ----

/** Undoes what an upload wrote, a batch per transaction, and marks it failed. */
async function undoUpload(database: Database, uploadId: number): Promise<void> {
  const sizer = newSizer(database, 100);
  const slicer = createTimeSlicer();
  // Undone in the uploader's name: the import's audit entry counts the rows deleted and put back.
  const upload = await findUploadRow(database.db, uploadId);
  const writer: IncidentWriter = {
    id: upload?.user_id ?? null,
    username: upload?.username ?? 'unknown',
    importId: uploadId,
  };
  for (;;) {
    const entries = await selectUploadEntries(database.db, uploadId, sizer.size);
    if (entries.length === 0) break;
    const elapsed = startStopwatch(database.kind === 'pglite');
    await database.db.transaction(async (tx) => {
      await declareIncidentWriter(tx, writer);
      await preferIndexes(tx);
      await undoUploadEntries(tx, uploadId, entries);
      // Deleted incidents are forgotten, restored ones recorded as they are again.
      await recordIncidentsById(
        tx,
        entries.filter((entry) => entry.op !== 'S').map((entry) => entry.incident_id),
      );
    });
    sizer.measured(entries.length, elapsed());
    await slicer.pause();
  }
  await finishUploadRow(database.db, uploadId, failedOutcome);
}

/**
 * Undoes the imports a process left part-way (it died while writing). Called by each import
 * before it writes, and at start-up when no import is writing.
 */
export async function undoInterruptedUploads(database: Database, except: number | null): Promise<number[]> {
  const ids = await listInterruptedUploads(database.db, except);
  for (const id of ids) await undoUpload(database, id);
  return ids;
}

// ---- writing ----

export interface WriteCounts {
  inserted: number;
  updated: number;
  /** Repeats of stored incidents left as stored: skipped, or holding the stored values already. */
  skipped: number;
  /** Ids of the incidents inserted. */
  createdIds: number[];
}

type Step =
  | { op: 'I'; record: IncidentRecord }
  | { op: 'U'; id: number; record: IncidentRecord; before: IncidentRecord }
  | { op: 'S'; id: number };

/** A stored value and a row's value compared as the database holds them (`22:40` is `22:40:00`). */
const comparable = (value: unknown) =>
  typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value === undefined ? null : value;

function isSameRecord(a: IncidentRecord, b: IncidentRecord): boolean {
  return incidentRecordColumns.every((column) => comparable(a[column]) === comparable(b[column]));
}

/**
 * What each row does: a new incident, an update of the stored one it repeats (same date, city,
 * cargo category and damage), or nothing (a skipped repeat, or one holding the stored values).
 */
async function planSteps(database: Database, records: IncidentRecord[], onDuplicate: OnDuplicate): Promise<Step[]> {
  const slicer = createTimeSlicer();
  const stored = new Map<number, number>();
  const sizer = newSizer(database, 200);
  for (let start = 0; start < records.length;) {
    const keys = records
      .slice(start, start + sizer.size)
      .map((record, i) => [start + i, record] as [number, IncidentRecord]);
    const elapsed = startStopwatch(database.kind === 'pglite');
    for (const [n, id] of await findDuplicateIds(database.db, keys)) stored.set(n, id);
    sizer.measured(keys.length, elapsed());
    start += keys.length;
    await slicer.pause();
  }

  const before = new Map<number, IncidentRecord>();
  if (onDuplicate === 'update') {
    const ids = [...new Set(stored.values())];
    const reader = newSizer(database, 200);
    for (let start = 0; start < ids.length;) {
      const batch = ids.slice(start, start + reader.size);
      const elapsed = startStopwatch(database.kind === 'pglite');
      for (const [id, record] of await readStoredRecords(database.db, batch)) before.set(id, record);
      reader.measured(batch.length, elapsed());
      start += batch.length;
      await slicer.pause();
    }
  }

  return records.map((record, n): Step => {
    const id = stored.get(n);
    if (id === undefined) return { op: 'I', record };
    const old = before.get(id);
    if (onDuplicate === 'skip' || !old || isSameRecord(old, record)) return { op: 'S', id };
    return { op: 'U', id, record, before: old };
  });
}

const identifierColumns = [
  'vehicle_plate',
  'vehicle_vin',
  'trailer_plate',
  'trailer_vin',
  'counterparty_inn',
  'counterparty_ogrn',
  'ati_id',
] as const;
const namesIdentifiers = (record: IncidentRecord) => identifierColumns.some((column) => record[column] !== '');

/** One transaction of the import: its rows written and recorded. */
async function writeBatch(tx: Tx, uploadId: number, writer: IncidentWriter, steps: Step[]): Promise<number[]> {
  await declareIncidentWriter(tx, writer);
  await preferIndexes(tx);
  const inserts = steps.filter((step) => step.op === 'I');
  const updates = steps.filter((step) => step.op === 'U');
  const createdIds = await insertIncidentRecords(
    tx,
    inserts.map((step) => step.record),
  );
  await updateIncidentRecords(
    tx,
    updates.map((step) => ({ ...step.record, id: step.id })),
  );
  const entries: UploadRowEntry[] = [
    ...createdIds.map((id) => ({ incident_id: id, op: 'I' as const })),
    ...updates.map((step) => ({ incident_id: step.id, op: 'U' as const, before: step.before })),
    ...steps.flatMap((step) => (step.op === 'S' ? [{ incident_id: step.id, op: 'S' as const }] : [])),
  ];
  await insertUploadEntries(tx, uploadId, entries);
  // Identity links of the rows written, in their transaction (issue 27 §1): read back by id, as
  // the insert's ids do not say which row of the file each is; not at all when none names any.
  if (inserts.some((step) => namesIdentifiers(step.record))) {
    await recordIncidentsById(tx, createdIds, { wereRecorded: false });
  }
  await recordIncidentsById(
    tx,
    updates.map((step) => step.id),
  );
  return createdIds;
}

/**
 * Writes the checked rows of an upload in short transactions and, in a last one, `finish`es it
 * (the upload marked imported, the audit entry). On any failure what was written is undone and
 * the upload marked failed before the error is passed on. Call within `withImportLock`.
 */
export async function writeUpload(
  database: Database,
  upload: { id: number; onDuplicate: OnDuplicate; writer: IncidentWriter },
  records: IncidentRecord[],
  onWritten: (rows: number) => void,
  finish: (tx: Tx, counts: WriteCounts) => Promise<void>,
): Promise<WriteCounts> {
  await undoInterruptedUploads(database, upload.id);
  const steps = await planSteps(database, records, upload.onDuplicate);
  const counts: WriteCounts = {
    inserted: steps.filter((step) => step.op === 'I').length,
    updated: steps.filter((step) => step.op === 'U').length,
    skipped: steps.filter((step) => step.op === 'S').length,
    createdIds: [],
  };
  const sizer = newSizer(database, 50);
  const slicer = createTimeSlicer();
  try {
    for (let start = 0; start < steps.length;) {
      const batch = steps.slice(start, start + sizer.size);
      const elapsed = startStopwatch(database.kind === 'pglite');
      counts.createdIds.push(
        ...(await database.db.transaction((tx) => writeBatch(tx, upload.id, upload.writer, batch))),
      );
      sizer.measured(batch.length, elapsed());
      start += batch.length;
      onWritten(batch.length);
      await slicer.pause();
    }
    await database.db.transaction((tx) => finish(tx, counts));
  } catch (error) {
    await undoUpload(database, upload.id);
    throw error;
  }
  return counts;
}
