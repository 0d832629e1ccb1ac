import { z } from 'zod';

/**
 * Calendar dates on the wire are `YYYY-MM-DD`. Any date a user sends lies in these bounds: a
 * year like 10007 or 1800 is a typo, not a filter or an incident (issue 9: `9999-99-99`, an
 * incident dated 01.01.1800 and a "from 07.06.10007" chip all got through).
 */
export const earliestDate = '1900-01-01';
export const latestDate = '2099-12-31';

/** A real calendar date (no 31 February) within [earliestDate, latestDate]. */
export const dateText = z.iso.date('date').refine((value) => value >= earliestDate && value <= latestDate, {
  message: `between ${earliestDate} and ${latestDate}`,
  abort: true,
});

/** Today in UTC as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `iso` moved by whole days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `iso` moved by whole months, the day clamped to the month's length (31 Mar − 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday (Monday = 1 … Sunday = 7) of a YYYY-MM-DD date. */
export function isoWeekday(iso: string): number {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
