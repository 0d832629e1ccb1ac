import type { VerificationCheck } from './verification-form';
import { checkResultSchemas, notFoundResultCode, type CheckAnswers } from './verification-results';
import {
  atiIdsClass,
  faceClass,
  fsspClass,
  isDriverValid,
  osagoClass,
  participationClass,
  passportClass,
  phoneClass,
  reputationClass,
  riskResultClass,
  sudClass,
  trustPersonClass,
  type CheckStanding,
  type ResultClass,
} from './verification-rules';

/** The class rule (SPEC §4) of each check's answer; `today` is the day a licence is judged on. */
const classRules: { [C in VerificationCheck]: ((answer: CheckAnswers[C], today: string) => ResultClass) | null } = {
  risk: (answer) => riskResultClass(answer.list),
  osago: osagoClass,
  passport_complex: passportClass,
  phone: phoneClass,
  fssp: fsspClass,
  sud: sudClass,
  trust_person: trustPersonClass,
  face: faceClass,
  driver: (answer, today) => (isDriverValid(answer, today) ? 'success' : 'alert'),
  reputation: reputationClass,
  participant: participationClass,
  find_ati_su_id: atiIdsClass,
};

/** Court and trust checks read -100 as "nothing found" (SPEC §8); for the others it is a failure like any negative code. */
const notFoundChecks: readonly VerificationCheck[] = ['sud', 'trust_person'];

export interface AnswerStanding {
  standing: CheckStanding;
  /** The provider's own message of a negative resultCode (SPEC §8), shown as is. */
  message?: string;
  /** The answer parsed by its schema, when it has a class. */
  result?: unknown;
}

/**
 * Where one check stands given what it answered (live, or stored on a ticket): its class by the
 * rules of `verification-rules.ts`; "not carried out" when the answer says the provider failed (a
 * negative resultCode other than a court or trust -100) or is not of the check's schema (a ticket
 * stores `{ not_carried_out: true }` for a failed check).
 */
export function standingOfAnswer(check: VerificationCheck, answer: unknown, today: string): AnswerStanding {
  const parsed = checkResultSchemas[check].safeParse(answer);
  if (!parsed.success) return { standing: 'not_carried_out' };
  const result: unknown = parsed.data;
  const failure = failureOf(check, result);
  if (failure) return failure;
  const rule = classRules[check] as ((answer: unknown, today: string) => ResultClass) | null;
  return rule ? { standing: rule(result, today), result } : { standing: 'not_checked' };
}

function failureOf(check: VerificationCheck, answer: unknown): AnswerStanding | null {
  const { resultCode, resultMessage } = answer as { resultCode?: number; resultMessage?: string };
  if (resultCode === undefined || resultCode >= 0) return null;
  if (resultCode === notFoundResultCode && notFoundChecks.includes(check)) return null;
  return resultMessage ? { standing: 'not_carried_out', message: resultMessage } : { standing: 'not_carried_out' };
}
