import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { RegisterImportReport, RegisterList } from '@cargo-sentry/contracts/registers/registers';
import { spreadsheetLimits } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import {
  authHeader,
  createReportsUser,
  createStaff,
  createUser,
  injectMultipart,
  onePixelPng,
  type MultipartPart,
  type TestUser,
} from '../../../test/factories';
import { cp1251, csvText, xlsxFile } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { registerImports } from '../../db/schema/register-imports';
import { registryCourtCases, registryDrivingLicences, registryOsagoPolicies } from '../../db/schema/registry';
import { seedDemoRegisters } from '../../db/seed/seed-registers';
import { readSpreadsheet } from '../../platform/spreadsheet';

const base = '/api/v1/cargo/registers';
const osagoHeader = ['VIN', 'Госномер / Registration plate', 'Статус', 'Страховщик', 'Серия полиса', 'Номер полиса'];
const policy = (plate: string, number: string) => ['', plate, 'Действует', 'АО «Тест»', 'ХХХ', number];

interface ImportFailed {
  code: string;
  detail: string;
  report: RegisterImportReport;
}

describe(`register import (${testDatabaseKind})`, () => {
  const logLines: string[] = [];
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
    staff = await createStaff(t.database, { username: 'registrar' });
    await seedDemoRegisters(t.database);
  });
  afterAll(() => t.close());

  async function upload(
    register: string,
    file: Uint8Array,
    { mode, name = 'register.csv', who = staff }: { mode?: string; name?: string; who?: TestUser | null } = {},
  ) {
    return injectMultipart(t.app, `${base}/${register}/import`, who, [
      ['file', new Blob([file as Uint8Array<ArrayBuffer>]), name],
      ...(mode ? [['mode', mode] as MultipartPart] : []),
    ]);
  }
  const csv = (rows: string[][]) => Buffer.from(csvText(rows));
  const list = async () =>
    (await t.app.inject({ url: base, headers: await authHeader(t.app, staff) })).json<RegisterList>().results;
  const rowsOf = async (register: string) => (await list()).find((r) => r.name === register)!.rows;
  const importCount = async () => Number((await t.database.db.select({ n: count() }).from(registerImports))[0].n);

  it('lists every register with its rows and no import yet', async () => {
    const registers = await list();
    expect(registers.slice(0, 4)).toEqual([
      { name: 'osago_policies', rows: 2, last_import: null },
      { name: 'driving_licences', rows: 2, last_import: null },
      { name: 'fssp_debts', rows: 1, last_import: null },
      { name: 'court_cases', rows: 1, last_import: null },
    ]);
    expect(registers.map((r) => r.name).slice(4)).toEqual([
      'passports',
      'phone_records',
      'wanted_persons',
      'trust_persons',
      'companies',
      'participations',
      'ati_ids',
    ]);
    expect(registers.every((r) => r.rows > 0 && r.last_import === null)).toBe(true);
  });

  it('appends a CSV in Windows-1251, stores the rows normalised and records who imported it', async () => {
    const file = cp1251(csvText([osagoHeader, policy('а 123 вс 77', '1000000001'), policy('В456ЕК777', '1000000002')]));
    const res = await upload('osago_policies', file, { name: 'полисы.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      register: 'osago_policies',
      mode: 'append',
      file_name: 'полисы.csv',
      rows_read: 2,
      rows_imported: 2,
      rows_inserted: 2,
      rows_updated: 0,
      rows_unchanged: 0,
      ignored_columns: [],
      errors: [],
      errors_total: 0,
    });
    const stored = await t.database.db
      .select({ regNumber: registryOsagoPolicies.regNumber, vin: registryOsagoPolicies.vin })
      .from(registryOsagoPolicies)
      .where(eq(registryOsagoPolicies.insurer, 'АО «Тест»'))
      .orderBy(asc(registryOsagoPolicies.id));
    expect(stored).toEqual([
      { regNumber: 'А123ВС77', vin: '' },
      { regNumber: 'В456ЕК777', vin: '' },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'register.import'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorUsername: 'registrar',
      targetType: 'register',
      targetId: 'osago_policies',
      before: { rows: 2 },
      after: { rows: 4, mode: 'append', rows_imported: 2, file_name: 'полисы.csv' },
    });
    const [summary] = await list();
    expect(summary).toEqual({
      name: 'osago_policies',
      rows: 4,
      last_import: { at: expect.any(String), by: 'registrar', mode: 'append', rows: 2, file_name: 'полисы.csv' },
    });
  });

  it('finds an imported policy with the osago check', async () => {
    await upload('osago_policies', csv([osagoHeader, policy('К777КК77', '1000000077')]));
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/verification/get_ticket',
      headers,
      payload: { consent: true },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cargo/verification/osago',
      headers,
      payload: { ticket: ticket.json<{ ticket: string }>().ticket, autoGos: 'К777КК77' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      policies: [{ number: '1000000077', status: 'Действует', insurer: 'АО «Тест»' }],
    });
  });

  it('writes nothing when one row is bad, and the report names its row and column', async () => {
    const before = { rows: await rowsOf('osago_policies'), imports: await importCount() };
    const file = csv([
      osagoHeader,
      policy('Р001РР01', '1'),
      policy('А12', '2'),
      ['', '', 'Действует', 'АО «Тест»', 'ХХХ', '3'],
      policy('Р002РР01', '4'),
    ]);
    const res = await upload('osago_policies', file, { mode: 'replace' });
    expect(res.statusCode).toBe(400);
    const body = res.json<ImportFailed>();
    expect(body).toMatchObject({ code: 'import_failed', detail: expect.any(String) });
    expect(body.report).toEqual({
      register: 'osago_policies',
      mode: 'replace',
      file_name: 'register.csv',
      rows_read: 4,
      rows_imported: 0,
      ignored_columns: [],
      errors: [
        { row: 3, column: 'regNumber', code: 'plate', value: 'А12' },
        { row: 4, column: 'vin', code: 'vin_or_plate' },
      ],
      errors_total: 2,
      rows_inserted: 0,
      rows_updated: 0,
      rows_unchanged: 0,
    });
    expect({ rows: await rowsOf('osago_policies'), imports: await importCount() }).toEqual(before);
    const audited = await t.database.db.select({ n: count() }).from(auditLog);
    expect(Number(audited[0].n)).toBe(before.imports);
  });

  it('replaces a register with an XLSX in one go: dates read from date cells, unknown columns ignored', async () => {
    const file = await xlsxFile([
      ['number', 'issueDate', 'status', 'Категории', 'Решения', 'Комментарий'],
      ['9900111222', new Date(Date.UTC(2019, 5, 1)), 'Действует', 'B, C', '', 'проверено'],
      ['9900333444', '01.06.2020', 'Действует', 'B', '02.09.2024 | 60 | | 18 | Ростовская область', ''],
    ]);
    const res = await upload('driving_licences', file, { mode: 'replace', name: 'licences.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'replace', rows_imported: 2, ignored_columns: ['Комментарий'] });
    const stored = await t.database.db
      .select({
        number: registryDrivingLicences.number,
        issueDate: registryDrivingLicences.issueDate,
        decisions: registryDrivingLicences.decisions,
      })
      .from(registryDrivingLicences)
      .orderBy(asc(registryDrivingLicences.number));
    expect(stored).toEqual([
      { number: '9900111222', issueDate: '2019-06-01', decisions: [] },
      {
        number: '9900333444',
        issueDate: '2020-06-01',
        decisions: [expect.objectContaining({ date: '2024-09-02', state: '60', term: 18 })],
      },
    ]);
  });

  it('refuses a licence twice in the file with other data, stores a row given twice once, and updates a stored one', async () => {
    const header = ['number', 'issueDate', 'status'];
    const twice = csv([header, ['9900555666', '01.01.2021', 'Действует'], ['9900555666', '2021-01-01', 'Истёк']]);
    expect((await upload('driving_licences', twice)).json<ImportFailed>().report.errors).toEqual([
      { row: 3, column: 'number', code: 'duplicate' },
    ]);
    const same = csv([header, ['9900555666', '01.01.2021', 'Действует'], ['9900555666', '2021-01-01', 'Действует']]);
    expect((await upload('driving_licences', same)).json()).toMatchObject({ rows_imported: 1, rows_inserted: 1 });
    expect(await rowsOf('driving_licences')).toBe(3);
    // Appending a licence already stored updates it (its natural key: number and issue date).
    const stored = csv([header, ['9900777888', '01.01.2021', 'Действует'], ['9900111222', '01.06.2019', 'Истёк']]);
    const res = await upload('driving_licences', stored);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows_imported: 2, rows_inserted: 1, rows_updated: 1, rows_unchanged: 0 });
    expect(await rowsOf('driving_licences')).toBe(4);
    const [updated] = await t.database.db
      .select({ status: registryDrivingLicences.status })
      .from(registryDrivingLicences)
      .where(eq(registryDrivingLicences.number, '9900111222'));
    expect(updated.status).toBe('Истёк');
    expect((await upload('driving_licences', stored)).json()).toMatchObject({ rows_unchanged: 2 });
    expect((await upload('driving_licences', stored, { mode: 'replace' })).statusCode).toBe(200);
    expect(await rowsOf('driving_licences')).toBe(2);
  });

  it('refuses a file without a required column, naming each one', async () => {
    const res = await upload(
      'court_cases',
      csv([
        ['Фамилия', 'Имя', 'Суд'],
        ['Иванов', 'Иван', 'Суд'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ImportFailed>().report.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [1, 'passportNumber', 'missing_column'],
      [1, 'article', 'missing_column'],
      [1, 'caseNumber', 'missing_column'],
    ]);
  });

  it('reports a formula cell of an XLSX', async () => {
    const file = await xlsxFile([
      ['lastName', 'firstName', 'passportNumber', 'article', 'caseNumber', 'court', 'sides'],
      ['Иванов', 'Иван', '4510999888', 'ст. 159', { formula: '"1-"&"2"', result: '1-2' }, 'Суд', 'А; Б'],
    ]);
    const res = await upload('court_cases', file, { name: 'cases.xlsx' });
    expect(res.json<ImportFailed>().report.errors).toEqual([{ row: 2, column: 'caseNumber', code: 'formula' }]);
    expect(await rowsOf('court_cases')).toBe(1);
  });

  it('refuses a file that is not a spreadsheet, and one over the size limit with 413', async () => {
    const image = await upload('fssp_debts', onePixelPng, { name: 'debts.csv' });
    expect(image.statusCode).toBe(400);
    expect(image.json<ImportFailed>().report.errors).toEqual([{ row: null, column: null, code: 'not_spreadsheet' }]);
    const huge = Buffer.alloc(spreadsheetLimits.maxFileBytes + 1, 0x61);
    const tooLarge = await upload('fssp_debts', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses an unknown register and an unknown mode', async () => {
    const file = csv([osagoHeader, policy('Р001РР01', '1')]);
    expect((await upload('passports_of_aliens', file)).json()).toMatchObject({ code: 'validation_failed' });
    expect((await upload('osago_policies', file, { mode: 'merge' })).json()).toMatchObject({
      code: 'validation_failed',
      fields: { mode: expect.any(Array) },
    });
  });

  it('serves templates that import as they are: XLSX with notes, CSV in UTF-8 with a BOM', async () => {
    const headers = await authHeader(t.app, staff);
    const xlsx = await t.app.inject({ url: `${base}/court_cases/template?format=xlsx`, headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="court_cases-template.xlsx"');
    const sheet = await readSpreadsheet(xlsx.rawPayload);
    expect(sheet.header).toContain('Серия и номер паспорта / Passport series and number');
    expect(sheet.rows).toHaveLength(1);

    const csvFile = await t.app.inject({ url: `${base}/court_cases/template?format=csv`, headers });
    expect(csvFile.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csvFile.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvFile.rawPayload.toString('utf8')).toContain('Фамилия / Last name;Имя / First name;');

    for (const [format, file] of [
      ['xlsx', xlsx.rawPayload],
      ['csv', csvFile.rawPayload],
    ] as const) {
      const res = await upload('court_cases', file, { name: `template.${format}` });
      expect(res.json()).toMatchObject({ rows_imported: 1 });
    }
    // The same example row twice: the register holds it once, as read from either file.
    const imported = await t.database.db
      .select({ sides: registryCourtCases.sides, passportNumber: registryCourtCases.passportNumber })
      .from(registryCourtCases)
      .where(eq(registryCourtCases.caseNumber, '1-245/2023'));
    expect(imported).toEqual([{ sides: ['Должников П. А.', 'ООО «ДемоЛогистик»'], passportNumber: '4510123456' }]);
  });

  it('is staff-only: 403 for a user or a reports user, 401 for a guest', async () => {
    const file = csv([osagoHeader, policy('Р001РР01', '1')]);
    for (const who of [await createUser(t.database), await createReportsUser(t.database)]) {
      const headers = await authHeader(t.app, who);
      expect((await t.app.inject({ url: base, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${base}/osago_policies/template`, headers })).statusCode).toBe(403);
      expect((await upload('osago_policies', file, { who })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}/osago_policies/template` })).statusCode).toBe(401);
    expect((await upload('osago_policies', file, { who: null })).statusCode).toBe(401);
  });

  it('never logs the rows it read', () => {
    const log = logLines.join('\n');
    expect(log).toContain('/registers/osago_policies/import');
    for (const value of ['А123ВС77', 'АО «Тест»', '4510999888', '9900555666', 'Должников']) {
      expect(log).not.toContain(value);
    }
  });
});
