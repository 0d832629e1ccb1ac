import type { VerificationCheck } from './form';
import type { DriverResult, FaceResult, TrustPersonResult } from './results';
import { trustColorOf, trustItemsOf, type CheckStanding } from './rules';
import { standingOfAnswer } from './standing';

/**
 * What a stored check answer says, kept on its ticket beside the answer (migration 0120), so that
 * SQL (the company rating's triggers) reads the verdicts of contracts' rules instead of repeating
 * them: its standing, and whether it found the person on the wanted list.
 */
export interface CheckVerdict {
  standing: CheckStanding;
  wanted: boolean;
}

/**
 * The wanted list speaks through three checks: the trust check's c1 (a red finding; docs/decisions
 * 0015), the driver check's `wanted` and a face matched to a wanted person's photo.
 */
function isWantedIn(check: VerificationCheck, result: unknown): boolean {
  if (check === 'trust_person') {
    return trustItemsOf((result as TrustPersonResult).c1).some((item) => trustColorOf(item) === 'red');
  }
  if (check === 'driver') return (result as DriverResult).wanted;
  if (check === 'face') return (result as FaceResult).matches.some((match) => match.source_kind === 'wanted');
  return false;
}

/** The verdict of one check's answer on `today` (the day it was checked). */
export function checkVerdictOf(check: VerificationCheck, answer: unknown, today: string): CheckVerdict {
  const { standing, result } = standingOfAnswer(check, answer, today);
  // an answer that failed or was "not found" has no result to read
  const counts = result !== undefined && standing !== 'not_carried_out' && standing !== 'not_checked';
  return { standing, wanted: counts && isWantedIn(check, result) };
}
