import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { exportHeaders } from './export';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { writeIncidentsDirectly } from '../../../test/incident-rows';

async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe(`Excel export (${testDatabaseKind})`, () => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeader(t.app, await createUser(t.database));
    await insertIncidents(t.database, [
      incidentRow({ date: '2025-01-02', price: 150_000, cargo_description: 'Сыры' }),
      incidentRow({ ...placeOf('Москва'), date: '2025-02-03', price: 7_000_000, incident_category_id: 2 }),
      incidentRow({ ...placeOf('Краснодар'), date: '2024-05-06', price: 20_000 }),
    ]);
  });
  afterAll(() => t.close());

  const price = exportHeaders().indexOf('Ущерб, ₽ / Damage, RUB');

  it('streams an .xlsx with the import template’s headers and Russian names by default, newest first', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel?geo=district:3', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="incidents_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(exportHeaders());
    expect(rows[0].slice(0, 5)).toEqual([
      'Дата / Date',
      'Время / Time',
      'Способ хищения / Incident category',
      'Категория груза / Cargo category',
      'Способ нападения / Attack method',
    ]);
    expect(rows.slice(1).map((r) => r[price])).toEqual([150_000, 20_000]);
    expect(rows[1]).toEqual(
      expect.arrayContaining([new Date('2025-01-02T00:00:00Z'), 'Кража', 'Южный ФО', 'Ростов-на-Дону', 'Сыры']),
    );
  });

  it('writes English names with lang=en under the same headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel?lang=en&price=6', headers });
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(exportHeaders());
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['Robbery', 'Central FD', 'Moscow', 7_000_000]));
  });

  it('exports only Southern district incidents for a limited user', async () => {
    const limited = await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' }));
    const rows = await readSheet(
      (await t.app.inject({ url: '/api/v1/cargo/incident/export_excel', headers: limited })).rawPayload,
    );
    expect(rows.slice(1).map((r) => r[price])).toEqual([150_000, 20_000]);
  });

  it('refuses demo users with 403 demo_mode', async () => {
    const demo = await authHeader(t.app, await createUser(t.database, { demo: true }));
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel', headers: demo });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('demo_mode');
  });

  it('refuses a third export at once by one person with 429 too_many_exports, and takes one once a place is free', async () => {
    // Each held export must be larger than what the streams buffer (tens of KiB), or it is sent
    // whole before the third request and gives its place back: unreadable descriptions in 1991
    // Moscow make about 300 KiB of workbook that only a reader can take.
    await insertIncidents(
      t.database,
      Array.from({ length: 2000 }, (_, i) =>
        incidentRow({
          ...placeOf('Москва'),
          date: '1991-05-05',
          price: 1_000,
          cargo_description: createHash('sha512').update(String(i)).digest('base64'),
        }),
      ),
    );
    const person = await authHeader(t.app, await createUser(t.database));
    const url = '/api/v1/cargo/incident/export_excel?date_from=1991-01-01&date_to=1991-12-31';
    // Two exports whose answers are not read yet: both hold their place.
    const open = await Promise.all([1, 2].map(() => t.app.inject({ url, headers: person, payloadAsStream: true })));
    expect(open.map((res) => res.statusCode)).toEqual([200, 200]);

    const third = await t.app.inject({ url, headers: person });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'too_many_exports' });
    // The cap is per person: someone else exports meanwhile.
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);

    let read = 0;
    for await (const chunk of open[0].stream()) read += (chunk as Buffer).length;
    expect(read).toBeGreaterThan(128 * 1024); // larger than every buffer on the way, so the cap was really held
    await new Promise((resolve) => setImmediate(resolve));
    expect((await t.app.inject({ url, headers: person })).statusCode).toBe(200);
    open[1].stream().destroy();
  });

  it('writes a null reference name as "Не определено" / "Undefined", never blank or "undefined" (issue 23 §4)', async () => {
    const [id] = await insertIncidents(t.database, [
      incidentRow({
        date: '1997-03-04',
        federal_district_id: null,
        region_id: null,
        city_id: null,
        lat: null,
        lon: null,
      }),
    ]);
    // The seed's builder always picks these; an import leaves them empty.
    await writeIncidentsDirectly(t.database, (s) =>
      s.query(
        'UPDATE incidents SET attack_method_id = NULL, scene_type_id = NULL, information_source_id = NULL WHERE id = $1',
        [id],
      ),
    );
    // Counted rather than looked up by header: the export's columns follow the import template (§7).
    for (const [lang, label] of [
      ['ru', 'Не определено'],
      ['en', 'Undefined'],
    ] as const) {
      const url = `/api/v1/cargo/incident/export_excel?lang=${lang}&date_from=1997-01-01&date_to=1997-12-31`;
      const rows = await readSheet((await t.app.inject({ url, headers })).rawPayload);
      expect(rows.slice(1)).toHaveLength(1); // the one incident of 1997
      // attack method, scene, information source, district, region and city
      expect(rows[1].filter((cell) => cell === label)).toHaveLength(6);
      expect(rows[1].filter((cell) => /\bundefined\b|\bnull\b/.test(String(cell)))).toEqual([]);
    }
  });

  it('rejects an unknown language', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/export_excel?lang=de', headers });
    expect(res.statusCode).toBe(400);
  });
});
