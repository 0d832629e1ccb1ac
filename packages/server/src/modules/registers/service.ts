import type { ImportMode, ImportProblem } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import {
  registerNames,
  type RegisterImportReport,
  type RegisterList,
  type RegisterName,
} from '@cargo-sentry/contracts/registers/registers';
import type { UploadedFile } from '@cargo-sentry/contracts/shared/uploads';
import type { SubjectRecord } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { subjectField } from '@cargo-sentry/contracts/personal-data-requests/record-fields';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isRowAffectedTwice, isUniqueViolation } from '../../db/errors';
import { DomainError } from '../../platform/errors';
import { readSpreadsheet, SpreadsheetError, type Sheet } from '../../platform/spreadsheet';
import { checkSheet, importReport } from '../../platform/spreadsheet-rows';
import { recordAudit } from '../audit/service';
import { recordPendingSources, recordRegisterRowsLater, type RecordingContext } from '../identity-links/service';
import {
  countRows,
  deleteAllRows,
  deleteRowsByIds,
  listLastImports,
  lockRegister,
  recordImport,
  selectInvalidPassportIds,
  selectRowsByIds,
  upsertRows,
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
 * row-by-row report. Row contents are never logged: they are personal data. The identity links of
 * the rows written are recorded by a job after commit (docs/decisions/0055-identity-links.md).
 */
export async function importRegister(
  ctx: RecordingContext,
  user: UserRow,
  name: RegisterName,
  { file, mode }: ImportRequest,
): Promise<RegisterImportReport> {
  const { database } = ctx;
  const { table, definition, conflictTarget } = registerTables[name];
  const noneWritten = { rows_inserted: 0, rows_updated: 0, rows_unchanged: 0 };
  const refuse = (rowsRead: number, problems: ImportProblem[], ignored: string[] = []): never => {
    const report = {
      register: name,
      mode,
      ...importReport(file.filename, rowsRead, 0, ignored, problems),
      ...noneWritten,
    };
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
  const written = await database.db.transaction(async (tx) => {
    await lockRegister(tx, name);
    const before = await countRows(tx, table);
    if (mode === 'replace') await deleteAllRows(tx, table);
    let counts: { inserted: number; updated: number; lowestId: number | null };
    try {
      // A row already stored (by the register's natural key) is updated, not added again.
      counts = await upsertRows(tx, table, conflictTarget, rows);
    } catch (error) {
      // Two rows of the file that the table's key folds together (trust persons' names in any
      // case, with ё as е) but the file's own comparison did not: refused like any repeated row.
      if (!isUniqueViolation(error) && !isRowAffectedTwice(error)) throw error;
      return refuse(
        rowsRead,
        [{ row: null, column: definition.uniqueKey?.[0] ?? null, code: 'duplicate' }],
        checked.ignoredColumns,
      );
    }
    // The rows written are identity sources (issue 27 §1), recorded by a job after the commit (an
    // unchanged row was recorded before; a replaced register's sources are swept then).
    await recordRegisterRowsLater(tx, name, counts.lowestId, { replaced: mode === 'replace' });
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
          rows: (mode === 'replace' ? 0 : before) + counts.inserted,
          mode,
          rows_imported: rows.length,
          rows_inserted: counts.inserted,
          rows_updated: counts.updated,
          file_name: file.filename,
        },
      },
    );
    return counts;
  });
  await recordPendingSources(ctx);
  return {
    register: name,
    mode,
    ...importReport(file.filename, rowsRead, rows.length, checked.ignoredColumns, []),
    rows_inserted: written.inserted,
    rows_updated: written.updated,
    rows_unchanged: rows.length - written.inserted - written.updated,
  };
}

// Retention (issue 28 §2): a register's rows past its period, batch by batch.
export { destroyRegisterRows } from './retention';

/**
 * Rows `ids` of `register` as records (a data subject's request, issue 28 §4): the register's own
 * columns in its definition's order, named as its template names them; the bookkeeping columns
 * (the row's id, when an import wrote it) hold nothing about the person and are left out.
 */
export async function registerRecords(
  db: DbOrTx,
  register: RegisterName,
  ids: readonly number[],
): Promise<SubjectRecord[]> {
  const { definition, table } = registerTables[register];
  const rows = await selectRowsByIds(db, table, ids);
  return rows.map(({ id, row }) => ({
    id: String(id),
    kind: register,
    kind_label: definition.title,
    date: null,
    fields: Object.entries(definition.columns).flatMap(([key, column]) => subjectField(key, column.name, row[key])),
  }));
}

/**
 * Of the passports register's rows `ids`, those on the invalid-passports list (the state's list of
 * lost, stolen and invalid documents), which a data subject's erasure keeps.
 */
export function invalidPassportRows(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  return selectInvalidPassportIds(db, ids);
}

/** Deletes rows `ids` of `register` (a data subject's erasure); the number deleted. */
export function eraseRegisterRows(db: DbOrTx, register: RegisterName, ids: readonly number[]): Promise<number> {
  return deleteRowsByIds(db, registerTables[register].table, ids);
}
