import type { CheckStanding } from '@cargo-sentry/contracts/verification/rules';
import {
  ensurePdfSpace as ensureSpace,
  pdfPage as page,
  startPdf,
  writePdfFooters,
  writePdfTableRow,
} from '../../platform/pdf';
import { shownTime, type EvidenceContent, type EvidencePerson } from './content';
import { shownDay } from './details';
import { verdictWords } from './verdict-words';
import { evidenceWords } from './words';

const contentWidth = page.width - 2 * page.margin;
const colors = { text: '#1f2933', dim: '#5c6670', line: '#d0d7de', box: '#f1f3f5', link: '#1864ab' };
/** The class colours of the page (docs/product.md#result-classes): red, yellow, green, grey, darkened enough to read on white. */
const standingColors: Record<CheckStanding, string> = {
  alert: '#c92a2a',
  warning: '#b35c00',
  success: '#2b8a3e',
  not_carried_out: '#5c6670',
  not_checked: '#5c6670',
};

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(colors.text).text(text, page.margin, doc.y);
  doc.moveDown(0.3);
}

/** Label and value side by side, the value wrapping in its column. */
function pairs(doc: Doc, rows: [string, string][], labelWidth = 170): void {
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(9);
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth - 8 }),
      doc.heightOfString(value || ' ', { width: contentWidth - labelWidth }),
    );
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc.fillColor(colors.dim).text(label, page.margin, y, { width: labelWidth - 8 });
    doc.fillColor(colors.text).text(value, page.margin + labelWidth, y, { width: contentWidth - labelWidth });
    doc.y = y + height + 3;
  }
}

const person = (who: EvidencePerson) =>
  [who.name, who.company, who.username ? `(${who.username})` : ''].filter((part) => part !== '').join(', ');

function summary(doc: Doc, content: EvidenceContent): void {
  const w = evidenceWords[content.lang];
  ensureSpace(doc, 40);
  const top = doc.y;
  doc.roundedRect(page.margin, top, contentWidth, 30, 4).fill(colors.box);
  doc.rect(page.margin, top, 5, 30).fill(standingColors[content.summary.standing]);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(standingColors[content.summary.standing])
    .text(`${w.summaryTitle}: ${content.summary.text}`, page.margin + 14, top + 9, { width: contentWidth - 20 });
  doc.y = top + 38;
  const columns = [150, 80, contentWidth - 230];
  const row = (values: string[], font: 'regular' | 'bold', color: string, dot?: string) => {
    ensureSpace(doc, 18);
    const y = doc.y;
    let x = page.margin;
    // the row ends below its tallest cell, whichever column wrapped most
    let bottom = y;
    if (dot) doc.circle(x + 4, y + 6, 3.5).fill(dot);
    values.forEach((value, c) => {
      const indent = c === 0 ? 14 : 0;
      doc
        .font(font)
        .fontSize(9)
        .fillColor(c === 1 && dot ? dot : color)
        .text(value, x + indent, y + 1, { width: columns[c] - indent - 4 });
      bottom = Math.max(bottom, doc.y);
      x += columns[c];
    });
    doc
      .moveTo(page.margin, bottom + 3)
      .lineTo(page.margin + contentWidth, bottom + 3)
      .lineWidth(0.5)
      .stroke(colors.line);
    doc.y = bottom + 6;
  };
  row([w.checkColumn, w.classTitle, w.reasonColumn], 'bold', colors.dim);
  for (const check of content.checks) {
    row([check.name, check.class, check.reason], 'regular', colors.text, standingColors[check.standing]);
  }
}

function details(doc: Doc, content: EvidenceContent): void {
  for (const check of content.checks) {
    ensureSpace(doc, 40);
    const y = doc.y;
    doc.rect(page.margin, y, 3, 14).fill(standingColors[check.standing]);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(colors.text)
      .text(check.name, page.margin + 10, y + 2, { continued: true })
      .font('regular')
      .fillColor(standingColors[check.standing])
      .text(` — ${check.class}`);
    doc.moveDown(0.2);
    ensureSpace(doc, 14);
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(colors.text)
      .text(check.reason, page.margin + 10, doc.y, { width: contentWidth - 10 });
    for (const line of check.details) {
      ensureSpace(doc, 14);
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(colors.text)
        .text(`• ${line}`, page.margin + 10, doc.y, { width: contentWidth - 10 });
    }
    doc.moveDown(0.5);
  }
}

function incidents(doc: Doc, content: EvidenceContent): void {
  const w = evidenceWords[content.lang];
  if (content.incidents.length === 0) {
    doc.font('regular').fontSize(9).fillColor(colors.dim).text(w.noIncidents, page.margin, doc.y);
    return;
  }
  const c = w.incidentColumns;
  const widths = [48, 62, 120, 110, contentWidth - 340];
  const row = (values: string[], font: 'regular' | 'bold', color: string, link?: string) =>
    writePdfTableRow(doc, {
      widths,
      values,
      font,
      color,
      lineColor: colors.line,
      ...(link !== undefined ? { link: { url: link, color: colors.link } } : {}),
    });
  row([c.id, c.date, c.place, c.matchedBy, c.link], 'bold', colors.dim);
  for (const incident of content.incidents) {
    row(
      [String(incident.id), shownDay(incident.date), incident.place, incident.matched_by, incident.link],
      'regular',
      colors.text,
      incident.link,
    );
  }
}

function footers(doc: Doc, content: EvidenceContent, hash: string): void {
  const w = evidenceWords[content.lang];
  writePdfFooters(doc, (pageNumber, pageCount) => {
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(colors.dim)
      .text(
        `${w.title} · ${w.reportId} ${content.report} · ${w.page} ${pageNumber} / ${pageCount}`,
        page.margin,
        page.height - 36,
        { width: contentWidth, align: 'center' },
      )
      .font('mono')
      .text(`SHA-256 ${hash}`, page.margin, page.height - 26, { width: contentWidth, align: 'center' });
  });
}

/**
 * The evidence report as a PDF, drawn from `content` only: `hash` (the SHA-256 of its canonical
 * JSON) and `verifyUrl` are printed for checking it later. The creation date is the content's
 * generated_at, so the same content always gives the same bytes.
 */
export function buildEvidencePdf(content: EvidenceContent, hash: string, verifyUrl: string): Promise<Buffer> {
  const w = evidenceWords[content.lang];
  const { doc, bytes } = startPdf({ title: w.title, createdAt: new Date(content.generated_at) });

  doc.font('bold').fontSize(20).fillColor(colors.text).text(w.title);
  doc.moveDown(0.3);
  pairs(doc, [
    [w.reportId, content.report],
    [w.generatedAt, shownTime(content.generated_at)],
    [w.generatedBy, person(content.generated_by)],
  ]);

  heading(doc, w.ticket);
  pairs(doc, [
    [w.ticket, content.ticket],
    [w.checkedBy, person(content.checked_by)],
    [w.ticketCreated, shownTime(content.ticket_created_at)],
    [w.ticketExpires, shownTime(content.ticket_expires_at)],
  ]);

  heading(doc, w.consentTitle);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.text)
    .text(content.lang === 'ru' ? `«${content.consent.text}»` : `“${content.consent.text}”`, page.margin, doc.y, {
      width: contentWidth,
    });
  doc
    .moveDown(0.2)
    .fillColor(colors.dim)
    .text(w.consentGiven(shownTime(content.consent.at), content.consent.username), { width: contentWidth });
  const { version, sha256, biometric } = content.consent;
  if (version !== null && sha256 !== null) doc.text(w.consentVersion(version, sha256), { width: contentWidth });
  if (biometric) {
    doc
      .moveDown(0.4)
      .fillColor(colors.text)
      .text(content.lang === 'ru' ? `«${biometric.text}»` : `“${biometric.text}”`, { width: contentWidth });
    doc
      .moveDown(0.2)
      .fillColor(colors.dim)
      .text(w.biometricGiven(shownTime(biometric.at)), { width: contentWidth });
  }

  heading(doc, w.inputsTitle);
  pairs(
    doc,
    content.inputs.map((input) => [input.label, input.value]),
  );
  doc.font('regular').fontSize(8).fillColor(colors.dim).text(w.inputsNote, page.margin, doc.y, { width: contentWidth });

  heading(doc, w.summarySection);
  summary(doc, content);

  heading(doc, w.detailsTitle);
  if (content.lang === 'en') {
    // the registers answer in Russian: what cannot be translated stands in quotes (issue 23 §5)
    doc.font('regular').fontSize(8).fillColor(colors.dim).text(`“…”: ${verdictWords.en.quoted}.`, page.margin, doc.y);
    doc.moveDown(0.4);
  }
  details(doc, content);

  heading(doc, w.incidentsTitle);
  incidents(doc, content);

  heading(doc, w.verifyTitle);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colors.text)
    .text(w.verifyText(verifyUrl.split('?')[0]), page.margin, doc.y, {
      width: contentWidth,
    });
  doc.moveDown(0.3);
  pairs(doc, [
    [w.reportId, content.report],
    [w.hash, hash],
  ]);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colors.link)
    .text(verifyUrl, page.margin, doc.y, { width: contentWidth, link: verifyUrl, underline: true });

  footers(doc, content, hash);
  doc.end();
  return bytes;
}
