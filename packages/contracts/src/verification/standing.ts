import type { VerificationCheck } from './form';
import { checkResultSchemas, notFoundResultCode, type CheckAnswers } from './results';
import type { CheckStanding } from './rules';
import { verdictOf } from './verdicts';
import { destroyedAnswerSchema } from '../personal-data/retention';

/** Court and trust checks read -100 as "nothing found" (docs/product.md#verification-errors); for the others it is a failure like any negative code. */
const notFoundChecks: readonly VerificationCheck[] = ['sud', 'trust_person'];

export interface AnswerStanding {
  standing: CheckStanding;
  /** Why the check has its class (`verdictReasons` of the check), when it answered. */
  reason?: string;
  /** The provider's own message of a negative resultCode (docs/product.md#verification-errors), shown as is. */
  message?: string;
  /** The answer parsed by its schema, when it has a class. */
  result?: unknown;
}

/**
 * Where one check stands given what it answered (live, or stored on a ticket): its verdict by the
 * rules of `verification-verdicts.ts`; "not carried out" when the answer says the provider failed (a
 * negative resultCode other than a court or trust -100) or is not of the check's schema (a ticket
 * stores `{ not_carried_out: true }` for a failed check). A destroyed answer keeps its standing.
 */
export function standingOfAnswer(check: VerificationCheck, answer: unknown, today: string): AnswerStanding {
  // an answer destroyed at the end of its retention period keeps only its standing (issue 28 §2)
  const destroyed = destroyedAnswerSchema.safeParse(answer);
  if (destroyed.success) return { standing: destroyed.data.standing };
  const parsed = checkResultSchemas[check].safeParse(answer);
  if (!parsed.success) return { standing: 'not_carried_out' };
  const result = parsed.data as CheckAnswers[VerificationCheck];
  const failure = failureOf(check, result);
  if (failure) return failure;
  const { standing, reason } = verdictOf(check, result, today);
  return { standing, reason, result };
}

function failureOf(check: VerificationCheck, answer: unknown): AnswerStanding | null {
  const { resultCode, resultMessage } = answer as { resultCode?: number; resultMessage?: string };
  if (resultCode === undefined || resultCode >= 0) return null;
  if (resultCode === notFoundResultCode && notFoundChecks.includes(check)) return null;
  return resultMessage ? { standing: 'not_carried_out', message: resultMessage } : { standing: 'not_carried_out' };
}
