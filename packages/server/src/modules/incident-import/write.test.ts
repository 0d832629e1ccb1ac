import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { authHeader, createStaff, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidentRows } from '../../../test/incident-rows';
import { importIncidentFile, withBoomRefused } from '../../../test/incident-uploads';
import { csvText } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { declareIncidentWriter } from '../../db/incident-writer';
import {
  explainDuplicateLookup,
  insertIncidentRecords,
  insertUpload,
  insertUploadEntries,
  readStoredRecords,
} from './repo';
import { failLostUpload, undoInterruptedImports } from './service';

/**
 * Issue 23 §22: an import writes in short transactions, so that no request waits for it long
 * (import-latency.test.ts); these tests hold it to "the whole file or nothing" all the same, and
 * to a repeat lookup that reads the duplicate-key index on all four columns.
 */
const header = ['Дата', 'Способ хищения', 'Категория груза', 'Город', 'Ущерб, ₽', 'Описание'];
const fileRow = (price: number, description: string) => [
  '15.06.2023',
  'Кража',
  'Электроника',
  'Подольск',
  String(price),
  description,
];

describe(`incident import: all or nothing in short transactions (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let podolsk: number;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } });
    staff = await createStaff(t.database, { username: 'writer_staff' });
    const [city] = await t.database.withSession((s) =>
      s.query<{ id: number }>(`SELECT id FROM cities WHERE name_ru = 'Подольск'`),
    );
    podolsk = Number(city.id);
  }, 120_000);
  afterAll(() => t.close());

  const stored = (price: number) =>
    incidentRow({
      country_id: 1,
      federal_district_id: null,
      region_id: null,
      city_id: podolsk,
      date: '2023-06-15',
      cargo_category_id: 3,
      price,
    });
  const count = async () => {
    const [row] = await t.database.withSession((s) =>
      s.query<{ n: number }>('SELECT count(*)::int AS n FROM incidents'),
    );
    return Number(row.n);
  };
  const descriptions = async (ids: number[]) =>
    [...(await readStoredRecords(t.database.db, ids)).values()].map((r) => r.description).sort();

  const importFile = (rows: string[][], onDuplicate = 'update'): Promise<IncidentUploadDetail> =>
    importIncidentFile(t, staff, Buffer.from(csvText([header, ...rows])), { onDuplicate });

  it('looks repeats up by their key index, with the statistics of a table that has since grown', async () => {
    // Statistics of the empty table, as PGlite (no autovacuum) keeps them after imports: the
    // planner then thinks any plan costs nothing, and took one that read every incident of the day.
    await t.database.withSession((s) => s.exec('ANALYZE incidents'));
    await insertIncidentRows(
      t.database,
      Array.from({ length: 2000 }, (_, i) => stored(5_000_000 + i)),
    );
    for (const city of [podolsk, null]) {
      const keys = Array.from({ length: 50 }, (_, n) => ({
        n,
        date: '2023-06-15',
        city_id: city,
        cargo_category_id: 3,
        price: 5_000_000 + n,
      }));
      const plan = await explainDuplicateLookup(t.database.db, JSON.stringify(keys));
      // One probe of the key index per key (a plain or a bitmap index scan), and no other index or scan.
      expect(plan).toMatch(/Index Scan (using|on) incidents_repeat_key_idx/);
      expect(plan).toMatch(/Index Cond: .*date.*city_id.*cargo_category_id.*price/);
      expect(plan.match(/incidents_\w+_idx|Seq Scan/g)).toEqual(['incidents_repeat_key_idx']);
    }
  });

  it('undoes every transaction it wrote when a later one fails, updates included', async () => {
    const repeated = await insertIncidentRows(t.database, [stored(1_000), stored(1_001)]);
    const before = await count();
    // A failure the database raises on the 1,500th row, after many batches were committed.
    await withBoomRefused(t.database, async () => {
      const rows = [
        fileRow(1_000, 'Обновлено'),
        fileRow(1_001, 'Обновлено'),
        ...Array.from({ length: 2000 }, (_, i) => fileRow(2_000_000 + i, i === 1500 ? 'boom' : `Партия ${i}`)),
      ];
      const done = await importFile(rows);
      expect(done).toMatchObject({ status: 'failed', rows_inserted: 0, rows_updated: 0 });
    });
    expect(await count()).toBe(before);
    expect(await descriptions(repeated.map((r) => r.id))).toEqual(['', '']);
    const [left] = await t.database.withSession((s) =>
      s.query<{ n: number }>('SELECT count(*)::int AS n FROM incident_upload_rows'),
    );
    expect(Number(left.n)).toBe(0);
  });

  /** The state an import leaves when its process dies while writing: rows written and recorded. */
  async function leaveInterruptedImport(): Promise<{ uploadId: number; insertedIds: number[]; updatedId: number }> {
    const [target] = await insertIncidentRows(t.database, [stored(3_000)]);
    const uploadId = await insertUpload(t.database.db, {
      fileName: 'died.csv',
      data: Buffer.from('x'),
      onDuplicate: 'update',
      userId: staff.id,
    });
    await t.database.db.execute(sql`UPDATE incident_uploads SET status = 'running' WHERE id = ${uploadId}`);
    const [old] = (await readStoredRecords(t.database.db, [target.id])).values();
    const insertedIds = await t.database.db.transaction(async (tx) => {
      await declareIncidentWriter(tx, { id: staff.id, username: 'writer_staff', importId: uploadId });
      const ids = await insertIncidentRecords(tx, [
        { ...old, price: 3_001, description: 'Записано и брошено' },
        { ...old, price: 3_002, description: 'Записано и брошено' },
      ]);
      await tx.execute(
        sql`UPDATE incidents SET description = 'Изменено и брошено', updated_at = now() WHERE id = ${target.id}`,
      );
      await insertUploadEntries(tx, uploadId, [
        ...ids.map((id) => ({ incident_id: id, op: 'I' as const })),
        { incident_id: target.id, op: 'U', before: old },
      ]);
      return ids;
    });
    return { uploadId, insertedIds, updatedId: target.id };
  }

  it('undoes an import whose process died part-way, at start-up', async () => {
    const before = await count();
    const dead = await leaveInterruptedImport();
    // The incident the dead import changed was stored before it: one more, and its two rows.
    expect(await count()).toBe(before + 3);
    await undoInterruptedImports(t.app);
    expect(await count()).toBe(before + 1);
    expect(await readStoredRecords(t.database.db, dead.insertedIds)).toEqual(new Map());
    // The incident it changed holds its own description again (it had none).
    expect(await descriptions([dead.updatedId])).toEqual(['']);
    const status = await t.database.db.execute<{ status: string }>(
      sql`SELECT status FROM incident_uploads WHERE id = ${dead.uploadId}`,
    );
    expect(status.rows[0].status).toBe('failed');
  });

  it('undoes an interrupted import before the next import writes, and leaves a later edit alone', async () => {
    const before = await count();
    const dead = await leaveInterruptedImport();
    // Staff corrected the incident after the dead import had changed it: the correction stays.
    await t.database.db.transaction(async (tx) => {
      await declareIncidentWriter(tx, { id: staff.id, username: 'writer_staff' });
      await tx.execute(
        sql`UPDATE incidents SET description = 'Исправлено вручную', updated_at = now() + interval '1 second' WHERE id = ${dead.updatedId}`,
      );
    });
    const done = await importFile([fileRow(4_000, 'Новая загрузка')]);
    expect(done).toMatchObject({ status: 'imported', rows_inserted: 1 });
    expect(await count()).toBe(before + 2);
    expect(await descriptions([dead.updatedId])).toEqual(['Исправлено вручную']);
  });

  it('fails an upload whose job was lost with that reason and undoes what it wrote at once (issue 24 §4)', async () => {
    const before = await count();
    const dead = await leaveInterruptedImport();
    await failLostUpload(t.app, dead.uploadId);
    expect(await count()).toBe(before + 1);
    expect(await descriptions([dead.updatedId])).toEqual(['']);
    const headers = await authHeader(t.app, staff);
    const upload = (await t.app.inject({ url: `/api/v1/cargo/incidents_file/${dead.uploadId}`, headers })).json();
    expect(upload).toMatchObject({ status: 'failed', failure_reason: 'process_lost' });
  });

  it('undoes an import whose job was failed as lost while its process, stalled, went on writing', async () => {
    const before = await count();
    let uploadId = 0;
    // Another process fails the upload as lost in the middle of the import, as its sweep would.
    await t.database.withSession(async (s) => {
      await s.exec(`CREATE FUNCTION test_lose_upload() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.description = 'lost here' THEN
          UPDATE incident_uploads SET status = 'failed', failure_reason = 'process_lost' WHERE status = 'running';
        END IF; RETURN NEW; END $$`);
      await s.exec(`CREATE TRIGGER test_lose_upload AFTER INSERT ON incidents
        FOR EACH ROW EXECUTE FUNCTION test_lose_upload()`);
    });
    try {
      const rows = Array.from({ length: 2000 }, (_, i) =>
        fileRow(6_000_000 + i, i === 1000 ? 'lost here' : `Партия ${i}`),
      );
      const done = await importFile(rows);
      expect(done).toMatchObject({ status: 'failed', failure_reason: 'process_lost' });
      uploadId = done.id;
      // The page shows it failed at once; the stalled import goes on until its last transaction.
      const [{ job_id: jobId }] = await t.database.withSession((s) =>
        s.query<{ job_id: string }>('SELECT job_id FROM incident_uploads WHERE id = $1', [done.id]),
      );
      for (let i = 0; i < 600 && (await t.app.jobs.status(jobId))!.state === 'running'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await t.app.jobs.status(jobId))!.state).toBe('failed');
    } finally {
      await t.database.withSession(async (s) => {
        await s.exec('DROP TRIGGER test_lose_upload ON incidents');
        await s.exec('DROP FUNCTION test_lose_upload()');
      });
    }
    expect(await count()).toBe(before);
    const [left] = await t.database.withSession((s) =>
      s.query<{ n: number }>('SELECT count(*)::int AS n FROM incident_upload_rows WHERE upload_id = $1', [uploadId]),
    );
    expect(Number(left.n)).toBe(0);
  });
});
