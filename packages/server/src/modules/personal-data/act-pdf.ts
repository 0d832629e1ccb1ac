import type { ActLine, RetentionCategory } from '@cargo-sentry/contracts/personal-data/retention';
import type { ActLogEntry } from '../../db/schema/personal-data';
import { ensurePdfSpace, pdfPage as page, startPdf, writePdfFooters, writePdfTableRow } from '../../platform/pdf';

const contentWidth = page.width - 2 * page.margin;
const colors = { text: '#1f2933', dim: '#66707a', line: '#d0d7de' };

/** The categories as the act names them (ru: the act is a document for the regulator). */
const categoryNames: Record<RetentionCategory, string> = {
  ticket_content: 'Входные данные и результаты проверок (заявки проверки)',
  check_photos: 'Фотографии лица, загруженные для проверки (биометрические персональные данные)',
  passport_scans: 'Сканы паспорта (не хранятся после распознавания)',
  evidence_reports: 'Содержание доказательных отчётов о проверке (хеши отчётов сохранены)',
  register_rows: 'Записи реестра',
  identity_links: 'Связи идентификаторов и их источники',
  security_events: 'Журнал событий безопасности',
  api_key_addresses: 'Адреса, с которых вызывались ключи API',
};

const methodNames: Record<ActLine['method'], string> = {
  deleted: 'удаление записей из базы данных',
  masked: 'необратимое обезличивание (удаление сведений с сохранением неперсональных счётчиков)',
  not_stored: 'не хранятся — уничтожение не требуется',
  not_registered: 'категория не подключена — уничтожение не выполнялось',
};

const dateTime = (value: Date) =>
  `${value.toISOString().slice(0, 10).split('-').reverse().join('.')} ${value.toISOString().slice(11, 19)} UTC`;

const day = (value: Date) => value.toISOString().slice(0, 10).split('-').reverse().join('.');

export interface ActDocument {
  number: string;
  startedAt: Date;
  finishedAt: Date;
  lines: ActLine[];
  log: ActLogEntry[];
}

/** The act number as printed and listed: the day of the run and the act's id. */
export const actNumber = (id: number, startedAt: Date) => `${startedAt.toISOString().slice(0, 10)}/${id}`;

function paragraph(doc: PDFKit.PDFDocument, text: string, options: { bold?: boolean; size?: number } = {}): void {
  ensurePdfSpace(doc, 30);
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 9.5)
    .fillColor(colors.text)
    .text(text, page.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.4);
}

const row = (widths: number[], values: string[], bold = false) => ({
  widths,
  values,
  font: bold ? ('bold' as const) : ('regular' as const),
  color: colors.text,
  lineColor: colors.line,
});

/**
 * The destruction act of one run (issue 28 §2), in Russian, with the items of the Requirements
 * to confirming the destruction of personal data (Roskomnadzor's order No. 179 of 28.10.2022,
 * items 3-4): the system, the categories, how many records of which period, the method, the
 * reason and legal basis (152-FZ art. 21 parts 4-5), the date, and the extract of the run's log.
 */
export async function buildActPdf(act: ActDocument): Promise<Buffer> {
  const { doc, bytes } = startPdf({
    title: `Акт об уничтожении персональных данных № ${act.number}`,
    createdAt: act.finishedAt,
  });
  paragraph(doc, `АКТ № ${act.number}`, { bold: true, size: 14 });
  paragraph(doc, 'об уничтожении персональных данных', { bold: true, size: 12 });
  paragraph(
    doc,
    `Информационная система персональных данных: Cargo Sentry. Дата уничтожения: ${day(act.startedAt)} ` +
      `(с ${dateTime(act.startedAt)} по ${dateTime(act.finishedAt)}).`,
  );
  paragraph(
    doc,
    'Причина уничтожения: истечение срока хранения персональных данных, установленного оператором, ' +
      'достижение цели их обработки. Правовое основание: части 4 и 5 статьи 21 Федерального закона ' +
      'от 27.07.2006 № 152-ФЗ «О персональных данных»; форма подтверждения уничтожения — Требования, ' +
      'утверждённые приказом Роскомнадзора от 28.10.2022 № 179 (акт и выгрузка из журнала).',
  );
  paragraph(
    doc,
    'Субъекты персональных данных: водители и иные физические лица, сведения о которых содержались ' +
      'в уничтоженных записях; сведения, позволяющие их определить, уничтожены и в акте не приводятся.',
  );
  paragraph(doc, 'Уничтоженные персональные данные', { bold: true, size: 11 });
  const widths = [0.34, 0.12, 0.16, 0.12, 0.26].map((share) => share * contentWidth);
  writePdfTableRow(doc, row(widths, ['Категория', 'Срок, дней', 'Созданные до', 'Записей', 'Способ'], true));
  for (const line of act.lines) {
    const name = categoryNames[line.category] + (line.register ? `: ${line.register}` : '');
    writePdfTableRow(
      doc,
      row(widths, [
        name,
        String(line.days),
        day(new Date(line.cutoff)),
        String(line.destroyed),
        methodNames[line.method],
      ]),
    );
  }
  const total = act.lines.reduce((sum, line) => sum + line.destroyed, 0);
  doc.moveDown(0.4);
  paragraph(doc, `Всего уничтожено записей: ${total}.`, { bold: true });
  paragraph(
    doc,
    'Уничтожение выполнено автоматически ежедневным заданием системы. Ответственный за организацию ' +
      'обработки персональных данных: ______________________ / ______________ / (должность, Ф. И. О., подпись)',
  );
  doc.addPage();
  paragraph(doc, `Выгрузка из журнала уничтожения к акту № ${act.number}`, { bold: true, size: 12 });
  const logWidths = [0.22, 0.3, 0.12, 0.36].map((share) => share * contentWidth);
  writePdfTableRow(doc, row(logWidths, ['Время (UTC)', 'Категория', 'Записей', 'Событие'], true));
  for (const entry of act.log) {
    const category = categoryNames[entry.category as RetentionCategory] ?? entry.category;
    writePdfTableRow(
      doc,
      row(logWidths, [
        dateTime(new Date(entry.at)),
        category + (entry.register ? `: ${entry.register}` : ''),
        String(entry.destroyed),
        entry.message,
      ]),
    );
  }
  writePdfFooters(doc, (pageNumber, pageCount) => {
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(colors.dim)
      .text(`Акт № ${act.number} · стр. ${pageNumber} из ${pageCount}`, page.margin, page.height - page.margin + 8, {
        width: contentWidth,
        align: 'right',
      });
  });
  doc.end();
  return bytes;
}
