import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '@cargo-sentry/contracts/common';
import type { DbOrTx } from '../../db/client';
import * as repo from './repo';
import { clientName } from './service';

const batchSize = 1000;

const headers: Record<Locale, string[]> = {
  ru: [
    'Клиент',
    'Логин',
    'ИНН',
    'Наименование',
    'На мониторинге с',
    'Последняя проверка',
    'Новые совпадения',
    'Старые совпадения',
  ],
  en: ['Client', 'Username', 'INN', 'Name', 'Monitored since', 'Last check', 'New matches', 'Old matches'],
};
const widths = [40, 16, 14, 36, 18, 18, 16, 16];

export function prudenceExportFileName(now: Date = new Date()): string {
  return `commercial_prudence_${now.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * Every active subscription, one row each (client, INN, matches new/old), streamed in keyset
 * batches so memory stays bounded however many INNs are monitored (DESIGN.md §8).
 */
async function writePrudenceWorkbook(db: DbOrTx, lang: Locale, out: Writable): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Commercial prudence' : 'Коммерческая осмотрительность', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = headers[lang].map((header, i) => ({ header, width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after = 0;
  let written = 0;
  for (;;) {
    const rows = await repo.selectExportPage(db, after, batchSize);
    for (const row of rows) {
      sheet
        .addRow([
          clientName(row),
          row.username,
          row.inn,
          row.name ?? '',
          new Date(repo.isoOf(row.created_at)),
          row.checked_at ? new Date(repo.isoOf(row.checked_at)) : null,
          row.matches_new,
          row.matches_old,
        ])
        .commit();
    }
    written += rows.length;
    if (rows.length < batchSize) break;
    after = rows[rows.length - 1].id;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** The export as a stream to send; a failure mid-way aborts it. */
export function openPrudenceExport(db: DbOrTx, lang: Locale, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  writePrudenceWorkbook(db, lang, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
