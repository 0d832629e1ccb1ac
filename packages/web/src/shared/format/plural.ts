import type { Locale } from '@cargo-sentry/contracts/shared/common';

export type PluralForm = 'one' | 'few' | 'many' | 'other';
export type PluralForms = Partial<Record<PluralForm, string>> & { other: string };

const rules: Record<Locale, Intl.PluralRules> = {
  ru: new Intl.PluralRules('ru'),
  en: new Intl.PluralRules('en'),
};

/** The CLDR plural category of a count: ru 1 → one, 2 → few, 5 → many, 21 → one. */
export function pluralCategory(count: number, locale: Locale): PluralForm {
  return rules[locale].select(count) as PluralForm;
}

/** Picks the word form for a count; UI text should prefer i18next's `count` plurals. */
export function pluralize(count: number, locale: Locale, forms: PluralForms): string {
  return forms[pluralCategory(count, locale)] ?? forms.other;
}
