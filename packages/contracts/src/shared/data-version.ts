import { z } from 'zod';

/**
 * Read-your-writes across app processes (docs/decisions/0044). A write's answer names the data
 * version it produced — the id of the newest committed incident change, the same number on every
 * process — and a client that sends the highest version it has seen back is answered only from
 * data at least that new, whichever process serves it.
 */
export const dataVersionHeader = 'x-data-version';
export const minDataVersionHeader = 'x-min-data-version';

/**
 * A data version written in a header: plain digits (no sign, leading zero, exponent or fraction)
 * within Number's safe integers, so it compares exactly. 16 characters bound the text before it
 * is read as a number.
 */
export const dataVersionSchema = z
  .string()
  .max(16)
  .regex(/^(0|[1-9][0-9]*)$/, 'a non-negative whole number')
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, 'at most 9007199254740991'));
