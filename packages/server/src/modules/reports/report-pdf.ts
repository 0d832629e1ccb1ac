import type { Locale } from '@cargo-sentry/contracts/shared/common';
import {
  ensurePdfSpace as ensureSpace,
  pdfPage as page,
  startPdf,
  writePdfFooters,
  writePdfTableRow,
} from '../../platform/pdf';
import type { ReportData, ReportGroup, ReportIncident } from './report-data';
import {
  formatChange,
  formatCount,
  formatDay,
  formatMonth,
  formatRubles,
  isNameMissing,
  nameIn,
  reportWords as w,
} from './report-words';

const contentWidth = page.width - 2 * page.margin;
const colors = { text: '#1f2933', dim: '#66707a', bar: '#1c7ed6', barAlt: '#e8590c', line: '#d0d7de', box: '#f1f3f5' };

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(colors.text).text(text, page.margin, doc.y);
  doc.moveDown(0.4);
}

function summaryBoxes(doc: Doc, data: ReportData, lang: Locale): void {
  const s = data.summary;
  const boxes: [string, string][] = [
    [w.incidents[lang], formatCount(s.count, lang)],
    [w.damage[lang], formatRubles(s.damage, lang)],
    [w.average[lang], formatRubles(s.averageDamage, lang)],
    [`${w.robbery[lang]} / ${w.fraud[lang]}`, `${formatCount(s.robbery, lang)} / ${formatCount(s.fraud, lang)}`],
  ];
  const gap = 8;
  const boxWidth = (contentWidth - gap * (boxes.length - 1)) / boxes.length;
  const top = doc.y;
  boxes.forEach(([label, value], i) => {
    const x = page.margin + i * (boxWidth + gap);
    doc.roundedRect(x, top, boxWidth, 52, 4).fill(colors.box);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.dim)
      .text(label, x + 8, top + 8, { width: boxWidth - 16 });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(colors.text)
      .text(value, x + 8, top + 26, { width: boxWidth - 16 });
  });
  doc.y = top + 62;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.text)
    .text(
      `${w.countChange[lang]}: ${formatChange(s.countChange, lang)}; ${w.damageChange[lang]}: ${formatChange(s.damageChange, lang)} (${w.changeNote[lang]})`,
      page.margin,
      doc.y,
      { width: contentWidth },
    );
}

/** Incidents per month as vertical bars, drawn as vector shapes with the counts above them. */
function monthChart(doc: Doc, data: ReportData, lang: Locale): void {
  const months = data.months;
  const height = 150;
  ensureSpace(doc, height + 40);
  const top = doc.y + 12;
  const left = page.margin + 4;
  const width = contentWidth - 8;
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = width / Math.max(1, months.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.6));
  // label every month while they fit, else every n-th
  const labelEvery = Math.ceil(months.length / Math.floor(width / 44));
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .stroke(colors.line);
  months.forEach((m, i) => {
    const x = left + i * slot + (slot - barWidth) / 2;
    const barHeight = (m.count / max) * (height - 14);
    if (m.count > 0) doc.rect(x, top + height - barHeight, barWidth, barHeight).fill(colors.bar);
    if (months.length <= 24) {
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(colors.text)
        .text(formatCount(m.count, lang), x - 10, top + height - barHeight - 10, {
          width: barWidth + 20,
          align: 'center',
        });
    }
    if (i % labelEvery === 0) {
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(colors.dim)
        .text(formatMonth(m.month, lang), left + i * slot - 8, top + height + 4, { width: slot + 16, align: 'center' });
    }
  });
  doc.y = top + height + 20;
}

/** A ranked list: name, a bar proportional to the first, count and damage. */
function rankedBars(doc: Doc, groups: ReportGroup[], lang: Locale, color: string): void {
  if (groups.length === 0) {
    doc.font('regular').fontSize(9).fillColor(colors.dim).text(w.none[lang], page.margin, doc.y);
    return;
  }
  const nameWidth = 170;
  const figuresWidth = 150;
  const barSpace = contentWidth - nameWidth - figuresWidth - 16;
  const max = Math.max(1, groups[0].count);
  for (const g of groups) {
    ensureSpace(doc, 18);
    const y = doc.y;
    // "Не определено" reads as a category of its own, not as a place or cargo named so (issue 23 §4).
    const isMissing = isNameMissing(g.name);
    doc
      .font(isMissing ? 'oblique' : 'regular')
      .fontSize(9)
      .fillColor(isMissing ? colors.dim : colors.text)
      .text(nameIn(g.name, lang), page.margin, y, { width: nameWidth, height: 12, ellipsis: true });
    doc.rect(page.margin + nameWidth + 8, y + 1, Math.max(1, (g.count / max) * barSpace), 9).fill(color);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.text)
      .text(
        `${formatCount(g.count, lang)} · ${formatRubles(g.damage, lang)}`,
        page.margin + contentWidth - figuresWidth,
        y,
        { width: figuresWidth, align: 'right' },
      );
    doc.y = y + 16;
  }
}

function incidentTable(doc: Doc, title: string, incidents: ReportIncident[], lang: Locale): void {
  if (incidents.length === 0) return;
  ensureSpace(doc, 50);
  doc.moveDown(0.3).font('bold').fontSize(10).fillColor(colors.text).text(title, page.margin, doc.y);
  doc.moveDown(0.2);
  const columns = [
    { header: w.date[lang], width: 58, value: (i: ReportIncident) => formatDay(i.date) },
    {
      header: `${w.region[lang]}, ${w.city[lang].toLowerCase()}`,
      width: 125,
      value: (i: ReportIncident) => `${nameIn(i.region, lang)}, ${nameIn(i.city, lang)}`,
    },
    { header: w.cargoCategory[lang], width: 100, value: (i: ReportIncident) => nameIn(i.cargo, lang) },
    { header: w.damage[lang], width: 80, value: (i: ReportIncident) => formatRubles(i.damage, lang) },
    { header: w.description[lang], width: contentWidth - 363, value: (i: ReportIncident) => i.description },
  ];
  const widths = columns.map((c) => c.width);
  const row = (values: string[], font: 'regular' | 'bold', color: string) =>
    writePdfTableRow(doc, { widths, values, font, color, lineColor: colors.line, maxCellHeight: 40 });
  row(
    columns.map((c) => c.header),
    'bold',
    colors.dim,
  );
  for (const incident of incidents)
    row(
      columns.map((c) => c.value(incident)),
      'regular',
      colors.text,
    );
}

function footers(doc: Doc, lang: Locale): void {
  writePdfFooters(doc, (pageNumber, pageCount) => {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(colors.dim)
      .text(`${w.title[lang]} · ${w.page[lang]} ${pageNumber} / ${pageCount}`, page.margin, page.height - 30, {
        width: contentWidth,
        align: 'center',
      });
  });
}

/** The incident report as a PDF in one language: summary, monthly trend, top regions and cargo, notable incidents. */
export function buildReportPdf(data: ReportData, lang: Locale): Promise<Buffer> {
  const { doc, bytes: done } = startPdf({ title: w.title[lang], createdAt: new Date(data.generatedAt) });

  doc.font('bold').fontSize(20).fillColor(colors.text).text(w.title[lang]);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colors.dim)
    .text(`${w.period[lang]}: ${formatDay(data.dateFrom)} — ${formatDay(data.dateTo)}`)
    .text(`${w.generated[lang]}: ${formatDay(data.generatedAt.slice(0, 10))} ${data.generatedAt.slice(11, 16)} UTC`);
  if (data.filtered) doc.text(w.filtered[lang]);

  heading(doc, w.summary[lang]);
  summaryBoxes(doc, data, lang);
  heading(doc, w.months[lang]);
  monthChart(doc, data, lang);
  heading(doc, w.regions[lang]);
  rankedBars(doc, data.regions, lang, colors.bar);
  heading(doc, w.cargo[lang]);
  rankedBars(doc, data.cargo, lang, colors.barAlt);
  if (data.notable.largest.length + data.notable.latest.length > 0) {
    heading(doc, w.notable[lang]);
    incidentTable(doc, w.largest[lang], data.notable.largest, lang);
    incidentTable(doc, w.latest[lang], data.notable.latest, lang);
  }
  footers(doc, lang);
  doc.end();
  return done;
}
