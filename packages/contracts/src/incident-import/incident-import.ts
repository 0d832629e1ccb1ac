import { z } from 'zod';
import { idText, text } from '../shared/common';
import { dateText } from '../shared/dates';
import { atiIdSchema, innSchema } from '../shared/identifiers';
import { cells, defineRegister, type Cell } from '../registers/columns';
import {
  cellProblemCodes,
  fileProblemCodes,
  importProblemSchema,
  maxReportedProblems,
  spreadsheetLimits,
} from '../shared/spreadsheet-import';
import { uploadedFileSchema } from '../shared/uploads';
import { normalizeDate } from '../verification/form';

/**
 * The incident spreadsheet import (issue 11 §3, docs/decisions/0021-incident-import.md):
 * `POST /{product}/incidents_file` (multipart `incidents_file`) queues a background job that reads
 * the file, checks every row and writes all rows or none; `GET /{product}/incidents_file` is the
 * history of uploads. Reading, limits, zip-bomb and formula checks are the register import's
 * (spreadsheet-import.ts, decision 0016); the columns are declared here once, for the server, the
 * template and the web.
 */

/**
 * The register import's limits, but a cell may hold 10,000 characters: an incident's description
 * may (the staff form), and an exported file must import again as it is (issue 23 §7).
 */
export const incidentImportLimits = { ...spreadsheetLimits, maxCellLength: 10_000 } as const;

const filled = (max: number) => text(max).trim().min(1, 'required');
const optionalTrimmed = (max: number) => text(max).trim();

/** A reference cell (category, region, city…): its name in Russian or English, or its id. Resolved by the server. */
const reference = (required: boolean): Cell<string> => ({
  schema: required ? filled(200) : optionalTrimmed(200),
  required,
  problem: 'invalid',
  format: 'general',
});

/**
 * A coordinate: `55,4312` or `55.4312`, and any number as a spreadsheet holds it (`1e-7`, 17
 * digits): an exported point must import as the same number (issue 23 §7).
 */
const decimal = (min: number, max: number): Cell<number | null> => ({
  schema: text(40)
    .transform((value) => value.replace(/[\s\u00a0]/g, '').replace(',', '.'))
    .refine(
      (value) =>
        value === '' || (/^-?\d{1,3}(\.\d{1,20})?(e-?\d{1,3})?$/i.test(value) && +value >= min && +value <= max),
      'number',
    )
    .transform((value) => (value === '' ? null : Number(value))),
  required: false,
  problem: 'number',
  format: 'general',
});

const optionalDate: Cell<string | null> = cells.optionalDate();

/** Damage in roubles, required: `412 500`, `412500,50` (kopecks are rounded). */
const price: Cell<number> = {
  schema: filled(40)
    .transform((value) => value.replace(/[\s\u00a0₽]/g, '').replace(',', '.'))
    .refine((value) => /^\d{1,13}(\.\d{1,2})?$/.test(value), 'number')
    .transform((value) => Math.round(Number(value))),
  required: true,
  problem: 'number',
  format: 'general',
};

const time: Cell<string | null> = {
  schema: optionalTrimmed(20)
    .refine((value) => value === '' || /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), 'invalid')
    .transform((value) => (value === '' ? null : value.padStart(value.indexOf(':') === 1 ? value.length + 1 : 0, '0'))),
  required: false,
  problem: 'invalid',
  format: 'text',
};

/** The incident's date: as the form, not before 1990; a future date is checked by the server (it knows today). */
const incidentDate: Cell<string> = {
  schema: filled(40)
    .transform(normalizeDate)
    .pipe(dateText)
    .refine((value) => value >= '1990-01-01', 'date'),
  required: true,
  problem: 'date',
  format: 'date',
};

const optionalInn: Cell<string> = {
  schema: optionalTrimmed(40).pipe(z.union([z.literal(''), innSchema])),
  required: false,
  problem: 'inn',
  format: 'text',
};
const optionalOgrn: Cell<string> = cells.optionalOgrn();
const optionalAtiId: Cell<string> = {
  schema: optionalTrimmed(40).pipe(z.union([z.literal(''), atiIdSchema])),
  required: false,
  problem: 'ati_id',
  format: 'text',
};
const optionalText = (max: number) => cells.optionalText(max, '');

/** docs/product.md#incident fields as spreadsheet columns; the keys are the API's field names. */
export const incidentImportDefinition = defineRegister({
  title: { ru: 'Инциденты', en: 'Incidents' },
  columns: {
    date: {
      name: { ru: 'Дата', en: 'Date' },
      note: {
        ru: 'Дата инцидента: ДД.ММ.ГГГГ, с 1990 года, не позже сегодня',
        en: 'Date of the incident: DD.MM.YYYY, 1990 to today',
      },
      example: '15.03.2024',
      cell: incidentDate,
    },
    time: {
      name: { ru: 'Время', en: 'Time' },
      note: { ru: 'ЧЧ:ММ, можно не заполнять', en: 'HH:MM, optional' },
      example: '22:40',
      cell: time,
    },
    incident_category: {
      name: { ru: 'Способ хищения', en: 'Incident category' },
      note: {
        ru: 'Название из листа «Способы хищения» или его номер',
        en: 'A name from the "Incident categories" sheet or its id',
      },
      example: 'Кража',
      cell: reference(true),
    },
    cargo_category: {
      name: { ru: 'Категория груза', en: 'Cargo category' },
      note: {
        ru: 'Название из листа «Категории груза» или его номер',
        en: 'A name from the "Cargo categories" sheet or its id',
      },
      example: 'Электроника',
      cell: reference(true),
    },
    attack_method: {
      name: { ru: 'Способ нападения', en: 'Attack method' },
      note: { ru: 'Из листа «Способы нападения», можно не заполнять', en: 'From the "Attack methods" sheet, optional' },
      example: '',
      cell: reference(false),
    },
    type_of_scene: {
      name: { ru: 'Место происшествия', en: 'Type of scene' },
      note: {
        ru: 'Из листа «Места происшествия», можно не заполнять',
        en: 'From the "Types of scene" sheet, optional',
      },
      example: '',
      cell: reference(false),
    },
    country: {
      name: { ru: 'Страна', en: 'Country' },
      note: { ru: 'Пусто — Россия', en: 'Blank means Russia' },
      example: 'Россия',
      cell: reference(false),
    },
    federal_district: {
      name: { ru: 'Федеральный округ', en: 'Federal district' },
      note: { ru: 'Можно не заполнять: берётся из региона', en: 'Optional: taken from the region' },
      example: '',
      cell: reference(false),
    },
    region: {
      name: { ru: 'Регион', en: 'Region' },
      note: {
        ru: 'Из листа «Регионы»; нужен, если город есть в нескольких регионах',
        en: 'From the "Regions" sheet; needed when the city name is in several regions',
      },
      example: 'Московская область',
      cell: reference(false),
    },
    city: {
      name: { ru: 'Город', en: 'City' },
      note: {
        ru: 'Из листа «Города». Нужен город, регион, округ или координаты',
        en: 'From the "Cities" sheet. A city, region, district or coordinates are needed',
      },
      example: 'Подольск',
      cell: reference(false),
    },
    street: {
      name: { ru: 'Улица', en: 'Street' },
      note: { ru: 'До 300 знаков', en: 'Up to 300 characters' },
      example: 'ул. Железнодорожная, 1',
      cell: optionalText(300),
    },
    road: {
      name: { ru: 'Трасса', en: 'Road' },
      note: { ru: 'До 300 знаков', en: 'Up to 300 characters' },
      example: 'М-2 «Крым», 45 км',
      cell: optionalText(300),
    },
    lat: {
      name: { ru: 'Широта', en: 'Latitude' },
      note: {
        ru: 'Градусы, например 55,4312; вместе с долготой',
        en: 'Degrees, e.g. 55.4312; together with the longitude',
      },
      example: '55.4312',
      cell: decimal(-90, 90),
    },
    lon: {
      name: { ru: 'Долгота', en: 'Longitude' },
      note: { ru: 'Градусы, например 37,5449', en: 'Degrees, e.g. 37.5449' },
      example: '37.5449',
      cell: decimal(-180, 360),
    },
    cargo_description: {
      name: { ru: 'Описание груза', en: 'Cargo description' },
      note: { ru: 'До 1000 знаков', en: 'Up to 1000 characters' },
      example: 'Смартфоны',
      cell: optionalText(1000),
    },
    amount: {
      name: { ru: 'Количество груза', en: 'Amount of cargo' },
      note: { ru: 'Как написано: «20 т», «1 200 коробок»', en: 'As written: "20 t", "1,200 boxes"' },
      example: '120 коробок',
      cell: optionalText(200),
    },
    price: {
      name: { ru: 'Ущерб, ₽', en: 'Damage, RUB' },
      note: { ru: 'Рубли, число', en: 'Roubles, a number' },
      example: '4500000',
      cell: price,
    },
    information_source: {
      name: { ru: 'Источник информации', en: 'Information source' },
      note: { ru: 'Из листа «Источники», можно не заполнять', en: 'From the "Information sources" sheet, optional' },
      example: '',
      cell: reference(false),
    },
    reference_date: {
      name: { ru: 'Дата справки', en: 'Reference date' },
      note: { ru: 'ДД.ММ.ГГГГ, можно не заполнять', en: 'DD.MM.YYYY, optional' },
      example: '',
      cell: optionalDate,
    },
    loading_address: {
      name: { ru: 'Адрес погрузки', en: 'Loading address' },
      note: { ru: 'До 500 знаков', en: 'Up to 500 characters' },
      example: '',
      cell: optionalText(500),
    },
    unloading_address: {
      name: { ru: 'Адрес выгрузки', en: 'Unloading address' },
      note: { ru: 'До 500 знаков', en: 'Up to 500 characters' },
      example: '',
      cell: optionalText(500),
    },
    judicial_decision_number: {
      name: { ru: 'Номер судебного решения', en: 'Judicial decision number' },
      note: { ru: 'До 200 знаков', en: 'Up to 200 characters' },
      example: '',
      cell: optionalText(200),
    },
    media_mention_date: {
      name: { ru: 'Дата упоминания в СМИ', en: 'Media mention date' },
      note: { ru: 'ДД.ММ.ГГГГ, можно не заполнять', en: 'DD.MM.YYYY, optional' },
      example: '',
      cell: optionalDate,
    },
    description: {
      name: { ru: 'Описание', en: 'Description' },
      note: { ru: 'До 10 000 знаков', en: 'Up to 10,000 characters' },
      example: 'Похищен полуприцеп с грузом на стоянке',
      cell: optionalText(10000),
    },
    vehicle_plate: {
      name: { ru: 'Госномер ТС', en: 'Vehicle plate' },
      note: { ru: 'Например А123ВС77', en: 'E.g. А123ВС77' },
      example: '',
      cell: cells.optionalPlate(),
    },
    vehicle_vin: {
      name: { ru: 'VIN ТС', en: 'Vehicle VIN' },
      note: { ru: '17 знаков', en: '17 characters' },
      example: '',
      cell: cells.optionalVin(),
    },
    trailer_plate: {
      name: { ru: 'Госномер прицепа', en: 'Trailer plate' },
      note: { ru: 'Например АВ123477', en: 'E.g. АВ123477' },
      example: '',
      cell: cells.optionalPlate(),
    },
    trailer_vin: {
      name: { ru: 'VIN прицепа', en: 'Trailer VIN' },
      note: { ru: '17 знаков', en: '17 characters' },
      example: '',
      cell: cells.optionalVin(),
    },
    counterparty_inn: {
      name: { ru: 'ИНН контрагента', en: 'Counterparty INN' },
      note: { ru: '10 или 12 цифр', en: '10 or 12 digits' },
      example: '',
      cell: optionalInn,
    },
    counterparty_ogrn: {
      name: { ru: 'ОГРН контрагента', en: 'Counterparty OGRN' },
      note: { ru: '13 или 15 цифр', en: '13 or 15 digits' },
      example: '',
      cell: optionalOgrn,
    },
    ati_id: {
      name: { ru: 'Код АТИ', en: 'ATI id' },
      note: { ru: 'Только цифры', en: 'Digits only' },
      example: '',
      cell: optionalAtiId,
    },
  },
  // A point needs both coordinates: the server checks that with the references (rows.ts), so the
  // rule holds for a row whose other cells do not read too.
});

export type IncidentImportColumn = keyof typeof incidentImportDefinition.columns;

/** Problems only the incident import finds, once the cells are read: the reference lists and the database. */
export const incidentImportProblemCodes = [
  'unknown_reference',
  'ambiguous_city',
  'place',
  'region_mismatch',
  'future_date',
] as const;

export const incidentImportProblemCodeSchema = z.enum([
  ...fileProblemCodes,
  ...cellProblemCodes,
  ...incidentImportProblemCodes,
]);
export type IncidentImportProblemCode = z.infer<typeof incidentImportProblemCodeSchema>;

export const incidentImportProblemSchema = importProblemSchema.extend({ code: incidentImportProblemCodeSchema });
export type IncidentImportProblem = z.infer<typeof incidentImportProblemSchema>;

/** What to do with a row matching a stored incident (same date, city, cargo category and damage). */
export const onDuplicateSchema = z.enum(['skip', 'update']);
export type OnDuplicate = z.infer<typeof onDuplicateSchema>;

/** `POST /{product}/incidents_file` as multipart/form-data. */
export const incidentUploadRequestSchema = z.object({
  incidents_file: uploadedFileSchema,
  on_duplicate: onDuplicateSchema
    .default('skip')
    .describe('skip: keep the stored incident; update: overwrite it with the row'),
});

export const incidentUploadStatusSchema = z
  .enum(['queued', 'running', 'imported', 'rejected', 'failed'])
  .describe(
    'queued/running: the job; imported: written; rejected: the file has errors, nothing written; failed: the upload could not be processed',
  );
export type IncidentUploadStatus = z.infer<typeof incidentUploadStatusSchema>;

/** Why an upload failed, when known: `process_lost`, the process importing it stopped (issue 24 §4). */
export const incidentUploadFailureReasonSchema = z
  .enum(['process_lost'])
  .describe('process_lost: the server process importing the file stopped; nothing it wrote was kept');
export type IncidentUploadFailureReason = z.infer<typeof incidentUploadFailureReasonSchema>;

export const incidentUploadProgressSchema = z.object({
  stage: z.enum(['reading', 'checking', 'writing', 'finished']),
  rows_read: z.number().int(),
  rows_valid: z.number().int(),
  rows_invalid: z.number().int(),
  rows_written: z.number().int(),
});
export type IncidentUploadProgress = z.infer<typeof incidentUploadProgressSchema>;

export const incidentUploadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  uploaded_by: z.string().nullable().describe('Username of the staff member'),
  on_duplicate: onDuplicateSchema,
  status: incidentUploadStatusSchema,
  failure_reason: incidentUploadFailureReasonSchema.nullable().describe('Set for some failed uploads, else null'),
  progress: incidentUploadProgressSchema.nullable(),
  rows_read: z.number().int(),
  rows_inserted: z.number().int(),
  rows_updated: z.number().int(),
  rows_skipped: z.number().int().describe('Rows matching a stored incident, left as stored'),
  errors_total: z.number().int(),
});
export type IncidentUpload = z.infer<typeof incidentUploadSchema>;

export const incidentUploadDetailSchema = incidentUploadSchema.extend({
  ignored_columns: z.array(z.string()),
  errors: z.array(incidentImportProblemSchema).max(maxReportedProblems),
});
export type IncidentUploadDetail = z.infer<typeof incidentUploadDetailSchema>;

export const incidentUploadListSchema = z.object({ results: z.array(incidentUploadSchema) });
export type IncidentUploadList = z.infer<typeof incidentUploadListSchema>;

/** An upload id in the path: plain digits only, as every other id (`0x1`, `1e0`, `+1` and ` 1` once read as 1). */
export const incidentUploadParamSchema = z.object({ id: idText });

/** docs/product.md#upload-errors: what an upload that could not be processed shows. */
export const uploadErrorText = {
  ru: 'Произошла ошибка при загрузке файла, повторите попытку позже.',
  en: 'An error occurred while uploading the file, please try again later.',
} as const;

/** Each problem in both languages: the report file carries both, the page shows its language's. */
export const incidentImportProblemTexts: Record<IncidentImportProblemCode, { ru: string; en: string }> = {
  not_spreadsheet: { ru: 'Это не таблица CSV или XLSX', en: 'This is not a CSV or XLSX spreadsheet' },
  old_excel: {
    ru: 'Старый формат Excel (.xls) или файл с паролем: сохраните как .xlsx без пароля или как CSV',
    en: 'An old Excel file (.xls) or a password-protected one: save it as .xlsx without a password or as CSV',
  },
  unreadable: { ru: 'Файл повреждён или не читается', en: 'The file is damaged or cannot be read' },
  encrypted: { ru: 'Файл защищён паролем', en: 'The file is password-protected' },
  archive_too_large: {
    ru: 'Файл XLSX распаковывается в слишком большой объём',
    en: 'The XLSX file unpacks to too much data',
  },
  file_too_large: { ru: 'Файл больше допустимого размера', en: 'The file is over the size limit' },
  empty_file: { ru: 'В файле нет данных', en: 'The file holds no data' },
  no_rows: {
    ru: 'Под строкой заголовков нет ни одной строки данных',
    en: 'There are no data rows below the header row',
  },
  too_many_rows: { ru: 'Слишком много строк', en: 'Too many rows' },
  too_many_columns: { ru: 'Слишком много столбцов', en: 'Too many columns' },
  missing_column: { ru: 'Нет обязательного столбца', en: 'A required column is missing' },
  duplicate_column: { ru: 'Столбец указан в заголовке дважды', en: 'The column appears twice in the header' },
  required: { ru: 'Пустая ячейка в обязательном столбце', en: 'Empty cell in a required column' },
  too_long: { ru: 'Слишком длинный текст', en: 'The text is too long' },
  invalid: { ru: 'Недопустимое значение', en: 'Value not allowed' },
  formula: { ru: 'Формула: вставьте вместо неё значение', en: 'A formula: paste its value instead' },
  cell_error: { ru: 'Ячейка с ошибкой Excel (например, #Н/Д)', en: 'A cell with an Excel error (such as #N/A)' },
  cell_too_long: { ru: 'Ячейка длиннее допустимого', en: 'The cell is over the length limit' },
  duplicate: { ru: 'Строка повторяет одну из строк выше', en: 'The row repeats a row above' },
  exists: { ru: 'Такая запись уже есть', en: 'This record already exists' },
  date: { ru: 'Дата: ДД.ММ.ГГГГ или ГГГГ-ММ-ДД, с 1990 года', en: 'Date: DD.MM.YYYY or YYYY-MM-DD, from 1990' },
  date_order: { ru: 'Дата раньше даты начала', en: 'The date is before the start date' },
  number: { ru: 'Ожидается число', en: 'A number is expected' },
  boolean: { ru: 'Ожидается «да» или «нет»', en: 'Expected yes or no' },
  list_too_long: { ru: 'Слишком много элементов в списке', en: 'Too many items in the list' },
  name: { ru: 'Только буквы, пробел, дефис и апостроф', en: 'Letters, space, hyphen and apostrophe only' },
  vin: { ru: 'VIN: 17 латинских букв и цифр без I, O и Q', en: 'VIN: 17 Latin letters and digits without I, O and Q' },
  plate: {
    ru: 'Госномер: цифры и буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х, например А123ВС77',
    en: 'Plate: digits and the letters А, В, Е, К, М, Н, О, Р, С, Т, У, Х, e.g. А123ВС77',
  },
  vin_or_plate: { ru: 'Нужен VIN или госномер', en: 'A VIN or a plate is needed' },
  passport_number: { ru: 'Серия и номер паспорта: 10 цифр', en: 'Passport series and number: 10 digits' },
  driving_license_number: { ru: 'Номер удостоверения: 10 знаков', en: 'Licence number: 10 characters' },
  decision: {
    ru: 'Решение: дата | код | описание | срок | регион',
    en: 'Decision: date | code | description | months | region',
  },
  inn: { ru: 'ИНН: 10 или 12 цифр', en: 'An INN has 10 or 12 digits' },
  inn_checksum: { ru: 'Контрольные цифры ИНН не сходятся', en: 'The INN check digits do not match' },
  ogrn: { ru: 'ОГРН: 13 цифр, ОГРНИП: 15', en: 'OGRN is 13 digits, OGRNIP 15' },
  ogrn_checksum: { ru: 'Контрольная цифра ОГРН не сходится', en: 'The OGRN check digit does not match' },
  snils: { ru: 'СНИЛС: 11 цифр', en: 'SNILS is 11 digits' },
  snils_checksum: { ru: 'Контрольное число СНИЛС не сходится', en: 'The SNILS check number does not match' },
  ati_id: { ru: 'Код АТИ: только цифры, не меньше 5', en: 'An ATI id is digits only, at least 5' },
  phone: { ru: 'Телефон: от 10 до 15 цифр', en: 'Phone: 10 to 15 digits' },
  unknown_reference: {
    ru: 'Нет в справочнике: возьмите название из листа справочника шаблона',
    en: 'Not in the reference list: take the name from the template’s list sheet',
  },
  ambiguous_city: {
    ru: 'Город с таким названием есть в нескольких регионах: укажите регион',
    en: 'Several regions have a city of this name: fill in the region',
  },
  place: {
    ru: 'Нужно место: город, регион, федеральный округ или координаты',
    en: 'A place is needed: a city, region, federal district or coordinates',
  },
  region_mismatch: {
    ru: 'Не сходится с городом или регионом в этой строке',
    en: 'Does not match the city or region of this row',
  },
  future_date: { ru: 'Дата в будущем', en: 'The date is in the future' },
};

/** Where a problem sits: the row number, or the whole file. */
export const wholeFileText = { ru: 'Весь файл', en: 'Whole file' } as const;
