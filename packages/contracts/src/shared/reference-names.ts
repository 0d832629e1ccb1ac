import type { Locale } from './common';

/**
 * docs/product.md#reference-names: a reference name that is null (an incident without a city, an attack method, a
 * cargo category…) "is shown as undefined". Issue 23 §4: that is this one localized label,
 * styled as a category of its own — never the raw word `undefined` — in every chart, table,
 * filter, export and PDF, on the web and in what the server renders.
 */
export const undefinedNameLabel: Readonly<Record<Locale, string>> = { ru: 'Не определено', en: 'Undefined' };

/**
 * True for the label in either language (any case, spaces trimmed): a page styles it as a
 * category, and an import reading one of our own exports takes it for an empty cell.
 */
export function isUndefinedNameLabel(text: string): boolean {
  const value = text.trim().toLowerCase();
  return value === undefinedNameLabel.ru.toLowerCase() || value === undefinedNameLabel.en.toLowerCase();
}
