import type { TicketListQueryInput, TicketVerdict } from '@cargo-sentry/contracts/verification/tickets';

/** The history's filters as the inputs hold them: dates as YYYY-MM-DD, '' when not set. */
export interface TicketFilterValues {
  search: string;
  verdict: TicketVerdict | '';
  date_from: string;
  date_to: string;
}

export const emptyTicketFilter: TicketFilterValues = { search: '', verdict: '', date_from: '', date_to: '' };

/** The contract's bound of `search`: the field stops there. */
export const ticketSearchMaxLength = 100;

export const isTicketFilterSet = (values: TicketFilterValues): boolean =>
  Object.values(values).some((value) => value.trim() !== '');

/** Dates out of order are shown as the field's error and not sent (the server would refuse them). */
export const isDateOrderWrong = ({ date_from, date_to }: TicketFilterValues): boolean =>
  date_from !== '' && date_to !== '' && date_from > date_to;

/**
 * The query the filters ask the server for (issue 23 §6): only what is set, the days in the
 * browser's time zone (`utc_offset`, minutes east of UTC, as `getTimezoneOffset` is west).
 */
export function ticketQueryOf(values: TicketFilterValues, now: Date = new Date()): TicketListQueryInput {
  const search = values.search.trim();
  const query: TicketListQueryInput = {};
  if (search) query.search = search;
  if (values.verdict) query.verdict = values.verdict;
  if (!isDateOrderWrong(values)) {
    if (values.date_from) query.date_from = values.date_from;
    if (values.date_to) query.date_to = values.date_to;
  }
  if (query.date_from || query.date_to) query.utc_offset = String(-now.getTimezoneOffset() || 0);
  return query;
}
