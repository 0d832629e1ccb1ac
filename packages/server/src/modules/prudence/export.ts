import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { DbOrTx } from '../../db/client';
import { openSheetWriter } from '../../platform/sheet-writer/sheet-writer-thread';
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
 * batches so memory stays bounded however many INNs are monitored (docs/architecture.md#exports-stream-row-by-row); the workbook
 * is built on a worker thread, as the incident export's is (issue 23 §23).
 */
async function writePrudenceWorkbook(db: DbOrTx, lang: Locale, out: Writable): Promise<number> {
  const writer = openSheetWriter(
    {
      name: lang === 'en' ? 'Commercial prudence' : 'Коммерческая осмотрительность',
      columns: headers[lang].map((header, i) => ({ header, width: widths[i] })),
    },
    out,
  );
  out.once('close', () => writer.abort());
  let after = 0;
  let written = 0;
  try {
    for (;;) {
      const rows = await repo.selectExportPage(db, after, batchSize);
      await writer.write(
        rows.map((row) => [
          clientName(row),
          row.username,
          row.inn,
          row.name ?? '',
          new Date(repo.isoOf(row.created_at)),
          row.checked_at ? new Date(repo.isoOf(row.checked_at)) : null,
          row.matches_new,
          row.matches_old,
        ]),
      );
      written += rows.length;
      if (rows.length < batchSize) break;
      after = rows[rows.length - 1].id;
    }
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
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
