import {
  incidentImportDefinition,
  type IncidentImportColumn,
  type IncidentImportProblem,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { parseRegisterRow } from '@cargo-sentry/contracts/registers/columns';
import { maxQuotedValue } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import type { IncidentRecord } from '../../db/incident-record';
import type { Sheet } from '../../platform/spreadsheet';
import { matchHeader } from '../../platform/spreadsheet-header';
import { createTimeSlicer } from '../../platform/time-slices';
import type { ReferenceLists } from './repo';
import { createRowResolver, duplicateKey, type PartialRow } from './rows';

/**
 * Every row of an uploaded sheet checked, with every problem of each row (issue 23 §10): the
 * cells that do not read, and — for the cells that do — unknown names, a city that is not in the
 * region, a missing place, a date in the future, a repeat of a row above. Nothing is written here.
 * The work pauses every few milliseconds, so a 100k-row file does not hold other requests.
 */

export interface CheckedUpload {
  /** The rows that are valid, as incidents to store. */
  records: { number: number; record: IncidentRecord }[];
  problems: IncidentImportProblem[];
  /** Headers that name no column, as written. */
  ignoredColumns: string[];
}

type Column = IncidentImportColumn;
const columns = incidentImportDefinition.columns;
const columnKeys = Object.keys(columns) as Column[];

const quoted = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? {} : { value: value.slice(0, maxQuotedValue) };

export async function checkUploadRows(
  sheet: Sheet,
  lists: ReferenceLists,
  today: string,
  onProgress: (valid: number, invalid: number) => void,
): Promise<CheckedUpload> {
  const header = matchHeader(
    sheet.header,
    columnKeys.map((key) => ({
      key,
      names: [columns[key].name.ru, columns[key].name.en],
      required: columns[key].cell.required,
    })),
  );
  const ignoredColumns = header.unknown;
  const headerProblems: IncidentImportProblem[] = [
    ...header.missing.map((column) => ({ row: sheet.headerRow, column, code: 'missing_column' as const })),
    ...header.duplicate.map((column) => ({ row: sheet.headerRow, column, code: 'duplicate_column' as const })),
  ];
  if (headerProblems.length > 0) return { records: [], problems: headerProblems, ignoredColumns };
  if (sheet.rows.length === 0)
    return { records: [], problems: [{ row: null, column: null, code: 'no_rows' }], ignoredColumns };

  const resolver = createRowResolver(lists, today);
  const records: CheckedUpload['records'] = [];
  const problems: IncidentImportProblem[] = [];
  const firstOfKey = new Map<string, number>();
  const slicer = createTimeSlicer();
  let invalid = 0;
  for (const [i, { number, cells, problems: readerProblems }] of sheet.rows.entries()) {
    const values: Partial<Record<Column, string>> = {};
    header.keys.forEach((key, index) => {
      if (key !== null) values[key as Column] = cells[index] ?? '';
    });
    const rowProblems: IncidentImportProblem[] = [];
    // A cell the reader could not take (a formula, an error value) reads as blank: its own problem first.
    const unreadable = new Set<Column>();
    for (const { column, code } of readerProblems) {
      const key = header.keys[column] as Column | null;
      if (key === null || unreadable.has(key)) continue;
      unreadable.add(key);
      rowProblems.push({ row: number, column: key, code });
    }
    const parsed = parseRegisterRow(incidentImportDefinition, values);
    let row: PartialRow;
    if (parsed.ok && unreadable.size === 0) {
      row = parsed.row;
    } else {
      for (const { column, code } of parsed.ok ? [] : parsed.problems) {
        if (unreadable.has(column)) continue;
        unreadable.add(column);
        rowProblems.push({ row: number, column, code, ...quoted(values[column]) });
      }
      row = readableCells(values, unreadable);
    }
    const resolved = resolver.resolve(number, row, unreadable);
    if ('problems' in resolved) rowProblems.push(...resolved.problems);
    if (rowProblems.length === 0 && 'record' in resolved) {
      const key = duplicateKey(resolved.record);
      const first = firstOfKey.get(key);
      if (first === undefined) {
        firstOfKey.set(key, number);
        records.push({ number, record: resolved.record });
      } else rowProblems.push({ row: number, column: 'date', code: 'duplicate', value: `${first}` });
    }
    if (rowProblems.length > 0) {
      invalid += 1;
      problems.push(...rowProblems);
    }
    if ((i + 1) % 500 === 0) onProgress(records.length, invalid);
    await slicer.pause();
  }
  onProgress(records.length, invalid);
  return { records, problems, ignoredColumns };
}

/** The cells of a row that read, each parsed on its own; the others are left out. */
function readableCells(values: Partial<Record<Column, string>>, unreadable: ReadonlySet<Column>): PartialRow {
  const row: Record<string, unknown> = {};
  for (const key of columnKeys) {
    if (unreadable.has(key)) continue;
    const parsed = columns[key].cell.schema.safeParse(values[key] ?? '');
    if (parsed.success) row[key] = parsed.data;
  }
  return row as PartialRow;
}
