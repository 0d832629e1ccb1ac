import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';
import type { Report, ReportRequestInput } from '@cargo-sentry/contracts/reports/reports';
import {
  apiKeyHeader,
  authHeader,
  createApiKey,
  createApiUser,
  createReportsUser,
  createStaff,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { incidentRow, insertIncidentRows } from '../../../test/incident-rows';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { loadReferenceData } from '../../db/reference-data';
import { getReport, requestReport } from './service';
import { markRunning } from './repo';

const url = '/api/v1/cargo/reports';
const period = { date_from: '2025-03-01', date_to: '2025-04-30' };

describe(`incident reports (${testDatabaseKind})`, () => {
  let t: TestApp;
  let reporter: TestUser;
  let staff: TestUser;
  let names: StatisticsResponse['reference'];

  const as = async (who: TestUser) => authHeader(t.app, who);
  const ask = async (who: TestUser, body: ReportRequestInput | Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: await as(who), payload: body });

  /** Asks for a report and waits for its generation, polling as the page does. */
  async function generated(who: TestUser, body: ReportRequestInput): Promise<Report> {
    const res = await ask(who, body);
    expect(res.statusCode, res.body).toBe(202);
    const asked = res.json<Report>();
    expect(asked.status).toBe('queued');
    const started = Date.now();
    for (;;) {
      const polled = await t.app.inject({ url: `${url}/${asked.id}`, headers: await as(who) });
      expect(polled.statusCode).toBe(200);
      const report = polled.json<Report>();
      if (report.status === 'done' || report.status === 'failed') return report;
      if (Date.now() - started > 30_000) throw new Error(`report still ${report.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function download(who: TestUser, id: string) {
    return t.app.inject({ url: `${url}/${id}/file`, headers: await as(who) });
  }

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } });
    await loadReferenceData(t.database);
    reporter = await createReportsUser(t.database);
    staff = await createStaff(t.database);
    await insertIncidentRows(t.database, [
      incidentRow({ date: '2025-03-03', region_id: 1, cargo_category_id: 1, price: 1000 }),
      incidentRow({ date: '2025-03-04', region_id: 1, cargo_category_id: 1, price: 1000 }),
      incidentRow({ date: '2025-03-05', region_id: 1, cargo_category_id: 1, price: 1000 }),
      incidentRow({
        date: '2025-04-10',
        region_id: 2,
        cargo_category_id: 2,
        price: 5_000_000,
        cargo_description: 'Телевизоры',
      }),
      incidentRow({ date: '2025-04-11', region_id: 2, cargo_category_id: 2, price: 5_000_000 }),
      // outside the Southern district: a limited user does not see it
      incidentRow({ date: '2025-04-20', federal_district_id: 1, region_id: 4, cargo_category_id: 3, price: 7 }),
      // outside the period
      incidentRow({ date: '2024-12-31', region_id: 3, price: 9_999_999 }),
    ]);
    const stats = await t.app.inject({
      url: '/api/v1/cargo/incident/get_statistics',
      query: period,
      headers: await as(reporter),
    });
    names = stats.json<StatisticsResponse>().reference;
  });
  afterAll(() => t.close());

  const nameRu = (kind: 'region' | 'cargo_category', id: number) => names[kind].find((r) => r.id === id)!.name_ru!;

  it('generates a Russian PDF of the period: title, period, figures, top region and notable incident', async () => {
    const report = await generated(reporter, { format: 'pdf', lang: 'ru', filter: period });
    expect(report).toMatchObject({
      status: 'done',
      format: 'pdf',
      file_name: 'incident_report_2025-03-01_2025-04-30.pdf',
    });
    expect(report.size).toBeGreaterThan(1000);
    const res = await download(reporter, report.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="incident_report_2025-03-01_2025-04-30.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Отчёт об инцидентах с грузами');
    expect(text).toContain('01.03.2025 — 30.04.2025');
    expect(text).toContain('10 003 007 ₽');
    expect(text).toContain(nameRu('region', 2));
    expect(text).toContain(nameRu('cargo_category', 2));
    expect(text).toContain('Телевизоры');
    expect(text).not.toContain('9 999 999');
  });

  it('generates an English XLSX with the same figures, and applies the incident filter', async () => {
    const report = await generated(reporter, { format: 'xlsx', lang: 'en', filter: { ...period, cargo: [2] } });
    expect(report.status).toBe('done');
    const res = await download(reporter, report.id);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const summary = book.getWorksheet('Summary')!;
    const values = Object.fromEntries(
      summary.getRows(2, summary.rowCount - 1)!.map((r) => [String(r.getCell(1).value), r.getCell(2).value]),
    );
    expect(values['Incidents']).toBe(2);
    expect(values['Damage, ₽']).toBe(10_000_000);
    const months = book.getWorksheet('Monthly trend')!;
    expect(months.getRow(2).values).toEqual([undefined, '2025-03', 0, 0]);
    expect(months.getRow(3).values).toEqual([undefined, '2025-04', 2, 10_000_000]);
  });

  it('holds only what a limited reports user may see (the Southern district)', async () => {
    const limited = await createReportsUser(t.database, { accessLevel: 'limited' });
    const summaryOf = async (who: TestUser) => {
      const report = await generated(who, { format: 'xlsx', lang: 'en', filter: period });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download(who, report.id)).rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Summary')!;
      return Object.fromEntries(
        sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [String(r.getCell(1).value), r.getCell(2).value]),
      );
    };
    expect((await summaryOf(reporter))['Incidents']).toBe(6);
    expect(await summaryOf(limited)).toMatchObject({ Incidents: 5, 'Damage, ₽': 10_003_000 });
  });

  it('lets staff ask too, and shows each person only their own reports', async () => {
    const mine = await generated(staff, { format: 'xlsx', lang: 'ru', filter: period });
    const list = await t.app.inject({ url, headers: await as(staff) });
    expect(list.json<{ results: Report[] }>().results.map((r) => r.id)).toEqual([mine.id]);
    expect((await t.app.inject({ url: `${url}/${mine.id}`, headers: await as(reporter) })).statusCode).toBe(404);
    expect((await download(reporter, mine.id)).statusCode).toBe(404);
  });

  it('answers 404 for the file until the report is done, and shows a lost generation as failed', async () => {
    const noQueue = () => Promise.resolve(undefined);
    const request = {
      format: 'pdf' as const,
      lang: 'ru' as const,
      filter: { ...period, country: [], geo: [], cargo: [], price: [], category: [] },
    };
    const waiting = await requestReport(t.database, reporter, request, noQueue);
    expect((await download(reporter, waiting.id)).statusCode).toBe(404);
    const lost = await requestReport(t.database, reporter, request, noQueue, new Date(Date.now() - 20 * 60_000));
    const res = await t.app.inject({ url: `${url}/${lost.id}`, headers: await as(reporter) });
    expect(res.json()).toMatchObject({ status: 'failed', error: 'interrupted' });
  });

  it('shows a running report’s stage, and a report whose job failed as failed with its error', async () => {
    const noQueue = () => Promise.resolve('00000000-0000-4000-8000-000000000000');
    const request = {
      format: 'pdf' as const,
      lang: 'ru' as const,
      filter: { ...period, country: [], geo: [], cargo: [], price: [], category: [] },
    };
    const running = await requestReport(t.database, reporter, request, noQueue);
    await markRunning(t.database.db, running.id);
    const drawing = await getReport(t.database, reporter, running.id, async () => ({
      state: 'running',
      stage: 'drawing',
      error: null,
    }));
    expect(drawing).toMatchObject({ status: 'running', stage: 'drawing' });
    const failed = await getReport(t.database, reporter, running.id, async () => ({
      state: 'failed',
      stage: null,
      error: 'job expired',
    }));
    expect(failed).toMatchObject({ status: 'failed', stage: null, error: 'job expired' });
  });

  it('deletes reports older than seven days when another is asked for', async () => {
    const noQueue = () => Promise.resolve(undefined);
    const request = {
      format: 'pdf' as const,
      lang: 'ru' as const,
      filter: { ...period, country: [], geo: [], cargo: [], price: [], category: [] },
    };
    const old = await requestReport(t.database, reporter, request, noQueue, new Date(Date.now() - 8 * 86_400_000));
    await requestReport(t.database, reporter, request, noQueue);
    expect((await t.app.inject({ url: `${url}/${old.id}`, headers: await as(reporter) })).statusCode).toBe(404);
  });

  it.each([
    ['no period', { format: 'pdf', lang: 'ru', filter: {} }],
    ['no date_to', { format: 'pdf', lang: 'ru', filter: { date_from: '2025-01-01' } }],
    [
      'dates in the wrong order',
      { format: 'pdf', lang: 'ru', filter: { date_from: '2025-05-01', date_to: '2025-01-01' } },
    ],
    [
      'a period over ten years',
      { format: 'pdf', lang: 'ru', filter: { date_from: '2000-01-01', date_to: '2025-01-01' } },
    ],
    ['an unknown format', { format: 'docx', lang: 'ru', filter: period }],
    ['an unknown language', { format: 'pdf', lang: 'de', filter: period }],
    ['a bad filter', { format: 'pdf', lang: 'ru', filter: { ...period, price: [9] } }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await ask(reporter, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers 400 for a malformed report id', async () => {
    expect((await t.app.inject({ url: `${url}/not-a-uuid`, headers: await as(reporter) })).statusCode).toBe(400);
  });

  it('is refused to a user without report rights, an API key and a guest', async () => {
    const plain = await createUser(t.database);
    expect((await ask(plain, { format: 'pdf', lang: 'ru', filter: period })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: await as(plain) })).statusCode).toBe(403);
    const apiUser = await createApiUser(t.database);
    const { key } = await createApiKey(t.database, apiUser);
    expect((await t.app.inject({ url, headers: apiKeyHeader(key) })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
