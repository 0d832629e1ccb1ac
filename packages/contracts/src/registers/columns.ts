import { z } from 'zod';
import { text } from '../shared/common';
import { dateText } from '../shared/dates';
import {
  atiIdSchema,
  innSchema,
  isValidDrivingLicenseNumber,
  isValidForeignDocumentNumber,
  isValidPassportOrForeignNumber,
  isValidTrailerPlate,
  isValidVehiclePlate,
  isValidVin,
  normalizeDrivingLicenseNumber,
  normalizePlate,
  normalizeVin,
  ogrnSchema,
} from '../shared/identifiers';
import { isCellProblemCode, type CellProblemCode } from '../shared/spreadsheet-import';
import { normalizeDate, phoneKey } from '../verification/form';

/**
 * The columns of a verification register as a spreadsheet has them: each cell is text (blank is
 * '') parsed into the stored value by a zod schema, so the server, its templates and the web all
 * read one declaration. A register is `defineRegister({ title, columns })` (register-definitions.ts).
 */

/** One kind of cell: how its text becomes the stored value, and how the template formats it. */
export interface Cell<T> {
  schema: z.ZodType<T, string>;
  /** The column must be in the header and its cells filled. */
  required: boolean;
  /** The code of any failure the schema does not name itself (a date cell that is no date: `date`). */
  problem: CellProblemCode;
  /** `text` keeps the leading zeros of identifiers in the XLSX template; `date` shows DD.MM.YYYY. */
  format: 'text' | 'date' | 'general';
}

const cell = <T>(
  schema: z.ZodType<T, string>,
  required: boolean,
  problem: CellProblemCode = 'invalid',
  format: Cell<T>['format'] = 'general',
): Cell<T> => ({ schema, required, problem, format });

/** How a problem of a cell is reported: a code of the schema, or the cell kind's own. */
export function cellProblemOf(issue: z.core.$ZodIssue, kind: Pick<Cell<unknown>, 'problem'>): CellProblemCode {
  if (isCellProblemCode(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'too_small') return 'required';
  return kind.problem;
}

const filled = (max: number) => text(max).trim().min(1, 'required');
const identifierText = text(40).trim();
const upperWithoutSpaces = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const personName = /^\p{L}[\p{L}\s'’.-]*$/u;
/** What a list cell's items are separated by: a semicolon or a line break (Alt+Enter in Excel). */
const listSeparator = /[;\n]/;
const splitList = (value: string) =>
  value
    .split(listSeparator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const booleanWords: Record<string, boolean> = Object.fromEntries([
  ...['да', 'д', 'yes', 'y', 'true', 'истина', '1', '+'].map((word) => [word, true]),
  ...['нет', 'н', 'no', 'n', 'false', 'ложь', '0', '-', ''].map((word) => [word, false]),
]);

const trustColourWords: Record<string, 'RED' | 'YELLOW' | 'GREEN'> = {
  red: 'RED',
  красный: 'RED',
  yellow: 'YELLOW',
  желтый: 'YELLOW',
  green: 'GREEN',
  зеленый: 'GREEN',
};

/** The longest cell a list column takes (the reader's own cap is larger). */
const spreadsheetCellMax = 4_000;

/** Roubles as written by people and spreadsheets: `412 500,50`, `412500.5`, `412 500`. */
const amountPattern = /^\d{1,12}(?:\.\d{1,2})?$/;

export const cells = {
  /** Filled text, at most `max` characters, spaces around it dropped. */
  text: (max: number) => cell(filled(max), true),
  /** Text that may be blank: `empty` ('' or null) is stored then. */
  optionalText: <E extends '' | null>(max: number, empty: E) =>
    cell(
      text(max)
        .trim()
        .transform((value): string | E => (value === '' ? empty : value)),
      false,
    ),
  /**
   * A status written as the registers write it; `known` ones are stored in their own case, since
   * the checks compare them exactly ("Действует" is the policy or licence in force).
   */
  status: (known: readonly string[]) =>
    cell(
      filled(100).transform((value) => known.find((k) => k.toLowerCase() === value.toLowerCase()) ?? value),
      true,
    ),
  /** A person's first or last name: letters, spaces, hyphens, apostrophes and dots. */
  personName: () => cell(filled(100).regex(personName, 'name'), true),
  /** A name that may be blank (a patronymic, the holder of a listed passport): '' then. */
  optionalPersonName: () =>
    cell(
      text(100)
        .trim()
        .refine((value) => value === '' || personName.test(value), 'name'),
      false,
    ),
  /** One of `allowed`, in any case, stored as written there; anything else is `invalid`. */
  oneOf: <const T extends string>(allowed: readonly [T, ...T[]]): Cell<T> => {
    const schema: z.ZodType<T, string> = filled(100).transform((value, ctx): T => {
      const known = allowed.find((item) => item.toLowerCase() === value.toLowerCase());
      if (known) return known;
      ctx.addIssue({ code: 'custom', message: 'invalid', input: value });
      return z.NEVER;
    });
    return cell(schema, true);
  },
  /** `YYYY-MM-DD` or `DD.MM.YYYY` (a date cell of an XLSX arrives as `YYYY-MM-DD`). */
  date: () => cell(filled(40).transform(normalizeDate).pipe(dateText), true, 'date', 'date'),
  optionalDate: () =>
    cell(
      text(40)
        .trim()
        .transform((value) => (value === '' ? null : normalizeDate(value)))
        .pipe(dateText.nullable()),
      false,
      'date',
      'date',
    ),
  /** Yes or no in Russian or English, `1`/`0`, `+`/`-`, Excel's TRUE/FALSE; blank is no. */
  boolean: () =>
    cell(
      text(20)
        .trim()
        .toLowerCase()
        .refine((value) => value in booleanWords, 'boolean')
        .transform((value) => booleanWords[value]),
      false,
      'boolean',
    ),
  /** Roubles with at most two decimals (comma or point, spaces between thousands); blank is null. */
  optionalAmount: () =>
    cell(
      text(40)
        .transform((value) => value.replace(/[\s\u00a0]/g, '').replace(',', '.'))
        .refine((value) => value === '' || amountPattern.test(value), 'number')
        .transform((value) => (value === '' ? null : Number(value))),
      false,
      'number',
    ),
  /** A VIN, or blank (''), stored as the checks compare it (`normalizeVin`). */
  optionalVin: () =>
    cell(
      identifierText.transform(normalizeVin).refine((value) => value === '' || isValidVin(value), 'vin'),
      false,
      'vin',
      'text',
    ),
  /** A vehicle or trailer plate, or blank (''), stored as the checks compare it (`normalizePlate`). */
  optionalPlate: () =>
    cell(
      identifierText
        .transform(normalizePlate)
        .refine((value) => value === '' || isValidVehiclePlate(value) || isValidTrailerPlate(value), 'plate'),
      false,
      'plate',
      'text',
    ),
  /** A Russian driving licence number, or a foreign one (users with `foreign_documents` check those). */
  drivingLicenseNumber: () =>
    cell(
      identifierText
        .min(1, 'required')
        .transform(normalizeDrivingLicenseNumber)
        .refine(
          (value) => isValidDrivingLicenseNumber(value) || isValidForeignDocumentNumber(value),
          'driving_license_number',
        ),
      true,
      'driving_license_number',
      'text',
    ),
  /** A Russian passport's series and number (10 digits), or a foreign document's number. */
  passportNumber: () =>
    cell(
      identifierText
        .min(1, 'required')
        .transform(upperWithoutSpaces)
        .refine(isValidPassportOrForeignNumber, 'passport_number'),
      true,
      'passport_number',
      'text',
    ),
  /** A passport number as `passportNumber`, or blank (''). */
  optionalPassportNumber: () =>
    cell(
      identifierText
        .transform(upperWithoutSpaces)
        .refine((value) => value === '' || isValidPassportOrForeignNumber(value), 'passport_number'),
      false,
      'passport_number',
      'text',
    ),
  /** A phone as people write it (+7 (916) 123-45-67, 8 916 …), stored as the checks look it up (`phoneKey`). */
  phone: () =>
    cell(
      filled(30)
        .transform(phoneKey)
        .refine((value) => /^\d{10,15}$/.test(value), 'phone'),
      true,
      'phone',
      'text',
    ),
  /** An INN (10 or 12 digits with its check digits). */
  inn: () => cell(identifierText.min(1, 'required').pipe(innSchema), true, 'inn', 'text'),
  /** An OGRN or OGRNIP with its check digit, or blank (''). */
  optionalOgrn: () => cell(identifierText.pipe(z.union([z.literal(''), ogrnSchema])), false, 'ogrn', 'text'),
  /** An ATI.su id: digits only, at least five. */
  atiId: () => cell(identifierText.min(1, 'required').pipe(atiIdSchema), true, 'ati_id', 'text'),
  /**
   * A trust colour (decision 0015): RED, YELLOW or GREEN, also in Russian (красный, жёлтый,
   * зелёный); blank is null, "not assessed".
   */
  trustColour: () =>
    cell(
      text(20)
        .trim()
        .toLowerCase()
        .transform((value, ctx) => {
          if (value === '') return null;
          const colour = trustColourWords[value.replace('ё', 'е')];
          if (colour) return colour;
          ctx.addIssue({ code: 'custom', message: 'invalid', input: value });
          return z.NEVER;
        }),
      false,
    ),
  /** A share of the capital in per cent, 0–100, up to two decimals; blank is null. */
  optionalPercent: () =>
    cell(
      text(20)
        .transform((value) => value.replace(/[\s\u00a0%]/g, '').replace(',', '.'))
        .refine((value) => value === '' || (/^\d{1,3}(?:\.\d{1,2})?$/.test(value) && Number(value) <= 100), 'number')
        .transform((value) => (value === '' ? null : Number(value))),
      false,
      'number',
    ),
  /** Several texts in one cell, separated by `;` or line breaks. */
  list: (maxItemLength: number, maxItems: number) =>
    cell(
      text(spreadsheetCellMax)
        .transform(splitList)
        .pipe(z.array(text(maxItemLength)).max(maxItems, 'list_too_long')),
      false,
    ),
  /**
   * Items of several parts in one cell: items separated by `;` or line breaks, parts by `|`
   * (`02.09.2024 | 60 | Лишение права управления | 18 | Ростовская область`). `parse` gets the
   * trimmed parts of one item and returns it, or null when it is not one.
   */
  records: <T>(maxItems: number, problem: CellProblemCode, parse: (parts: string[]) => T | null) =>
    cell(
      text(spreadsheetCellMax)
        .transform((value, ctx) => {
          const items = splitList(value).map((item) => parse(item.split('|').map((part) => part.trim())));
          if (items.every((item): item is T => item !== null)) return items;
          ctx.addIssue({ code: 'custom', message: problem, input: value });
          return z.NEVER;
        })
        .pipe(z.array(z.custom<T>()).max(maxItems, 'list_too_long')),
      false,
      problem,
    ),
};

/** A column: its header names, what the template's notes sheet says of it, an example, its cell. */
export interface RegisterColumn<T = unknown> {
  name: { ru: string; en: string };
  note: { ru: string; en: string };
  /** The example row of the template, as typed in a file. */
  example: string;
  cell: Cell<T>;
}

export type RegisterColumns = Record<string, RegisterColumn>;

/** A register's row once parsed: one stored value per column key. */
export type RegisterRow<C extends RegisterColumns> = {
  [K in keyof C]: C[K] extends RegisterColumn<infer T> ? T : never;
};

export interface RegisterDefinition<C extends RegisterColumns = RegisterColumns> {
  title: { ru: string; en: string };
  columns: C;
  /** The cells of one row (column key → text, '' when blank) to the row stored. */
  rowSchema: z.ZodType<RegisterRow<C>, Record<keyof C, string>>;
  /** Rules over several cells of a row (at least a VIN or a plate). */
  check?: RowCheck<C>;
  /**
   * Columns that identify a row, its natural key: an import appending a row with a stored key
   * updates that row, and two rows of one file with the same key but different cells are refused
   * (`duplicate`). Keys compare in any case and with ё read as е, as the tables' unique indexes do.
   */
  uniqueKey?: readonly (keyof C & string)[];
}

/**
 * Reports a problem of a whole row, in one of its columns. The row holds the cells that parsed:
 * a cell that failed is absent (undefined), so a rule over it stays silent and the row's other
 * problems are still all reported.
 */
type RowCheck<C extends RegisterColumns> = (
  row: RegisterRow<C>,
  problem: (column: keyof C & string, code: CellProblemCode) => void,
) => void;

export type ParsedRow<C extends RegisterColumns> =
  { ok: true; row: RegisterRow<C> } | { ok: false; problems: { column: keyof C & string; code: CellProblemCode }[] };

/**
 * One row's cells (column key → text; a missing column is blank) parsed, or every problem of the
 * row: each failing cell's, in column order, then those of the row rules over the cells that read.
 */
export function parseRegisterRow<C extends RegisterColumns>(
  definition: RegisterDefinition<C>,
  values: Partial<Record<keyof C, string>>,
): ParsedRow<C> {
  const row: Record<string, unknown> = {};
  const problems = new Map<keyof C & string, CellProblemCode>();
  for (const [key, column] of Object.entries(definition.columns) as [keyof C & string, RegisterColumn][]) {
    const parsed = column.cell.schema.safeParse(values[key] ?? '');
    if (parsed.success) row[key] = parsed.data;
    // One problem per cell: the first, which is the one to fix first.
    else problems.set(key, cellProblemOf(parsed.error.issues[0], column.cell));
  }
  definition.check?.(row as RegisterRow<C>, (column, code) => {
    if (!problems.has(column)) problems.set(column, code);
  });
  if (problems.size === 0) return { ok: true, row: row as RegisterRow<C> };
  return { ok: false, problems: [...problems].map(([column, code]) => ({ column, code })) };
}

/** A register from its columns; `check` adds rules over several cells (at least a VIN or a plate). */
export function defineRegister<const C extends RegisterColumns>(spec: {
  title: { ru: string; en: string };
  columns: C;
  check?: RowCheck<C>;
  uniqueKey?: readonly (keyof C & string)[];
}): RegisterDefinition<C> {
  const shape = Object.fromEntries(Object.entries(spec.columns).map(([key, column]) => [key, column.cell.schema]));
  const rowSchema = z.object(shape).superRefine((row, ctx) => {
    spec.check?.(row as RegisterRow<C>, (column, code) =>
      ctx.addIssue({ code: 'custom', path: [column], message: code }),
    );
  }) as unknown as z.ZodType<RegisterRow<C>, Record<keyof C, string>>;
  return { title: spec.title, columns: spec.columns, rowSchema, check: spec.check, uniqueKey: spec.uniqueKey };
}
