import {
  parseRegisterRow,
  type RegisterColumns,
  type RegisterDefinition,
  type RegisterRow,
} from '@cargo-sentry/contracts/registers/columns';
import {
  maxQuotedValue,
  maxReportedProblems,
  type ImportProblem,
  type ImportReport,
} from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { matchHeader } from './spreadsheet-header';
import type { Sheet } from './spreadsheet';

/**
 * A read sheet checked against a definition's columns: every row parsed, every problem listed
 * with its row and column. Nothing is written here; the caller writes the rows only when there
 * are no problems (all-or-nothing).
 */

export interface CheckedSheet<Row> {
  rows: { number: number; row: Row }[];
  problems: ImportProblem[];
  /** Headers that name no column, as written. */
  ignoredColumns: string[];
}

const quoted = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? {} : { value: value.slice(0, maxQuotedValue) };

/** A row's natural key as the tables' unique indexes compare it: text in any case, ё read as е. */
function naturalKey(columns: readonly string[], row: Record<string, unknown>): string {
  return JSON.stringify(
    columns.map((column) => {
      const value = row[column];
      return typeof value === 'string' ? value.toLowerCase().replace(/ё/g, 'е') : value;
    }),
  );
}

export function checkSheet<C extends RegisterColumns>(
  sheet: Sheet,
  definition: RegisterDefinition<C>,
): CheckedSheet<RegisterRow<C>> {
  const header = matchHeader(
    sheet.header,
    Object.entries(definition.columns).map(([key, column]) => ({
      key,
      names: [column.name.ru, column.name.en],
      required: column.cell.required,
    })),
  );
  const ignoredColumns = header.unknown;
  const fileProblems: ImportProblem[] = [
    ...header.missing.map((column) => ({ row: sheet.headerRow, column, code: 'missing_column' as const })),
    ...header.duplicate.map((column) => ({ row: sheet.headerRow, column, code: 'duplicate_column' as const })),
  ];
  if (fileProblems.length > 0) return { rows: [], problems: fileProblems, ignoredColumns };
  if (sheet.rows.length === 0)
    return { rows: [], problems: [{ row: null, column: null, code: 'no_rows' }], ignoredColumns };

  const rows: CheckedSheet<RegisterRow<C>>['rows'] = [];
  const problems: ImportProblem[] = [];
  const firstOfKey = new Map<string, { row: RegisterRow<C> }>();
  for (const { number, cells, problems: cellProblems } of sheet.rows) {
    const values: Partial<Record<string, string>> = {};
    const cellOf = new Map<string, string>();
    header.keys.forEach((key, i) => {
      if (key === null) return;
      values[key] = cells[i] ?? '';
      cellOf.set(key, cells[i] ?? '');
    });
    // The reader's own problems (a formula, an error value) come first; their cells read as blank.
    const readerProblems = cellProblems
      .map(({ column, code }) => ({ row: number, column: header.keys[column] ?? null, code }))
      .filter((problem) => problem.column !== null);
    problems.push(...readerProblems);
    const parsed = parseRegisterRow(definition, values as Partial<Record<keyof C, string>>);
    if (!parsed.ok) {
      for (const { column, code } of parsed.problems) {
        if (readerProblems.some((problem) => problem.column === column)) continue;
        problems.push({ row: number, column, code, ...quoted(cellOf.get(column)) });
      }
      continue;
    }
    if (readerProblems.length > 0) continue;
    const key = definition.uniqueKey && naturalKey(definition.uniqueKey, parsed.row);
    if (key !== undefined) {
      const first = firstOfKey.get(key);
      // The same row twice is stored once; two different rows with one key cannot both be kept.
      if (first && JSON.stringify(first.row) === JSON.stringify(parsed.row)) continue;
      if (first) {
        problems.push({ row: number, column: definition.uniqueKey![0], code: 'duplicate' });
        continue;
      }
      firstOfKey.set(key, { row: parsed.row });
    }
    rows.push({ number, row: parsed.row });
  }
  return { rows, problems, ignoredColumns };
}

/** The report of an import: the problems in row order, at most `maxReportedProblems` of them listed. */
export function importReport(
  fileName: string,
  rowsRead: number,
  rowsImported: number,
  ignoredColumns: string[],
  problems: ImportProblem[],
): ImportReport {
  const sorted = [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return {
    file_name: fileName,
    rows_read: rowsRead,
    rows_imported: rowsImported,
    ignored_columns: ignoredColumns,
    errors: sorted.slice(0, maxReportedProblems),
    errors_total: problems.length,
  };
}
