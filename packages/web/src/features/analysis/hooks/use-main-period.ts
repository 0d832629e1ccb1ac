import { comparisonPeriods } from '@cargo-sentry/contracts/analysis/analysis';
import { addMonths } from '@cargo-sentry/contracts/shared/dates';
import { useMemo } from 'react';
import { toApiDate } from '@/shared/format/date';

/** Calendar months the main page covers, the current one included. */
const mainPeriodMonths = 12;

/**
 * The one period of the main page (issue 23 §12): the last 12 calendar months, from the first day
 * of the month 11 months ago to today, so that the monthly trend shows 12 whole bars. Totals,
 * damage, the map, the top three and the change all use it; the change compares it with the same
 * number of days right before it (contracts `comparisonPeriods`). Both dates are sent, so the
 * server and the label agree on "today".
 */
export function useMainPeriod() {
  return useMemo(() => {
    const today = toApiDate(new Date());
    const from = `${addMonths(today, 1 - mainPeriodMonths).slice(0, 7)}-01`;
    const periods = comparisonPeriods({ dateFrom: from, dateTo: today }, today);
    return { query: { date_from: from, date_to: today }, ...periods };
  }, []);
}
