/** Values content may name in braces, from the public config (docs/decisions/0024-content.md). */
export interface ContentPlaceholders {
  phone?: string;
  email?: string;
}

/**
 * Writes the configured support phone and e-mail where content says `{phone}` and `{email}`, so
 * a page stays right when the configuration changes. An unknown or unset name stays as written.
 */
export function fillPlaceholders(markdown: string, values: ContentPlaceholders): string {
  return markdown.replace(/\{(phone|email)\}/g, (whole, name: keyof ContentPlaceholders) => values[name] || whole);
}
