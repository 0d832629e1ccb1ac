import type { VerificationCheck } from '@cargo-sentry/contracts/verification-form';
import { riskResultSchema } from '@cargo-sentry/contracts/verification-results';
import { riskResultClass, type CheckStanding } from '@cargo-sentry/contracts/verification-rules';

/** One check on the page: running, answered, or failed (SPEC §8: shown, never hiding the others). */
export type CheckEntry =
  | { check: VerificationCheck; status: 'running' }
  | { check: VerificationCheck; status: 'done'; result: unknown }
  | { check: VerificationCheck; status: 'failed'; errorCode?: string };

export interface CheckView {
  check: VerificationCheck;
  standing: CheckStanding;
  isRunning: boolean;
  /** The provider's own message of a negative resultCode (SPEC §8), shown as is. */
  message?: string;
  errorCode?: string;
  result?: unknown;
}

/** Where a check stands: its result class (SPEC §4) when it answered, not carried out when it failed. */
export function viewOf(entry: CheckEntry): CheckView {
  if (entry.status === 'running') return { check: entry.check, standing: 'not_checked', isRunning: true };
  if (entry.status === 'failed') {
    return { check: entry.check, standing: 'not_carried_out', isRunning: false, errorCode: entry.errorCode };
  }
  if (entry.check !== 'risk') return { check: entry.check, standing: 'not_checked', isRunning: false };
  const parsed = riskResultSchema.safeParse(entry.result);
  if (!parsed.success) return { check: entry.check, standing: 'not_carried_out', isRunning: false };
  const risk = parsed.data;
  if (risk.resultCode < 0) {
    return { check: entry.check, standing: 'not_carried_out', isRunning: false, message: risk.resultMessage };
  }
  return { check: entry.check, standing: riskResultClass(risk.list), isRunning: false, result: risk };
}
