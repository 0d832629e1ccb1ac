/**
 * `Content-Disposition: attachment` for a file name in any script (RFC 6266 with RFC 5987's
 * `filename*`): browsers take the UTF-8 form, and old clients the ASCII fallback, in which every
 * other character is an underscore. Written here rather than taken from the `content-disposition`
 * package: it is ten lines, and the package's 0.5 and 1.x lines are both in the tree already.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
