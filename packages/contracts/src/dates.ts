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
