import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { undefinedNameLabel } from '@cargo-sentry/contracts/shared/reference-names';
import type { ReportName } from './report-data';

/** The report's texts in both languages (the server has no i18next; these are its only catalog). */
export const reportWords = {
  title: { ru: 'Отчёт об инцидентах с грузами', en: 'Cargo incident report' },
  period: { ru: 'Период', en: 'Period' },
  generated: { ru: 'Сформирован', en: 'Generated' },
  filtered: { ru: 'С учётом выбранного фильтра инцидентов', en: 'Incidents of the chosen filter only' },
  summary: { ru: 'Сводка', en: 'Summary' },
  incidents: { ru: 'Инцидентов', en: 'Incidents' },
  damage: { ru: 'Ущерб', en: 'Damage' },
  average: { ru: 'Средний ущерб', en: 'Average damage' },
  robbery: { ru: 'Хищения', en: 'Robbery' },
  fraud: { ru: 'Мошенничество', en: 'Fraud' },
  countChange: { ru: 'Изменение числа инцидентов', en: 'Change in incidents' },
  damageChange: { ru: 'Изменение ущерба', en: 'Change in damage' },
  changeNote: {
    ru: 'к такому же числу дней перед периодом',
    en: 'against the same number of days before the period',
  },
  regions: { ru: 'Топ регионов', en: 'Top regions' },
  cargo: { ru: 'Топ категорий груза', en: 'Top cargo categories' },
  districts: { ru: 'Федеральные округа', en: 'Federal districts' },
  months: { ru: 'Динамика по месяцам', en: 'Monthly trend' },
  month: { ru: 'Месяц', en: 'Month' },
  region: { ru: 'Регион', en: 'Region' },
  city: { ru: 'Город', en: 'City' },
  cargoCategory: { ru: 'Категория груза', en: 'Cargo category' },
  district: { ru: 'Федеральный округ', en: 'Federal district' },
  category: { ru: 'Категория', en: 'Category' },
  count: { ru: 'Количество', en: 'Count' },
  share: { ru: 'Доля', en: 'Share' },
  date: { ru: 'Дата', en: 'Date' },
  description: { ru: 'Груз', en: 'Cargo' },
  notable: { ru: 'Заметные инциденты', en: 'Notable incidents' },
  largest: { ru: 'Наибольший ущерб', en: 'Largest damage' },
  latest: { ru: 'Последние инциденты', en: 'Latest incidents' },
  none: { ru: 'Нет инцидентов за период.', en: 'No incidents in the period.' },
  page: { ru: 'Страница', en: 'Page' },
} satisfies Record<string, Record<Locale, string>>;

/** True when the group or incident has no such reference (docs/product.md#reference-names: shown as "undefined"). */
export const isNameMissing = (name: ReportName): boolean => name.ru === null && name.en === null;

/**
 * A reference name in the report's language (the other language when it lacks one); a null name
 * is the one localized label of issue 23 §4, as on the web.
 */
export function nameIn(name: ReportName, lang: Locale): string {
  return (lang === 'en' ? (name.en ?? name.ru) : (name.ru ?? name.en)) ?? undefinedNameLabel[lang];
}

const numbers: Record<Locale, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/** docs/product.md#number-and-date-formatting: space thousands in ru, comma in en. */
export const formatCount = (value: number, lang: Locale): string =>
  numbers[lang].format(value).replace(/\u202f/g, '\u00a0');
export const formatRubles = (value: number, lang: Locale): string => `${formatCount(value, lang)}\u00a0₽`;

/** Dates as DD.MM.YYYY in both languages (docs/product.md#dates). */
export const formatDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const monthNames: Record<Locale, string[]> = {
  ru: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** "мар 2026" / "Mar 2026". */
export const formatMonth = (month: string, lang: Locale): string =>
  `${monthNames[lang][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** "+12,5 %" / "+12.5%"; a dash without a base. */
export function formatChange(value: number | null, lang: Locale): string {
  if (value === null) return '—';
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  const body = Math.abs(value).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 1 });
  return lang === 'ru' ? `${sign}${body}\u00a0%` : `${sign}${body}%`;
}
