import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type {
  IncidentUpload,
  IncidentUploadDetail,
  IncidentUploadList,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import type { StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';
import { dataVersionHeader } from '@cargo-sentry/contracts/shared/data-version';
import type { IncidentList, IncidentSummary } from '@cargo-sentry/contracts/incidents/incidents';
import {
  authHeader,
  createStaff,
  createUser,
  injectMultipart,
  multipartBody,
  type MultipartPart,
  type TestUser,
} from '../../../test/factories';
import { csvText, workbookParts, xlsxFile, zipOf } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { incidents } from '../../db/schema/incidents';
import { readSpreadsheet } from '../../platform/spreadsheet';

const base = '/api/v1/cargo/incidents_file';
const header = [
  'Дата / Date',
  'Способ хищения',
  'Cargo category',
  'Город',
  'Регион',
  'Широта',
  'Долгота',
  'Ущерб, ₽',
  'Описание',
];
/** One valid row: the day, the damage and the city vary so rows are not repeats of each other. */
const row = (day: number, price: number, description = 'Похищен груз', city = 'Подольск') => [
  `${String((day % 28) + 1).padStart(2, '0')}.${String((Math.floor(day / 28) % 12) + 1).padStart(2, '0')}.2023`,
  'Кража',
  'Electronics',
  city,
  '',
  '55.43',
  '37.54',
  String(price),
  description,
];

describe(`incident spreadsheet import (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } });
    staff = await createStaff(t.database, { username: 'importer' });
    user = await createUser(t.database, { username: 'plain' });
  }, 60_000);
  afterAll(() => t.close());

  async function upload(
    file: Uint8Array,
    {
      name = 'incidents.csv',
      onDuplicate,
      who = staff,
    }: { name?: string; onDuplicate?: string; who?: TestUser | null } = {},
  ) {
    return injectMultipart(t.app, base, who, [
      ['incidents_file', new Blob([file as Uint8Array<ArrayBuffer>]), name],
      ...(onDuplicate ? [['on_duplicate', onDuplicate] as MultipartPart] : []),
    ]);
  }
  const get = async (url: string) => t.app.inject({ url, headers: await authHeader(t.app, staff) });
  /** Uploads and waits for the job to end; the upload as the page then sees it. */
  async function imported(file: Uint8Array, options: Parameters<typeof upload>[1] = {}) {
    const res = await upload(file, options);
    expect(res.statusCode).toBe(202);
    const { id } = res.json<IncidentUpload>();
    for (let i = 0; i < 600; i += 1) {
      const detail = (await get(`${base}/${id}`)).json<IncidentUploadDetail>();
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`upload ${id} did not finish`);
  }
  const csv = (rows: string[][]) => Buffer.from(csvText(rows));
  const incidentCount = async () => Number((await t.database.db.select({ n: count() }).from(incidents))[0].n);

  it('refuses people who are not staff', async () => {
    const file = csv([header, row(1, 1000)]);
    expect((await upload(file, { who: null })).statusCode).toBe(401);
    expect((await upload(file, { who: user })).statusCode).toBe(403);
    expect((await t.app.inject({ url: base, headers: await authHeader(t.app, user) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/template`, headers: await authHeader(t.app, user) })).statusCode).toBe(
      403,
    );
  });

  it('imports a valid file in the background; the incident index and statistics see it at once', async () => {
    const summaryBefore = (await get('/api/v1/cargo/incident/get_summary')).json<IncidentSummary>();
    const statistics = async () =>
      (
        await get('/api/v1/cargo/incident/get_statistics?date_from=2023-01-01&date_to=2023-12-31')
      ).json<StatisticsResponse>();
    expect((await statistics()).top_three_incidents).toEqual([]);
    const done = await imported(csv([header, row(1, 1_000_000), row(2, 2_000_000), row(3, 3_000_000)]));
    expect(done).toMatchObject({
      status: 'imported',
      rows_read: 3,
      rows_inserted: 3,
      rows_updated: 0,
      rows_skipped: 0,
      errors_total: 0,
      uploaded_by: 'importer',
      errors: [],
    });
    const summary = (await get('/api/v1/cargo/incident/get_summary')).json<IncidentSummary>();
    expect(summary.total).toBe(summaryBefore.total + 3);
    expect(summary.damage).toBe(summaryBefore.damage + 6_000_000);
    // The statistics (their own answer cache) see the import too.
    expect((await statistics()).top_three_incidents.map((i) => i.price)).toEqual([3_000_000, 2_000_000, 1_000_000]);
    const [stored] = await t.database.db.select().from(incidents).where(eq(incidents.price, 2_000_000));
    // The region and district come from the city, as the staff form fills them.
    expect(stored).toMatchObject({ date: '2023-01-03', cargoCategoryId: 3, incidentCategoryId: 1, lat: 55.43 });
    expect(stored.regionId).not.toBeNull();
    expect(stored.federalDistrictId).toBe(1);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'incident.import'));
    expect(audit).toMatchObject({ actorUsername: 'importer', targetType: 'import', targetId: String(done.id) });
    expect(audit.after).toMatchObject({ rows_inserted: 3, file_name: 'incidents.csv' });
    const history = (await get(base)).json<IncidentUploadList>().results;
    expect(history[0]).toMatchObject({ id: done.id, status: 'imported', rows_inserted: 3 });
    // The status that tells the web app the import ended names the data version holding its rows
    // (decision 0044), which another process's list then waits for.
    const [newest] = await t.database.withSession((s) =>
      s.query<{ id: string }>('SELECT max(id)::text AS id FROM incident_changes'),
    );
    for (const url of [`${base}/${done.id}`, base]) {
      expect(Number((await get(url)).headers[dataVersionHeader]), url).toBe(Number(newest.id));
    }
  });

  it('alerts the owners of matching saved filters about the imported incidents', async () => {
    const subscriber = await createUser(t.database, { username: 'watcher' });
    const headers = await authHeader(t.app, subscriber);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/saved_filter',
      headers,
      payload: { name: 'Июнь 2021', query: 'date_from=2021-06-01&date_to=2021-06-30' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const inJune = (day: number, price: number) => [`${day}.06.2021`, ...row(day, price).slice(1)];
    expect(
      await imported(csv([header, inJune(10, 4_100_000), inJune(11, 4_200_000), row(5, 4_300_000)])),
    ).toMatchObject({
      status: 'imported',
      rows_inserted: 3,
    });
    const alerts = async () =>
      (await t.app.inject({ url: '/api/v1/cargo/notification', headers }))
        .json<{ results: { kind: string; subject: string }[] }>()
        .results.filter((n) => n.kind === 'filter_alert');
    await vi.waitFor(async () => expect(await alerts()).toHaveLength(1), { timeout: 20_000, interval: 200 });
    expect((await alerts())[0].subject).toBe('Новые инциденты по фильтру «Июнь 2021»: 2');
  });

  it('shows the incidents of one upload, repeats it matched included, wherever the incident filter goes (issue 23 §10)', async () => {
    const first = await imported(csv([header, row(200, 7_770_001), row(201, 7_770_002)]));
    expect(first).toMatchObject({ status: 'imported', rows_inserted: 2 });
    const second = await imported(csv([header, row(201, 7_770_002), row(202, 7_770_003)]), { onDuplicate: 'skip' });
    expect(second).toMatchObject({ status: 'imported', rows_inserted: 1, rows_skipped: 1 });

    const prices = async (query: string) => {
      const list = (await get(`/api/v1/cargo/incident?${query}&page_size=50`)).json<IncidentList>();
      return { count: list.count, prices: list.results.map((i) => i.price).sort() };
    };
    expect(await prices(`upload=${first.id}`)).toEqual({ count: 2, prices: [7_770_001, 7_770_002] });
    expect(await prices(`upload=${second.id}`)).toEqual({ count: 2, prices: [7_770_002, 7_770_003] });
    // with the other conditions, AND-ed as every condition is
    expect(await prices(`upload=${second.id}&price=6&date_from=2023-08-07`)).toEqual({ count: 1, prices: [7_770_003] });
    expect(await prices('upload=2147483647')).toEqual({ count: 0, prices: [] });

    const summary = (await get(`/api/v1/cargo/incident/get_summary?upload=${first.id}`)).json<IncidentSummary>();
    expect(summary).toMatchObject({ total: 2, on_map: 2, damage: 15_540_003 });
    const map = (await get(`/api/v1/cargo/incident/get_all_coordinates?upload=${first.id}`)).json<{
      items: { id: number[] };
    }>();
    expect(map.items.id).toHaveLength(2);
    const statistics = (
      await get(`/api/v1/cargo/incident/get_statistics?upload=${second.id}`)
    ).json<StatisticsResponse>();
    expect(statistics.top_three_incidents.map((i) => i.price)).toEqual([7_770_003, 7_770_002]);
    // The export reads the database, not the index: the same condition in SQL.
    const exported = await get(`/api/v1/cargo/incident/export_excel?upload=${first.id}`);
    expect(exported.statusCode).toBe(200);
    const sheet = await readSpreadsheet(exported.rawPayload);
    expect(sheet.rows).toHaveLength(2);

    for (const bad of ['0', '-1', 'abc', '1e3', '99999999999']) {
      const res = await get(`/api/v1/cargo/incident?upload=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { upload: expect.anything() } });
    }
  });

  it('reads "Не определено" / "Undefined" in an optional reference cell as blank, as the export writes it (issue 23 §4)', async () => {
    const withMethod = [...header, 'Способ нападения', 'Место происшествия'];
    const done = await imported(
      csv([withMethod, [...row(210, 7_880_001), 'Не определено', 'Undefined'], [...row(211, 7_880_002), '', '']]),
    );
    expect(done).toMatchObject({ status: 'imported', rows_inserted: 2, errors_total: 0 });
    const stored = await t.database.db
      .select()
      .from(incidents)
      .where(sql`price IN (7880001, 7880002)`);
    expect(stored.map((i) => [i.attackMethodId, i.sceneTypeId])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('imports nothing from a file with one bad row, and reports the row, column and problem', async () => {
    const before = await incidentCount();
    const rows = [header, row(10, 10_000), row(11, 11_000), row(12, 12_000, 'x', 'Нетакогогорода'), row(13, 13_000)];
    rows[4][7] = 'много';
    const done = await imported(csv(rows));
    expect(done).toMatchObject({ status: 'rejected', rows_read: 4, rows_inserted: 0, errors_total: 2 });
    expect(done.errors).toEqual([
      { row: 4, column: 'city', code: 'unknown_reference', value: 'Нетакогогорода' },
      { row: 5, column: 'price', code: 'number', value: 'много' },
    ]);
    expect(await incidentCount()).toBe(before);

    const report = await get(`${base}/${done.id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSpreadsheet(report.rawPayload);
    expect(sheet.header).toEqual(['Строка / Row', 'Столбец', 'Column', 'Проблема', 'Problem', 'Значение / Value']);
    expect(sheet.rows.map((r) => r.cells.slice(0, 3))).toEqual([
      ['4', 'Город', 'City'],
      ['5', 'Ущерб, ₽', 'Damage, RUB'],
    ]);
    expect(sheet.rows[0].cells[3]).toContain('Нет в справочнике');
    expect(sheet.rows[0].cells[4]).toContain('Not in the reference list');
    // An imported upload has no error report.
    const history = (await get(base)).json<IncidentUploadList>().results;
    const importedOne = history.find((u) => u.status === 'imported')!;
    expect((await get(`${base}/${importedOne.id}/report`)).statusCode).toBe(404);
  });

  it('lists every problem of a row, not only the first (issue 23 §10)', async () => {
    // Cells that do not read, names that are not in the lists, and half a point, all in one row;
    // before, the report named the date and the damage, and the rest only once those were fixed.
    const bad = ['31.02.2023', 'Похищение', 'Неизвестный груз', 'Нетакогогорода', '', '55.43', '', '12 тысяч', 'x'];
    const done = await imported(csv([header, row(15, 15_000), bad]));
    expect(done).toMatchObject({ status: 'rejected', rows_inserted: 0, errors_total: 6 });
    const byColumn = (a: { column: string | null }, b: { column: string | null }) =>
      String(a.column).localeCompare(String(b.column));
    expect([...done.errors].sort(byColumn)).toEqual(
      [
        { row: 3, column: 'date', code: 'date', value: '31.02.2023' },
        { row: 3, column: 'price', code: 'number', value: '12 тысяч' },
        { row: 3, column: 'incident_category', code: 'unknown_reference', value: 'Похищение' },
        { row: 3, column: 'cargo_category', code: 'unknown_reference', value: 'Неизвестный груз' },
        { row: 3, column: 'city', code: 'unknown_reference', value: 'Нетакогогорода' },
        { row: 3, column: 'lon', code: 'required' },
      ].sort(byColumn),
    );
  });

  it('reports a city name several regions share until the region is given', async () => {
    const ambiguous = row(14, 14_000, 'x', 'Железногорск');
    const done = await imported(csv([header, ambiguous]));
    expect(done.errors).toEqual([{ row: 2, column: 'city', code: 'ambiguous_city', value: 'Железногорск' }]);
    ambiguous[4] = 'Красноярский край';
    expect((await imported(csv([header, ambiguous]))).status).toBe('imported');
  });

  it('skips or updates rows repeating stored incidents (same date, city, cargo and damage)', async () => {
    const rows = [header, row(20, 20_000, 'Первое описание'), row(21, 21_000, 'Первое описание')];
    expect((await imported(csv(rows))).rows_inserted).toBe(2);
    const before = await incidentCount();

    const again = [header, row(20, 20_000, 'Новое описание'), row(21, 21_000, 'Новое описание'), row(22, 22_000)];
    const skipped = await imported(csv(again), { onDuplicate: 'skip' });
    expect(skipped).toMatchObject({ status: 'imported', rows_inserted: 1, rows_updated: 0, rows_skipped: 2 });
    expect(await incidentCount()).toBe(before + 1);
    const descriptions = async () =>
      (
        await t.database.db
          .select()
          .from(incidents)
          .where(sql`price IN (20000, 21000)`)
      ).map((i) => i.description);
    expect(await descriptions()).toEqual(['Первое описание', 'Первое описание']);

    // The third row holds what is stored already: left as it is, not counted as a change (issue 23 §7).
    const updated = await imported(csv(again), { onDuplicate: 'update' });
    expect(updated).toMatchObject({ status: 'imported', rows_inserted: 0, rows_updated: 2, rows_skipped: 1 });
    expect(await incidentCount()).toBe(before + 1);
    expect(await descriptions()).toEqual(['Новое описание', 'Новое описание']);
  });

  it('reports a row repeating another row of the same file', async () => {
    const done = await imported(csv([header, row(30, 30_000), row(31, 31_000), row(30, 30_000)]));
    expect(done.errors).toEqual([{ row: 4, column: 'date', code: 'duplicate', value: '2' }]);
  });

  it('refuses a malformed file, a formula and a zip bomb with the file problem', async () => {
    const garbage = await imported(Buffer.from('%PDF-1.7\u0000\u0001binary'), { name: 'scan.pdf' });
    expect(garbage).toMatchObject({
      status: 'rejected',
      errors: [{ row: null, column: null, code: 'not_spreadsheet' }],
    });

    const noColumns = await imported(
      csv([
        ['Что-то', 'Другое'],
        ['a', 'b'],
      ]),
    );
    expect(noColumns.errors.map((e) => [e.column, e.code])).toEqual([
      ['date', 'missing_column'],
      ['incident_category', 'missing_column'],
      ['cargo_category', 'missing_column'],
      ['price', 'missing_column'],
    ]);

    const formula = await imported(
      await xlsxFile([header, [...row(40, 40_000).slice(0, 7), { formula: '1000*2', result: 2000 }, 'x']]),
      { name: 'incidents.xlsx' },
    );
    expect(formula.errors).toEqual([{ row: 2, column: 'price', code: 'formula' }]);

    // 1 KiB that claims, and unpacks to, 300 MB of sheet XML.
    const bomb = zipOf(workbookParts(Buffer.alloc(300 * 1024 * 1024, 0x20)));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await imported(bomb, { name: 'bomb.xlsx' });
    expect(bombed.errors).toEqual([{ row: null, column: null, code: 'archive_too_large' }]);
  });

  it('imports a 10,000-row XLSX, with the job’s progress and final state', async () => {
    const before = await incidentCount();
    const rows = [header, ...Array.from({ length: 10_000 }, (_, i) => row(i, 100_000 + i, `Груз ${i}`))];
    const done = await imported(await xlsxFile(rows), { name: 'big.xlsx' });
    expect(done).toMatchObject({ status: 'imported', rows_read: 10_000, rows_inserted: 10_000 });
    expect(await incidentCount()).toBe(before + 10_000);
    const [{ job_id: jobId }] = (
      await t.database.db.execute<{ job_id: string }>(sql`SELECT job_id FROM incident_uploads WHERE id = ${done.id}`)
    ).rows;
    // The upload is marked imported in the import's transaction; the job ends just after it.
    let job = await t.app.jobs.status(jobId);
    for (let i = 0; i < 100 && job?.state !== 'done'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await t.app.jobs.status(jobId);
    }
    expect(job).toMatchObject({
      state: 'done',
      progress: { stage: 'finished', rows_read: 10_000, rows_valid: 10_000, rows_invalid: 0, rows_written: 10_000 },
      result: { status: 'imported', rowsInserted: 10_000 },
    });
  }, 120_000);

  it('serves a template that imports as it is, with the reference lists', async () => {
    const res = await get(`${base}/template?format=xlsx`);
    expect(res.statusCode).toBe(200);
    const sheet = await readSpreadsheet(res.rawPayload);
    expect(sheet.header[0]).toBe('Дата / Date');
    expect(sheet.header).toContain('Ущерб, ₽ / Damage, RUB');
    const done = await imported(res.rawPayload, { name: 'incidents-template.xlsx' });
    expect(done).toMatchObject({ status: 'imported', rows_inserted: 1 });
    const csvTemplate = await get(`${base}/template?format=csv`);
    expect(csvTemplate.body.split('\r\n')[0]).toContain('Дата / Date;Время / Time');
  });

  it('shows an upload whose job broke as failed, writing nothing and keeping no file', async () => {
    const before = await incidentCount();
    // The job cannot read the reference lists: a database failure, not a problem of the file.
    await t.database.db.execute(sql`ALTER TABLE cargo_categories RENAME TO cargo_categories_away`);
    try {
      const done = await imported(csv([header, row(50, 50_000)]));
      expect(done).toMatchObject({ status: 'failed', rows_inserted: 0, errors: [] });
      expect((await get(base)).json<IncidentUploadList>().results[0]).toMatchObject({ id: done.id, status: 'failed' });
      const [stored] = (
        await t.database.db.execute<{ kept: boolean }>(
          sql`SELECT file_data IS NOT NULL AS kept FROM incident_uploads WHERE id = ${done.id}`,
        )
      ).rows;
      expect(stored.kept).toBe(false);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE cargo_categories_away RENAME TO cargo_categories`);
    }
    expect(await incidentCount()).toBe(before);
  });

  it('answers 404 for an unknown upload and 400 for a bad id or a missing file', async () => {
    expect((await get(`${base}/999999`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
    const form = new FormData();
    form.append('on_duplicate', 'skip');
    const { payload, headers } = await multipartBody(form);
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { ...headers, ...(await authHeader(t.app, staff)) },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});
