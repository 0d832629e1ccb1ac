import { PassThrough } from 'node:stream';
import { identifierLabel } from '@cargo-sentry/contracts/identity-links/identifiers';
import { shownDate } from '@cargo-sentry/contracts/personal-data-requests/record-fields';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import {
  subjectSources,
  type SubjectRecord,
  type SubjectSearchAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { ensurePdfSpace, pdfPage, startPdf, writePdfFooters, writePdfTableRow } from '../../platform/pdf';
import { openSheetWriter, type SheetCell } from '../../platform/sheet-writer/sheet-writer-thread';
import { subjectWords } from './words';

/** A record's date as the product shows dates: a day `DD.MM.YYYY`, an instant with its time in UTC. */
const shownRecordDate = (date: string | null): string =>
  date === null ? '' : date.length > 10 ? `${shownDate(date.slice(0, 10))} ${date.slice(11, 16)} UTC` : shownDate(date);

/** What was searched by, as people read it (a person as `Сидоров Антон Павлович, 12.03.1985`). */
const searchedBy = (answer: SubjectSearchAnswer): string =>
  answer.identifiers.map(({ kind, value }) => identifierLabel(kind, value)).join('; ');

/** A record's heading cells: what it is, its id, its date. */
const headingOf = (record: SubjectRecord, lang: Locale) => [
  record.kind_label[lang],
  record.id,
  shownRecordDate(record.date),
];

/** One line per field of every record: source, kind, record, date, field, value, in the language asked for. */
function linesOf(answer: SubjectSearchAnswer, lang: Locale): SheetCell[][] {
  const w = subjectWords[lang];
  return subjectSources.flatMap((source) =>
    answer.groups[source].flatMap((record) => {
      const heading = [w.sources[source], ...headingOf(record, lang)];
      if (record.fields.length === 0) return [[...heading, '', '']];
      return record.fields.map((field) => [...heading, field.label[lang], field.value[lang]]);
    }),
  );
}

/** The export as XLSX: one sheet, a row per field (a person's records are few: built whole, on the sheet writer's thread). */
export async function subjectWorkbook(answer: SubjectSearchAnswer, lang: Locale): Promise<Buffer> {
  const w = subjectWords[lang];
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.once('end', resolve));
  const writer = openSheetWriter(
    {
      name: w.sheet,
      columns: [
        { header: w.columns.source, width: 22 },
        { header: w.columns.kind, width: 30 },
        { header: w.columns.id, width: 38 },
        { header: w.columns.date, width: 24 },
        { header: w.columns.field, width: 26 },
        { header: w.columns.value, width: 80 },
      ],
    },
    out,
  );
  try {
    await writer.write([[w.identifiers, '', '', '', '', searchedBy(answer)]]);
    await writer.write(linesOf(answer, lang));
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
  out.end();
  await ended;
  return Buffer.concat(chunks);
}

const colors = { text: '#1f2933', dim: '#5c6670', line: '#d0d7de' };
// A record's heading: what it is, its id (a ticket's is 36 characters), its date; a field: its label, then its value over the rest.
const widths = [150, 220, 129];

/** The export as PDF (ru or en): each source's records, their fields in a table. */
export function subjectPdf(answer: SubjectSearchAnswer, lang: Locale, now: Date): Promise<Buffer> {
  const w = subjectWords[lang];
  const { doc, bytes } = startPdf({ title: w.title, createdAt: now });
  doc.font('bold').fontSize(15).fillColor(colors.text).text(w.title);
  doc.moveDown(0.4).font('regular').fontSize(9).fillColor(colors.dim).text(w.intro);
  doc.moveDown(0.3).text(`${w.generated}: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  doc.text(`${w.identifiers}: ${searchedBy(answer)}`);
  if (answer.truncated) doc.moveDown(0.3).fillColor(colors.text).text(w.truncated);
  for (const source of subjectSources) {
    ensurePdfSpace(doc, 60);
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor(colors.text).text(w.sources[source], pdfPage.margin, doc.y);
    doc.moveDown(0.3);
    const records = answer.groups[source];
    if (records.length === 0) {
      doc.font('oblique').fontSize(9).fillColor(colors.dim).text(w.none);
      continue;
    }
    for (const record of records) {
      writePdfTableRow(doc, {
        widths,
        values: headingOf(record, lang),
        font: 'bold',
        color: colors.text,
        lineColor: colors.line,
      });
      for (const field of record.fields) {
        writePdfTableRow(doc, {
          widths: [widths[0], widths[1] + widths[2]],
          values: [field.label[lang], field.value[lang]],
          font: 'regular',
          color: colors.text,
          lineColor: colors.line,
          maxCellHeight: 200,
        });
      }
    }
  }
  writePdfFooters(doc, (pageNumber, pageCount) => {
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(colors.dim)
      .text(`${w.title} · ${pageNumber}/${pageCount}`, pdfPage.margin, pdfPage.height - pdfPage.margin + 10, {
        width: pdfPage.width - 2 * pdfPage.margin,
        align: 'center',
      });
  });
  doc.end();
  return bytes;
}
