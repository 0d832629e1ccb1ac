import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { exportHeaders } from './export';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';

async function readSheet(buffer: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as (string | number | null)[]).slice(1));
  });
  return rows;
}

describe(`Excel export (${testDatabaseKind})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeader(t.app, await createUser(t.database));
    ids = await insertIncidents(t.database, [
      incidentRow({ date: '2025-01-02', price: 150_000, cargo_description: 'Сыры' }),
      incidentRow({ ...placeOf('Москва'), date: '2025-02-03', price: 7_000_000, incident_category_id: 2 }),
      incidentRow({ ...placeOf('Краснодар'), date: '2024-05-06', price: 20_000 }),
    ]);
  });
  afterAll(() => t.close());

  it('streams an .xlsx with Russian headers by default and the filtered rows newest first', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel?geo=district:3', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="incidents_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(exportHeaders('ru'));
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'Дата', 'Время', 'Категория инцидента']);
    expect(rows[0]).toContain('Ущерб, ₽'); // the UI's "₽", not "руб." (issue 9, defect 18)
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids[0], ids[2]]);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['2025-01-02', 'Кража', 'Южный ФО', 'Ростов-на-Дону', 'Сыры', 150_000]),
    );
  });

  it('writes English headers and names with lang=en', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel?lang=en&price=6', headers });
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(exportHeaders('en'));
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'Date', 'Time', 'Incident category']);
    expect(rows[0]).toContain('Damage, ₽');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([ids[1], 'Robbery', 'Central FD', 'Moscow', 7_000_000]));
  });

  it('exports only Southern district incidents for a limited user', async () => {
    const limited = await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' }));
    const rows = await readSheet(
      (await t.app.inject({ url: '/api/v1/cargo/incident/export_excel', headers: limited })).rawPayload,
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids[0], ids[2]]);
  });

  it('refuses demo users with 403 demo_mode', async () => {
    const demo = await authHeader(t.app, await createUser(t.database, { demo: true }));
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel', headers: demo });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('demo_mode');
  });

  it('rejects an unknown language', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel?lang=de', headers });
    expect(res.statusCode).toBe(400);
  });
});
