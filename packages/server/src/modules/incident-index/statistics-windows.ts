import { addMonths } from '@cargo-sentry/contracts/shared/dates';
import { comparisonPeriods, statisticsMonths } from '@cargo-sentry/contracts/analysis/analysis';
import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { dayOf, isoOf } from './filter';
import type { DayWindow, PassWindows } from './tasks/statistics-pass';

function window(from: string | undefined, to: string | undefined): DayWindow {
  return { from: from ? dayOf(from) : -1e9, to: to ? dayOf(to) : 1e9 };
}

/** day − start → month slot for the days of `months` (YYYY-MM), clipped to [clipFrom, clipTo]. */
function monthTable(months: string[], clip: DayWindow): { start: number; table: Int16Array } {
  if (months.length === 0) return { start: 0, table: new Int16Array(0) };
  const start = dayOf(`${months[0]}-01`);
  const end = dayOf(addMonths(`${months[months.length - 1]}-01`, 1)) - 1;
  const table = new Int16Array(end - start + 1).fill(-1);
  months.forEach((month, slot) => {
    const first = dayOf(`${month}-01`);
    const last = dayOf(addMonths(`${month}-01`, 1)) - 1;
    for (let d = Math.max(first, clip.from); d <= Math.min(last, clip.to); d++) table[d - start] = slot;
  });
  return { start, table };
}

/**
 * The day windows one statistics answer reads (docs/product.md#statistics): the filter's own range with its months,
 * the same months a year back, and the two periods the *_change values compare.
 * `months` and `lastYearMonths` name the month slots (YYYY-MM).
 */
export function passWindows(
  filter: Pick<NormalizedFilter, 'dateFrom' | 'dateTo'>,
  today: string,
  categoryIds: { robbery: number; fraud: number },
): { windows: PassWindows; months: string[]; lastYearMonths: string[] } {
  const current = window(filter.dateFrom, filter.dateTo);
  const months = statisticsMonths(filter, today);
  const monthsTable = monthTable(months, current);
  const shift = (iso: string | undefined) => (iso ? addMonths(iso, -12) : undefined);
  const lastYearMonths = months.map((m) => addMonths(`${m}-01`, -12).slice(0, 7));
  const lastYearTable = monthTable(lastYearMonths, window(shift(filter.dateFrom), shift(filter.dateTo)));
  const compared = comparisonPeriods(filter, today);
  const windows: PassWindows = {
    current,
    monthStart: monthsTable.start,
    monthOf: monthsTable.table,
    lastYearStart: lastYearTable.start,
    lastYearMonthOf: lastYearTable.table,
    comparedCurrent: window(compared.current.from, compared.current.to),
    comparedPrevious: window(compared.previous.from, compared.previous.to),
    robberyId: categoryIds.robbery,
    fraudId: categoryIds.fraud,
    monthCount: months.length,
  };
  return { windows, months, lastYearMonths };
}

/** The smallest date range holding every window of the pass (open ends stay open). */
export function spanOf(w: PassWindows): { dateFrom: string | undefined; dateTo: string | undefined } {
  const starts = [w.current.from, w.comparedCurrent.from, w.comparedPrevious.from];
  const ends = [w.current.to, w.comparedCurrent.to, w.comparedPrevious.to];
  if (w.lastYearMonthOf.length > 0) {
    starts.push(w.lastYearStart);
    ends.push(w.lastYearStart + w.lastYearMonthOf.length - 1);
  }
  const from = Math.min(...starts);
  const to = Math.max(...ends);
  return { dateFrom: from <= -1e9 ? undefined : isoOf(from), dateTo: to >= 1e9 ? undefined : isoOf(to) };
}
