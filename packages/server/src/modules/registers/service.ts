import type { ImportMode, ImportProblem } from '@cargo-sentry/contracts/spreadsheet-import';
import {
  registerNames,
  type RegisterImportReport,
  type RegisterList,
  type RegisterName,
} from '@cargo-sentry/contracts/registers';
import type { UploadedFile } from '@cargo-sentry/contracts/uploads';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import { DomainError } from '../../platform/errors';
import { readSpreadsheet, SpreadsheetError, type Sheet } from '../../platform/spreadsheet';
import { checkSheet, importReport } from '../../platform/spreadsheet-rows';
import { recordAudit } from '../audit/service';
import {
  countRows,
  deleteAllRows,
  findStoredKeys,
  insertRows,
  listLastImports,
  lockRegister,
  recordImport,
} from './repo';
import { registerTables } from './tables';

/** Every register with its row count and its latest import. */
export async function listRegisters(database: Database): Promise<RegisterList> {
  const last = new Map((await listLastImports(database.db)).map((row) => [row.register, row]));
  const results = [];
  for (const name of registerNames) {
    const latest = last.get(name);
    results.push({
      name,
      rows: await countRows(database.db, registerTables[name].table),
      last_import: latest
        ? {
            at: latest.at.toISOString(),
            by: latest.by,
            mode: latest.mode,
            rows: latest.rows,
            file_name: latest.fileName,
          }
        : null,
    });
  }
  return { results };
}

interface ImportRequest {
  file: UploadedFile;
  mode: ImportMode;
}

/**
 * Imports a register from a spreadsheet, all or nothing: every row is checked first, and only
 * when all are valid are they written, in one transaction (`replace` empties the register in
 * it first). Otherwise nothing is written and the answer is 400 `import_failed` with the
 * row-by-row report. Row contents are never logged: they are personal data.
 */
export async function importRegister(
  database: Database,
  user: UserRow,
  name: RegisterName,
  { file, mode }: ImportRequest,
): Promise<RegisterImportReport> {
  const { table, definition } = registerTables[name];
  const refuse = (rowsRead: number, problems: ImportProblem[], ignored: string[] = []): never => {
    const report = { register: name, mode, ...importReport(file.filename, rowsRead, 0, ignored, problems) };
    throw new DomainError('import_failed', 'The spreadsheet was not imported', undefined, undefined, { report });
  };

  let sheet: Sheet;
  try {
    sheet = await readSpreadsheet(file.data);
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    return refuse(0, [{ row: error.row, column: null, code: error.problem }]);
  }
  const checked = checkSheet(sheet, definition);
  const rowsRead = sheet.rows.length;
  if (checked.problems.length > 0) return refuse(rowsRead, checked.problems, checked.ignoredColumns);

  const rows = checked.rows.map(({ row }) => row as Record<string, unknown>);
  await database.db.transaction(async (tx) => {
    await lockRegister(tx, name);
    const key = definition.uniqueKey;
    if (mode === 'append' && key) {
      const stored = await findStoredKeys(tx, table, key, rows);
      const repeated = checked.rows.filter(({ row }) =>
        stored.has(JSON.stringify(key.map((column) => (row as Record<string, unknown>)[column]))),
      );
      if (repeated.length > 0) {
        refuse(
          rowsRead,
          repeated.map(({ number }) => ({ row: number, column: key[0], code: 'exists' })),
          checked.ignoredColumns,
        );
      }
    }
    const before = await countRows(tx, table);
    if (mode === 'replace') await deleteAllRows(tx, table);
    try {
      await insertRows(tx, table, rows);
    } catch (error) {
      // A key the table folds (trust persons' names in any case, with ё as е) that the file's own
      // comparison did not: refused like any repeated row, never a 500.
      if (!isUniqueViolation(error)) throw error;
      refuse(rowsRead, [{ row: null, column: key?.[0] ?? null, code: 'exists' }], checked.ignoredColumns);
    }
    await recordImport(tx, { register: name, mode, rows: rows.length, fileName: file.filename, userId: user.id });
    // The trail says how the register changed, never what the rows hold (personal data).
    await recordAudit(
      tx,
      user,
      'register.import',
      { type: 'register', id: name },
      {
        before: { rows: before },
        after: {
          rows: mode === 'replace' ? rows.length : before + rows.length,
          mode,
          rows_imported: rows.length,
          file_name: file.filename,
        },
      },
    );
  });
  return { register: name, mode, ...importReport(file.filename, rowsRead, rows.length, checked.ignoredColumns, []) };
}
