import { telHref } from '@/shared/format/tel-href';

/** Values content may name in braces, from the public config (docs/decisions/0024-content.md). */
export interface ContentPlaceholders {
  phone?: string;
  email?: string;
}

const escapeLinkText = (value: string) => value.replace(/[[\]\\]/g, '\\$&');

/**
 * Writes the configured support phone and e-mail where content says `{phone}` and `{email}`, as
 * tel: and mailto: links, so a page stays right when the configuration changes. An unknown or
 * unset name stays as written.
 */
export function fillPlaceholders(markdown: string, values: ContentPlaceholders): string {
  return markdown.replace(/\{(phone|email)\}/g, (whole, name: keyof ContentPlaceholders) => {
    const value = values[name]?.trim();
    if (!value) return whole;
    const target = name === 'phone' ? telHref(value) : `mailto:${value.replace(/[\s<>()]/g, '')}`;
    return `[${escapeLinkText(value)}](${target})`;
  });
}
