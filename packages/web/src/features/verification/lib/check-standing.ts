import type { VerificationCheck } from '@cargo-sentry/contracts/verification-form';
import {
  driverResultSchema,
  fsspResultSchema,
  notFoundResultCode,
  osagoResultSchema,
  riskResultSchema,
  sudResultSchema,
} from '@cargo-sentry/contracts/verification-results';
import {
  isDriverValid,
  isOsagoExpired,
  riskResultClass,
  type CheckStanding,
} from '@cargo-sentry/contracts/verification-rules';
import { toApiDate } from '@/shared/format/date';

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

type Classified = { standing: CheckStanding; message?: string; result?: unknown };

/**
 * The class (SPEC §4) of each answer the page can show, or null when the answer is not of its schema.
 * `today` (YYYY-MM-DD) is the day the driver's licence is judged on.
 */
function classify(check: VerificationCheck, result: unknown, today: string): Classified | null {
  switch (check) {
    case 'risk': {
      const parsed = riskResultSchema.safeParse(result);
      if (!parsed.success) return null;
      const risk = parsed.data;
      if (risk.resultCode < 0) return { standing: 'not_carried_out', message: risk.resultMessage };
      return { standing: riskResultClass(risk.list), result: risk };
    }
    case 'osago': {
      const parsed = osagoResultSchema.safeParse(result);
      if (!parsed.success) return null;
      const osago = parsed.data;
      if (osago.resultCode < 0) return { standing: 'not_carried_out', message: osago.resultMessage };
      // No policy at all is "not found" (a warning), not an expired one (an alert).
      if (osago.policies.length === 0) return { standing: 'warning', result: osago };
      return { standing: isOsagoExpired(osago.policies) ? 'alert' : 'success', result: osago };
    }
    case 'driver': {
      const parsed = driverResultSchema.safeParse(result);
      if (!parsed.success) return null;
      return { standing: isDriverValid(parsed.data, today) ? 'success' : 'alert', result: parsed.data };
    }
    case 'fssp': {
      const parsed = fsspResultSchema.safeParse(result);
      if (!parsed.success) return null;
      const fssp = parsed.data;
      return { standing: fssp.found || fssp.data.length > 0 ? 'warning' : 'success', result: fssp };
    }
    case 'sud': {
      const parsed = sudResultSchema.safeParse(result);
      if (!parsed.success) return null;
      const sud = parsed.data;
      // SPEC §8: -100 is "nothing found", a success; any other negative code is a failure.
      if (sud.resultCode === notFoundResultCode) return { standing: 'success', result: sud };
      if (sud.resultCode < 0) return { standing: 'not_carried_out' };
      return { standing: sud.cases.length > 0 ? 'warning' : 'success', result: sud };
    }
    default:
      return { standing: 'not_checked' };
  }
}

/** Where a check stands: its result class (SPEC §4) when it answered, not carried out when it failed. */
export function viewOf(entry: CheckEntry, today: string = toApiDate(new Date())): CheckView {
  if (entry.status === 'running') return { check: entry.check, standing: 'not_checked', isRunning: true };
  if (entry.status === 'failed') {
    return { check: entry.check, standing: 'not_carried_out', isRunning: false, errorCode: entry.errorCode };
  }
  const classified = classify(entry.check, entry.result, today);
  if (!classified) return { check: entry.check, standing: 'not_carried_out', isRunning: false };
  return { check: entry.check, isRunning: false, ...classified };
}
