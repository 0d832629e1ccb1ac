import { z } from 'zod';

/**
 * Spreadsheets staff upload (registers now, incidents later: issue 11 §3), read all-or-nothing and
 * answered with a row-by-row report of codes that the web words in ru and en
 * (docs/decisions/0016-register-import.md).
 */

/** What one upload may hold. The web states them by the file input; the server enforces them. */
export const spreadsheetLimits = {
  /** Bytes of the uploaded file. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Data rows, the header and blank rows not counted. */
  maxRows: 100_000,
  /** Columns of the header or of any row. */
  maxColumns: 50,
  /** Characters of one cell. */
  maxCellLength: 5_000,
  /**
   * XLSX: the parts read (workbook, styles, shared strings, first sheet) together, unpacked; a zip
   * bomb is refused before parsing. 100k rows of a wide register unpack to about 50 MiB.
   */
  maxUnpackedBytes: 128 * 1024 * 1024,
  /** XLSX: parts in the archive. */
  maxArchiveEntries: 1_000,
} as const;

export const importModeSchema = z.enum(['append', 'replace']);
export type ImportMode = z.infer<typeof importModeSchema>;

/** Problems of the whole file: nothing is read past them. */
export const fileProblemCodes = [
  'not_spreadsheet',
  'old_excel',
  'unreadable',
  'encrypted',
  'archive_too_large',
  'file_too_large',
  'empty_file',
  'no_rows',
  'too_many_rows',
  'too_many_columns',
  'missing_column',
  'duplicate_column',
] as const;

/**
 * Problems of one cell or row. The identifier codes are those of `identifiers.ts` and the form
 * validation (`vin`, `plate`, `inn_checksum`, …), so the web reuses its texts for them.
 */
export const cellProblemCodes = [
  'required',
  'too_long',
  'invalid',
  'formula',
  'cell_error',
  'cell_too_long',
  'duplicate',
  'exists',
  'date',
  'date_order',
  'number',
  'boolean',
  'list_too_long',
  'name',
  'vin',
  'plate',
  'vin_or_plate',
  'passport_number',
  'driving_license_number',
  'decision',
  'inn',
  'inn_checksum',
  'ogrn',
  'ogrn_checksum',
  'snils',
  'snils_checksum',
  'ati_id',
  'phone',
] as const;

export const importProblemCodeSchema = z.enum([...fileProblemCodes, ...cellProblemCodes]);
export type ImportProblemCode = z.infer<typeof importProblemCodeSchema>;
export type CellProblemCode = (typeof cellProblemCodes)[number];
export type FileProblemCode = (typeof fileProblemCodes)[number];

const cellProblemSet: ReadonlySet<string> = new Set(cellProblemCodes);
export const isCellProblemCode = (code: string): code is CellProblemCode => cellProblemSet.has(code);

/** At most this many problems are listed in a report; `errors_total` counts them all. */
export const maxReportedProblems = 1_000;
/** A cell's value is quoted in the report up to this many characters. */
export const maxQuotedValue = 100;

export const importProblemSchema = z.object({
  row: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('Row of the spreadsheet (1 is the header row); null: the whole file'),
  column: z.string().nullable().describe('Column key; null: the whole row or file'),
  code: importProblemCodeSchema,
  value: z.string().optional().describe(`The cell as read, cut to ${maxQuotedValue} characters`),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  file_name: z.string(),
  rows_read: z.number().int().describe('Data rows in the file (blank rows skipped)'),
  rows_imported: z.number().int().describe('Rows written: all of them, or none when there are errors'),
  ignored_columns: z.array(z.string()).describe('Headers that name no column; their cells are not read'),
  errors: z.array(importProblemSchema).max(maxReportedProblems),
  errors_total: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
