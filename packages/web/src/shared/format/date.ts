import type { Locale } from '@cargo-sentry/contracts/shared/common';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-only value as the API sends it ("YYYY-MM-DD"), read as a local calendar date. */
function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Shown to users in both languages as DD.MM.YYYY (docs/product.md#dates). */
export function formatDate(value: Date | string | null | undefined): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Sent to the API as YYYY-MM-DD (docs/product.md#dates). */
export function toApiDate(value: Date | string | null | undefined): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Reads a DD.MM.YYYY string typed by a user; null when it is not a real date. */
export function parseDisplayDate(value: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** A date input's parser: typed DD.MM.YYYY to the API's YYYY-MM-DD, null when it is not a date. */
export function parseDateInput(value: string): string | null {
  const date = parseDisplayDate(value);
  return date ? toApiDate(date) : null;
}

/** A moment (ISO timestamp) as DD.MM.YYYY HH:MM in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `YYYY-MM` month as its name and year ("Июль 2026", "July 2026"): the month alone is nominative in ru. */
export function formatMonth(month: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(date);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${match[1]}`;
}
