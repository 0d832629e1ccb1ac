/**
 * The URL a link or image of staff-written content may keep: a site path, an in-page anchor, or
 * http(s), mailto and tel. Anything else (javascript:, data:, vbscript:, a protocol-relative
 * //host) becomes an empty string, which renders as an inert element.
 */
export function safeContentUrl(url: string): string {
  // Browsers ignore control characters and surrounding spaces in a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^\/(?!\/)|^#|^\?/.test(compact)) return url;
  if (/^(https?:|mailto:|tel:)/i.test(compact)) return url;
  // A relative path without a scheme (`news/2`) is harmless; anything with a colon before the
  // first slash is a scheme.
  if (!/^[^/?#]*:/.test(compact) && !compact.startsWith('//')) return url;
  return '';
}

/** A site path the router can open without reloading the page. */
export const isSitePath = (url: string) => /^\/(?!\/)/.test(url) && !url.startsWith('/api/');
