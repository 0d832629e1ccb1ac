import type { ReactNode } from 'react';

const cyrillic = /[\u0400-\u04ff]/;

/** Whether a value is (partly) written in Cyrillic, so in Russian whatever the interface language. */
export const isCyrillic = (value: string): boolean => cyrillic.test(value);

/** The `lang` of a value from data: Russian when it is written in Cyrillic, else left to the page. */
export const langOf = (value: string | null | undefined): 'ru' | undefined =>
  value && isCyrillic(value) ? 'ru' : undefined;

/**
 * A value that comes from data (a name, a register's answer, an address), not from the interface:
 * marked `lang="ru"` when it is written in Russian, so that a screen reader reads it in Russian on
 * an English page (WCAG 3.1.2) and the English-pages check knows it is quoted, not untranslated.
 */
export function DataText({ value, title, children }: { value: string; title?: string; children?: ReactNode }) {
  return (
    <span lang={langOf(value)} title={title}>
      {children ?? value}
    </span>
  );
}
