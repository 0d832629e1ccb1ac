import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans from its npm package: one TTF holds Cyrillic and Latin (the PDF's 14 standard
// fonts have no Cyrillic). pdfkit embeds only the glyphs used.
const resolvePackage = createRequire(import.meta.url);
const fonts = {
  regular: resolvePackage.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolvePackage.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  oblique: resolvePackage.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  mono: resolvePackage.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};

/** A4 in points, with the margin every generated PDF uses. */
export const pdfPage = { width: 595.28, height: 841.89, margin: 48 };

/** A document being written, and its bytes once `doc.end()` was called. */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
}

/**
 * An A4 document with the fonts `regular`, `bold`, `oblique` and `mono` registered and pages buffered (for
 * footers written last). `createdAt` is the PDF's creation date: pass the content's own date,
 * and the same content gives the same bytes (pdfkit derives the file id from the info too).
 */
export function startPdf(info: { title: string; createdAt: Date }): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin: pdfPage.margin,
    bufferPages: true,
    info: { Title: info.title, Creator: 'Cargo Sentry', CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('oblique', fonts.oblique);
  doc.registerFont('mono', fonts.mono);
  return { doc, bytes };
}

/** Starts a new page when fewer than `needed` points are left above the footer. */
export function ensurePdfSpace(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > pdfPage.height - pdfPage.margin - 20) doc.addPage();
}

/** One row of a table: a cell per column, in 8 pt type, with a rule under the row. */
export interface PdfTableRow {
  widths: number[];
  values: string[];
  font: 'regular' | 'bold';
  color: string;
  lineColor: string;
  /** Cells taller than this are cut short with an ellipsis; without it a row is as tall as its text. */
  maxCellHeight?: number;
  /** The last cell links here, underlined in `color`. */
  link?: { url: string; color: string };
}

/** Writes one table row at the left margin, on a new page when it does not fit; `doc.y` ends under it. */
export function writePdfTableRow(doc: PDFKit.PDFDocument, row: PdfTableRow): void {
  const { widths, values, font, color, maxCellHeight, link } = row;
  doc.font(font).fontSize(8);
  const textHeight = Math.max(...values.map((v, i) => doc.heightOfString(v || ' ', { width: widths[i] - 4 })));
  const height = (maxCellHeight === undefined ? textHeight : Math.min(maxCellHeight, textHeight)) + 6;
  ensurePdfSpace(doc, height);
  const y = doc.y;
  let x = pdfPage.margin;
  values.forEach((value, i) => {
    const isLink = link !== undefined && i === values.length - 1;
    doc
      .font(font)
      .fontSize(8)
      .fillColor(isLink ? link.color : color)
      .text(value, x, y + 3, {
        width: widths[i] - 4,
        ...(maxCellHeight !== undefined ? { height: maxCellHeight, ellipsis: true } : {}),
        ...(isLink ? { link: link.url, underline: true } : {}),
      });
    x += widths[i];
  });
  doc
    .moveTo(pdfPage.margin, y + height)
    .lineTo(pdfPage.margin + (pdfPage.width - 2 * pdfPage.margin), y + height)
    .lineWidth(0.5)
    .stroke(row.lineColor);
  doc.y = y + height;
}

/**
 * Writes the footer of every buffered page: `draw` gets the page's number (from 1) and the count,
 * and writes below the content. Writing inside the bottom margin must not open another page, so
 * the margin is lifted meanwhile.
 */
export function writePdfFooters(doc: PDFKit.PDFDocument, draw: (pageNumber: number, pageCount: number) => void): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    draw(i + 1, range.count);
    doc.page.margins.bottom = bottom;
  }
}
