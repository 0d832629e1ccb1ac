import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { IncidentFilter } from '@cargo-sentry/contracts/incident-filter';
import type { Locale } from '@cargo-sentry/contracts/common';
import type { Incident } from '@cargo-sentry/contracts/incidents';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { incidentWhere } from '../incident-index/service';
import { listIncidentRowsAfter } from './repo';
import { normalize, toIncident, type IncidentContext } from './service';

type Named = { name_ru: string; name_en: string } | null;

/** Export columns: header per language and the cell value. */
const columns: {
  key: string;
  ru: string;
  en: string;
  width: number;
  value: (i: Incident, lang: Locale) => string | number | null;
}[] = [
  { key: 'id', ru: 'ID', en: 'ID', width: 9, value: (i) => i.id },
  { key: 'date', ru: 'Дата', en: 'Date', width: 12, value: (i) => i.date },
  { key: 'time', ru: 'Время', en: 'Time', width: 8, value: (i) => i.time },
  {
    key: 'incident_category',
    ru: 'Категория инцидента',
    en: 'Incident category',
    width: 20,
    value: (i, l) => name(i.incident_category, l),
  },
  {
    key: 'cargo_category',
    ru: 'Категория груза',
    en: 'Cargo category',
    width: 20,
    value: (i, l) => name(i.cargo_category, l),
  },
  {
    key: 'attack_method',
    ru: 'Способ хищения',
    en: 'Attack method',
    width: 28,
    value: (i, l) => name(i.attack_method, l),
  },
  {
    key: 'type_of_scene',
    ru: 'Место происшествия',
    en: 'Type of scene',
    width: 18,
    value: (i, l) => name(i.type_of_scene, l),
  },
  { key: 'country', ru: 'Страна', en: 'Country', width: 12, value: (i, l) => name(i.country, l) },
  {
    key: 'federal_district',
    ru: 'Федеральный округ',
    en: 'Federal district',
    width: 20,
    value: (i, l) => name(i.federal_district, l),
  },
  { key: 'region', ru: 'Регион', en: 'Region', width: 24, value: (i, l) => name(i.region, l) },
  { key: 'city', ru: 'Город', en: 'City', width: 18, value: (i, l) => name(i.city, l) },
  { key: 'street', ru: 'Улица', en: 'Street', width: 20, value: (i) => i.street },
  { key: 'road', ru: 'Трасса', en: 'Road', width: 20, value: (i) => i.road },
  { key: 'lat', ru: 'Широта', en: 'Latitude', width: 10, value: (i) => i.lat },
  { key: 'lon', ru: 'Долгота', en: 'Longitude', width: 10, value: (i) => i.lon },
  { key: 'cargo_description', ru: 'Груз', en: 'Cargo', width: 24, value: (i) => i.cargo_description },
  { key: 'amount', ru: 'Количество', en: 'Amount', width: 12, value: (i) => i.amount },
  { key: 'price', ru: 'Ущерб, ₽', en: 'Damage, ₽', width: 14, value: (i) => i.price },
  {
    key: 'information_source',
    ru: 'Источник информации',
    en: 'Information source',
    width: 20,
    value: (i, l) => name(i.information_source, l),
  },
  { key: 'reference_date', ru: 'Дата справки', en: 'Reference date', width: 12, value: (i) => i.reference_date },
  { key: 'loading_address', ru: 'Адрес погрузки', en: 'Loading address', width: 28, value: (i) => i.loading_address },
  {
    key: 'unloading_address',
    ru: 'Адрес выгрузки',
    en: 'Unloading address',
    width: 28,
    value: (i) => i.unloading_address,
  },
  {
    key: 'judicial_decision_number',
    ru: 'Номер судебного решения',
    en: 'Judicial decision number',
    width: 16,
    value: (i) => i.judicial_decision_number,
  },
  {
    key: 'media_mention_date',
    ru: 'Дата упоминания в СМИ',
    en: 'Media mention date',
    width: 12,
    value: (i) => i.media_mention_date,
  },
  { key: 'description', ru: 'Описание', en: 'Description', width: 40, value: (i) => i.description },
];

function name(item: Named, lang: Locale): string {
  if (!item) return '';
  return lang === 'en' ? item.name_en : item.name_ru;
}

/** The headers of the export in one language (tests read them back). */
export function exportHeaders(lang: Locale): string[] {
  return columns.map((c) => (lang === 'en' ? c.en : c.ru));
}

export function exportFileName(now: Date = new Date()): string {
  return `incidents_${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Demo users may not export (SPEC §6). Called before the response starts. */
export function assertMayExport(user: Pick<UserRow, 'demo'>): void {
  if (user.demo) throw new DomainError('demo_mode', 'Excel export is disabled in demo mode');
}

const batchSize = 5000;

/**
 * Streams the filtered incidents as .xlsx into `out`, in keyset batches, so memory stays bounded
 * however many rows match (DESIGN.md §8: building a million rows in memory takes 668 MiB).
 */
export async function writeIncidentWorkbook(
  ctx: IncidentContext,
  user: Pick<UserRow, 'accessLevel'>,
  filter: IncidentFilter,
  lang: Locale,
  out: Writable,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Incidents' : 'Инциденты', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({ header: lang === 'en' ? c.en : c.ru, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const where = incidentWhere(normalize(filter), user);
  let after: { date: string; id: number } | undefined;
  let written = 0;
  for (;;) {
    const rows = await listIncidentRowsAfter(ctx.db, where, after, batchSize);
    for (const row of rows) {
      const incident = toIncident(row, ctx.references);
      sheet.addRow(columns.map((c) => c.value(incident, lang))).commit();
    }
    written += rows.length;
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * Starts an export and returns the stream to send: the demo check happens first (403 before any
 * byte), then rows are written as the client reads. A failure mid-way aborts the stream.
 */
export function openIncidentExport(
  ctx: IncidentContext,
  user: Pick<UserRow, 'accessLevel' | 'demo'>,
  filter: IncidentFilter,
  lang: Locale,
  onError: (error: unknown) => void,
): Readable {
  assertMayExport(user);
  const out = new PassThrough();
  writeIncidentWorkbook(ctx, user, filter, lang, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
