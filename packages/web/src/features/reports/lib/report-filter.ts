import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { periodStart } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { ReportFilterInput } from '@cargo-sentry/contracts/reports/reports';
import { emptyFilter, filterToWire, type FilterValues } from '@/shared/incident-filter/filter-state';

/** A report covers a period: the page starts with the last year. */
export const initialReportFilter: FilterValues = { ...emptyFilter, period: '1y' };

/**
 * The report's filter from the incident filter the page holds. The period is required: a
 * period option becomes dates ending today, a start date alone runs to today, and no start date
 * means the year before the end date.
 */
export function reportFilterOf(values: FilterValues, today: string = todayIso()): ReportFilterInput {
  const { period: _period, date_from: _from, date_to: _to, ...rest } = filterToWire(values);
  const dateTo = values.dateTo ?? today;
  const dateFrom = values.dateFrom ?? (values.period ? periodStart(values.period, today) : periodStart('1y', dateTo));
  return { ...(rest as Partial<ReportFilterInput>), date_from: dateFrom, date_to: dateTo };
}
