import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentImportLimits } from '@cargo-sentry/contracts/incident-import/incident-import';
import type { VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { reportFile } from '../src/modules/incident-import/files';
import { securityEventsCsv, securityEventsXlsx } from '../src/modules/security-events/export';
import { buildVerificationLogXlsx } from '../src/modules/verification-log/export';
import { readSpreadsheet } from '../src/platform/spreadsheet';
import { csvTemplate } from '../src/platform/spreadsheet-template';
import { authHeader, createUser } from './factories';
import { incidentRow, insertIncidents } from './incident-builders';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app';

/**
 * Issue 23 §25: no cell the server writes into a spreadsheet or CSV is read as a formula, however
 * it begins (OWASP "CSV injection"). The first test lists every source file that writes one, so a
 * new export fails here until it is added below; the others feed text that starts a formula into
 * each writer and read the file back.
 */

const hostile = ['=HYPERLINK("http://evil.example","x")', '+7 999 123', '-5', '@SUM(A1)', '\t=1+1', '\r=2+2'];
/** In XLSX, whose XML reads a carriage return as a line feed, the texts without the one that starts with it. */
const hostileXlsx = hostile.slice(0, 5);

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

/** Every file that writes a spreadsheet or CSV, and where its cells are checked. */
const writers: Record<string, string> = {
  'modules/incidents/export.ts': 'the incident export, below',
  'modules/verification-log/export.ts': 'the verification log, below',
  'modules/incident-import/files.ts': 'the import report, below; the template holds fixed examples',
  'platform/spreadsheet-template.ts': 'the CSV template, below',
  'platform/formula-guard.ts': 'the CSV cell of the template and the security event log, both below',
  'modules/registers/template.ts': 'fixed examples through spreadsheet-template.ts',
  'modules/reports/report-xlsx.ts': 'exceljs string cells; no formula written (the static check)',
  'modules/prudence/export.ts': 'exceljs string cells through the sheet writer; no formula written (the static check)',
  'platform/sheet-writer/sheet-writer-thread.ts': 'hands rows to its worker: the incident export, below',
  'platform/sheet-writer/sheet-writer-worker.ts': 'writes the rows it is given: the incident export, below',
  'modules/security-events/export.ts': 'the security event log, below',
  'modules/security-events/routes.ts': 'serves the log export as text/csv: the security event log, below',
  'modules/personal-data-requests/export.ts':
    "exceljs string cells of a data subject's records; no formula written (the static check)",
};
/** Files that use exceljs only to read. */
const readers = ['platform/spreadsheet.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every cell of every sheet: its value, and whether exceljs reads it as a formula. */
async function cellsOf(xlsx: Buffer): Promise<{ value: unknown; isFormula: boolean }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const cells: { value: unknown; isFormula: boolean }[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => cells.push({ value: cell.value, isFormula: cell.type === ExcelJS.ValueType.Formula })),
    );
  }
  return cells;
}

async function expectTextCells(xlsx: Buffer, texts: string[]) {
  const cells = await cellsOf(xlsx);
  expect(cells.filter((cell) => cell.isFormula)).toEqual([]);
  for (const text of texts) expect(cells.map((cell) => cell.value)).toContain(text);
}

describe('every spreadsheet the server writes', () => {
  it('is one of the writers this test checks', () => {
    const found = sourceFiles(srcDir)
      .filter((file) =>
        /from 'exceljs'|openSheetWriter\(|text\/csv|csvCell\(|csvTemplate\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(srcDir, file).split('\\').join('/'))
      .filter((file) => !readers.includes(file));
    expect(found.sort()).toEqual(Object.keys(writers).sort());
  });

  it.each(Object.keys(writers))('%s writes no formula cell', (file) => {
    // exceljs writes a formula only for a `{ formula }` or `{ sharedFormula }` value.
    expect(readFileSync(join(srcDir, file), 'utf8')).not.toMatch(/\b(shared)?[Ff]ormula\s*:/);
  });

  it('the verification log writes a company name that starts a formula as text', async () => {
    const counts = { checks: 1, found: 0, clean: 1, errors: 0, unrated: 0 };
    const log = {
      month_from: '2025-01',
      month_to: '2025-01',
      months: ['2025-01'],
      statistics: {
        by_month: [],
        by_check: [],
        by_user: [{ user_id: 1, tickets: 1, ...counts }],
        totals: { tickets: 1, api_checks: 0, ...counts },
      },
      ati_statistics: { by_month: [], totals: { lookups: 0, ids_found: 0, ids_missing: 0, errors: 0 } },
      users: [
        { id: 1, username: '-evil', first_name: '+Иван', last_name: '', company: hostile[0], is_api_user: false },
      ],
    } as unknown as VerificationLog;
    await expectTextCells(await buildVerificationLogXlsx(log, 'ru'), ['-evil', '+Иван', hostile[0]]);
  });

  it('the import report quotes a cell that starts a formula as text', async () => {
    const file = await reportFile(1, {
      errors: hostileXlsx.map((value, i) => ({ row: i + 2, column: 'description', code: 'invalid', value })),
      errors_total: hostileXlsx.length,
    });
    await expectTextCells(file.data, hostileXlsx);
  });

  it('a CSV writes such text after an apostrophe, and the import reads it back without one', async () => {
    const columns = hostile.map(
      (example, i) =>
        [
          `c${i}`,
          {
            name: { ru: `Столбец ${i}`, en: `Column ${i}` },
            note: { ru: '', en: '' },
            example,
            cell: { required: false, format: 'text' },
          },
        ] as never,
    );
    const csv = csvTemplate(columns);
    const text = csv.toString('utf8');
    expect(text).toContain(`;'+7 999 123;'-5;'@SUM(A1);'\t=1+1;"'\r=2+2"`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const sheet = await readSpreadsheet(csv);
    expect(sheet.rows[0].cells).toEqual(hostile);
    // Text of its own that begins with an apostrophe keeps it.
    const own = await readSpreadsheet(Buffer.from("A;B\r\n'quoted;'5\r\n"));
    expect(own.rows[0].cells).toEqual(["'quoted", "'5"]);
  });
});

describe('the security event log export', () => {
  // A login typed at the sign-in form is the attacker's text: it lands in the log as it was typed.
  const events = hostile.map((text, id) => ({
    id,
    at: '2026-11-28T00:00:00.000Z',
    kind: 'sign_in_failure',
    actor_id: null,
    actor_username: text,
    api_key_id: null,
    address: '203.0.113.7',
    target: null,
    details: {},
  }));

  it('writes text that starts a formula after an apostrophe in the CSV', async () => {
    const csv = securityEventsCsv(events).toString('utf8');
    expect(csv).toContain(`'=HYPERLINK(""http://evil.example"",""x"")`);
    for (const guarded of [",'+7 999 123,", ",'-5,", ",'@SUM(A1),", ",'\t=1+1,", `"'\r=2+2"`]) {
      expect(csv).toContain(guarded);
    }
  });

  it('writes it as string cells in the XLSX', async () => {
    await expectTextCells(await securityEventsXlsx(events), hostileXlsx);
  });
});

describe(`the incident export writes text that starts a formula as text (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertIncidents(t.database, [
      incidentRow({
        street: hostile[0],
        road: hostile[1],
        amount: hostile[2],
        cargo_description: hostile[3],
        description: hostile[4],
      }),
    ]);
  });
  afterAll(() => t.close());

  it('as string cells, which the import reads back as they were', async () => {
    const res = await t.app.inject({
      url: '/api/v1/cargo/incident/export_excel',
      headers: await authHeader(t.app, await createUser(t.database)),
    });
    expect(res.statusCode).toBe(200);
    await expectTextCells(res.rawPayload, hostileXlsx);
    // Our reader refuses formula cells: none here.
    const sheet = await readSpreadsheet(res.rawPayload, incidentImportLimits);
    expect(sheet.rows.flatMap((row) => row.problems)).toEqual([]);
    expect(sheet.rows[0].cells).toEqual(expect.arrayContaining(hostileXlsx));
  });
});
