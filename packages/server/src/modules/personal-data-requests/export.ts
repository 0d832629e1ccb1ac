import { PassThrough } from 'node:stream';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { subjectSources, type SubjectSearchAnswer } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { ensurePdfSpace, pdfPage, startPdf, writePdfFooters, writePdfTableRow } from '../../platform/pdf';
import { openSheetWriter, type SheetCell } from '../../platform/sheet-writer/sheet-writer-thread';
import { subjectWords } from './words';

/** One line per field of every record: source, kind, record, date, field, value. */
function linesOf(answer: SubjectSearchAnswer, lang: Locale): SheetCell[][] {
  const w = subjectWords[lang];
  return subjectSources.flatMap((source) =>
    answer.groups[source].flatMap((record) => {
      const fields = Object.entries(record.fields);
      return (fields.length ? fields : [['', '']]).map(([field, value]) => [
        w.sources[source],
        record.kind,
        record.id,
        record.date ?? '',
        field,
        value,
      ]);
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
        { header: w.columns.kind, width: 22 },
        { header: w.columns.id, width: 38 },
        { header: w.columns.date, width: 24 },
        { header: w.columns.field, width: 26 },
        { header: w.columns.value, width: 80 },
      ],
    },
    out,
  );
  try {
    await writer.write([
      [w.identifiers, '', '', '', '', answer.identifiers.map((i) => `${i.kind}: ${i.value}`).join('; ')],
    ]);
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
const widths = [110, 90, 299];

/** The export as PDF (ru or en): each source's records, their fields in a table. */
export function subjectPdf(answer: SubjectSearchAnswer, lang: Locale, now: Date): Promise<Buffer> {
  const w = subjectWords[lang];
  const { doc, bytes } = startPdf({ title: w.title, createdAt: now });
  doc.font('bold').fontSize(15).fillColor(colors.text).text(w.title);
  doc.moveDown(0.4).font('regular').fontSize(9).fillColor(colors.dim).text(w.intro);
  doc.moveDown(0.3).text(`${w.generated}: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  doc.text(`${w.identifiers}: ${answer.identifiers.map((i) => `${i.kind}: ${i.value}`).join('; ')}`);
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
        values: [record.id, record.kind, record.date ?? ''],
        font: 'bold',
        color: colors.text,
        lineColor: colors.line,
      });
      for (const [field, value] of Object.entries(record.fields)) {
        writePdfTableRow(doc, {
          widths: [widths[0], widths[1] + widths[2]],
          values: [field, value],
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
