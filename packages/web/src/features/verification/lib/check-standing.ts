import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import type { CheckStanding } from '@cargo-sentry/contracts/verification/rules';
import { standingOfAnswer } from '@cargo-sentry/contracts/verification/standing';
import { toApiDate } from '@/shared/format/date';

/** One check on the page: running, answered, or failed (docs/product.md#verification-errors: shown, never hiding the others). */
export type CheckEntry =
  | { check: VerificationCheck; status: 'running' }
  | { check: VerificationCheck; status: 'done'; result: unknown }
  | { check: VerificationCheck; status: 'failed'; errorCode?: string };

export interface CheckView {
  check: VerificationCheck;
  standing: CheckStanding;
  isRunning: boolean;
  /** The day the answer is judged on (YYYY-MM-DD): a licence or policy in force then. */
  today: string;
  /** Why the check has its class (contracts' `verdictReasons`), when it answered. */
  reason?: string;
  /** The provider's own message of a negative resultCode (docs/product.md#verification-errors), shown as is. */
  message?: string;
  errorCode?: string;
  /** The answer parsed by its schema, when it has a class: what the card's details show. */
  result?: unknown;
}

/**
 * Where a check stands: its verdict (class and reason, `standingOfAnswer`) when it answered, not carried
 * out when it failed. `today` (YYYY-MM-DD) is the day the driver's licence is judged on.
 */
export function viewOf(entry: CheckEntry, today: string = toApiDate(new Date())): CheckView {
  if (entry.status === 'running') return { check: entry.check, standing: 'not_checked', isRunning: true, today };
  if (entry.status === 'failed') {
    return { check: entry.check, standing: 'not_carried_out', isRunning: false, today, errorCode: entry.errorCode };
  }
  return { check: entry.check, isRunning: false, today, ...standingOfAnswer(entry.check, entry.result, today) };
}
