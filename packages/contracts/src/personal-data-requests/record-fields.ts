import type { Locale } from '../shared/common';
import type { SubjectField } from './requests';

/**
 * A data subject's records in words (issue 28 §4): each source's owner builds its fields with
 * these, so that a stored value reads the same on the page and in the XLSX and PDF, never as JSON
 * or a raw code.
 */

export type InBothLanguages = Readonly<Record<Locale, string>>;

/** A text that reads the same in both languages: a name, an identifier, a number of a record. */
export const sameInBoth = (text: string): InBothLanguages => ({ ru: text, en: text });

/** A text of each language. */
export const inBoth = (say: (lang: Locale) => string): InBothLanguages => ({ ru: say('ru'), en: say('en') });

/** The words of a record that the product names nowhere else. */
export const subjectRecordWords = {
  yes: { ru: 'да', en: 'yes' },
  no: { ru: 'нет', en: 'no' },
  consentVersion: { ru: 'Редакция согласия', en: 'Consent version' },
  /** The photo a ticket keeps from its form, and that it keeps it. */
  photoFile: { ru: 'Файл фото', en: 'Photo file' },
  photoKept: { ru: 'Хранится', en: 'Kept' },
  /** An identity link's record in its source: the ticket's, incident's or register row's id. */
  sourceRecord: { ru: 'Запись в источнике', en: 'Record in the source' },
} as const satisfies Record<string, InBothLanguages>;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as the product shows dates, `DD.MM.YYYY` in both languages (docs/product.md#dates); other text as it is. */
export const shownDate = (text: string): string => text.replace(isoDate, '$3.$2.$1');

/** docs/product.md#number-and-date-formatting: thousands after a space in ru, a comma in en; decimals as stored. */
function shownNumber(value: number, lang: Locale): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? '\u00a0' : ',');
  return (value < 0 ? '-' : '') + grouped + (fraction ? (lang === 'ru' ? ',' : '.') + fraction : '');
}

/**
 * A stored value in words: a date as `DD.MM.YYYY`, a number with the language's separators, yes
 * or no, a list's items after `; ` and an item of several parts (a licence's decision) after
 * ` | `, as a register's file writes them; nothing is left as JSON.
 */
export function shownValue(value: unknown): InBothLanguages {
  if (value === null || value === undefined) return sameInBoth('');
  if (typeof value === 'string') return sameInBoth(shownDate(value));
  if (typeof value === 'number') return inBoth((lang) => shownNumber(value, lang));
  if (typeof value === 'boolean') return value ? subjectRecordWords.yes : subjectRecordWords.no;
  const parts = (items: unknown[], separator: string) =>
    inBoth((lang) =>
      items
        .map((item) => shownValue(item)[lang])
        .filter((text) => text !== '')
        .join(separator),
    );
  if (Array.isArray(value)) return parts(value, '; ');
  if (typeof value === 'object') return parts(Object.values(value), ' | ');
  return sameInBoth(String(value));
}

/** A record's field, or none when its value is blank: a record lists what is held. */
export function subjectField(key: string, label: InBothLanguages, value: unknown): SubjectField[] {
  const shown = shownValue(value);
  return shown.ru === '' && shown.en === '' ? [] : [{ key, label, value: shown }];
}
