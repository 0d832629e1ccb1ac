/**
 * The text of every page of a PDF, pages joined by newlines (pdf.js, as a reader would extract
 * it). Non-breaking spaces read as plain ones, as pdf.js gives them back either way.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\u00a0/g, ' '),
    );
  }
  await document.destroy();
  return pages.join('\n');
}
