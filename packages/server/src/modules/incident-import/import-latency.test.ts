import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentUpload, IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { authHeader, createStaff, multipartBody, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidentRows } from '../../../test/incident-rows';
import { csvText } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { threadCpuMs } from '../../platform/time-slices';

/**
 * Issue 23 §22: a 5,000-row CSV into ~63k incidents left /health and sign-in unanswered for
 * 270–298 s on the embedded database. The stored incidents here share the file's date, city and
 * cargo category, as the probe's did, so a repeat lookup that reads only the date of its index
 * compares every file row with every stored one. /health is polled all through a 20,000-row
 * import.
 *
 * What a poll waited is counted from the moment it was due (a blocked event loop fires the timer
 * late), as the CPU time the main thread — where the app and PGlite run — spent meanwhile: on a
 * machine whose two cores are shared by several test runs, the wall clock mostly measures the
 * other runs. The wall clock is bounded too, loosely, for stalls that burn no CPU (a lock wait).
 */
const fileRows = 20_000;
const storedRows = 4_000;
const stalledMs = 200;
const wallBoundMs = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`an import never stalls other requests (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 200, stopTimeoutMs: 5000 } });
    staff = await createStaff(t.database, { username: 'bulk_importer' });
    const [city] = await t.database.withSession((s) =>
      s.query<{ id: number }>(`SELECT id FROM cities WHERE name_ru = 'Подольск'`),
    );
    const place = { country_id: 1, federal_district_id: null, region_id: null, city_id: Number(city.id) };
    await insertIncidentRows(
      t.database,
      Array.from({ length: storedRows }, (_, i) =>
        incidentRow({ ...place, date: '2023-06-15', cargo_category_id: 3, price: 1_000_000 + i }),
      ),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('answers /health within 200 ms all through a 20,000-row import with repeats', async () => {
    const header = ['Дата', 'Способ хищения', 'Категория груза', 'Город', 'Ущерб, ₽', 'Описание'];
    // The first thousand rows repeat stored incidents (same key, a new description): updated.
    const rows = Array.from({ length: fileRows }, (_, i) => [
      '15.06.2023',
      'Кража',
      'Электроника',
      'Подольск',
      String(i < 1000 ? 1_000_000 + i : 2_000_000 + i),
      `Партия ${i}`,
    ]);
    const form = new FormData();
    form.append('incidents_file', new Blob([csvText([header, ...rows])]), 'bulk.csv');
    form.append('on_duplicate', 'update');
    const { payload, headers: formHeaders } = await multipartBody(form);
    const headers = await authHeader(t.app, staff);

    // /health is polled from before the upload is sent until its import has ended.
    let isDone = false;
    const polls: { wallMs: number; cpuMs: number | null }[] = [];
    const poll = (async () => {
      let due = performance.now();
      let cpuBefore = threadCpuMs();
      while (!isDone) {
        const health = await t.app.inject({ url: '/api/v1/health' });
        expect(health.statusCode).toBe(200);
        const answered = performance.now();
        const cpu = threadCpuMs();
        polls.push({ wallMs: answered - due, cpuMs: cpu === null || cpuBefore === null ? null : cpu - cpuBefore });
        due = answered + 20;
        await sleep(20);
        cpuBefore = cpu;
      }
    })();

    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/incidents_file',
      headers: { ...formHeaders, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json<IncidentUpload>();
    let upload: IncidentUploadDetail | undefined;
    while (performance.now() - started < 240_000) {
      upload = (await t.app.inject({ url: `/api/v1/cargo/incidents_file/${id}`, headers })).json();
      if (upload && !['queued', 'running'].includes(upload.status)) break;
      await sleep(250);
    }
    isDone = true;
    await poll;

    expect(upload).toMatchObject({ status: 'imported', rows_inserted: fileRows - 1000, rows_updated: 1000 });
    const worst = (key: 'wallMs' | 'cpuMs') => Math.round(Math.max(...polls.map((p) => p[key] ?? 0)));
    console.log(
      `${testDatabaseKind}: ${fileRows} rows imported in ${Math.round((performance.now() - started) / 1000)} s; ` +
        `${polls.length} polls of /health, the slowest ${worst('wallMs')} ms (main thread busy ${worst('cpuMs')} ms of it)`,
    );
    const held = polls.map((p) => p.cpuMs ?? p.wallMs).filter((ms) => ms > stalledMs);
    expect(held.map(Math.round)).toEqual([]);
    expect(worst('wallMs')).toBeLessThan(wallBoundMs);
  }, 300_000);
});
