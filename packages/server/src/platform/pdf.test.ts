import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { pdfPage, startPdf, writePdfTableRow } from './pdf';

const widths = [100, 200];
const style = { font: 'regular', color: '#000000', lineColor: '#cccccc' } as const;
const long = 'слово '.repeat(200);

function lineHeight(doc: PDFKit.PDFDocument): number {
  return doc.font('regular').fontSize(8).heightOfString(' ', { width: 96 });
}

describe('writePdfTableRow', () => {
  it('moves below a row as tall as its tallest cell, and writes every cell', async () => {
    const { doc, bytes } = startPdf({ title: 't', createdAt: new Date('2026-01-01T00:00:00Z') });
    const top = doc.y;
    writePdfTableRow(doc, { ...style, widths, values: ['Дата', 'Место'] });
    expect(doc.y - top).toBeCloseTo(lineHeight(doc) + 6);
    const second = doc.y;
    writePdfTableRow(doc, { ...style, widths, values: ['1', 'a '.repeat(200)] });
    expect(doc.y - second).toBeGreaterThan(3 * lineHeight(doc));
    doc.end();
    const text = await pdfText(await bytes);
    expect(text).toContain('Дата');
    expect(text).toContain('Место');
  });

  it('cuts a cell taller than maxCellHeight short with an ellipsis', async () => {
    const { doc, bytes } = startPdf({ title: 't', createdAt: new Date('2026-01-01T00:00:00Z') });
    const top = doc.y;
    writePdfTableRow(doc, { ...style, widths, values: ['1', long], maxCellHeight: 40 });
    expect(doc.y - top).toBe(46);
    doc.end();
    const text = await pdfText(await bytes);
    expect(text).toContain('…');
    expect(text.split('слово').length - 1).toBeLessThan(200);
  });

  it('starts a new page when the row does not fit above the footer', async () => {
    const { doc, bytes } = startPdf({ title: 't', createdAt: new Date('2026-01-01T00:00:00Z') });
    doc.y = pdfPage.height - pdfPage.margin - 25;
    writePdfTableRow(doc, { ...style, widths, values: ['1', '2'] });
    expect(doc.bufferedPageRange().count).toBe(2);
    expect(doc.y).toBeCloseTo(pdfPage.margin + lineHeight(doc) + 6);
    doc.end();
    await bytes;
  });

  it('links the last cell only when a link is given', async () => {
    const { doc, bytes } = startPdf({ title: 't', createdAt: new Date('2026-01-01T00:00:00Z') });
    writePdfTableRow(doc, { ...style, widths, values: ['1', 'http://example.test/plain'] });
    writePdfTableRow(doc, {
      ...style,
      widths,
      values: ['2', 'incident 2'],
      link: { url: 'http://example.test/incidents/2', color: '#1864ab' },
    });
    doc.end();
    const raw = (await bytes).toString('latin1');
    expect(raw).toContain('(http://example.test/incidents/2)');
    expect(raw).not.toContain('(http://example.test/plain)');
  });
});
