import { consistencyClassOf, type ConsistencyResult } from '../identity-links/consistency';
import type { VerificationCheck } from './form';
import {
  notFoundResultCode,
  type CheckAnswers,
  type DriverResult,
  type FaceResult,
  type FindAtiSuIdResult,
  type FsspResult,
  type OsagoPolicy,
  type ParticipationResult,
  type PassportResult,
  type PhoneResult,
  type PrudenceCheckResult,
  type ReputationResult,
  type RiskMatchField,
  type SudResult,
  type TrustPersonResult,
} from './results';
import {
  companyState,
  isOsagoPolicyInForce,
  licenceStatusOf,
  passportConfirmedScore,
  passportDescriptions,
  trustColorOf,
  trustItemsOf,
  type LicenceStatus,
  type ResultClass,
} from './rules';

/**
 * The verdict of each check (issue 23 §2): one function per check maps its answer to a reason,
 * and every reason carries exactly one class (docs/product.md#result-classes: success, warning, alert). The page's
 * cards and the evidence PDF both say the class in words and the reason in one line, from these
 * rules, so the two cannot disagree and a card that found a problem never reads only "checked".
 */
export const verdictReasons = {
  risk: { vehicle_in_incident: 'alert', counterparty_in_incident: 'warning', no_incidents: 'success' },
  osago: { none_in_force: 'alert', not_found: 'warning', in_force: 'success' },
  driver: {
    wanted: 'alert',
    deprived: 'alert',
    not_found: 'alert',
    not_in_force: 'alert',
    expired: 'alert',
    valid: 'success',
  },
  passport_complex: { invalid: 'alert', not_found: 'warning', data_mismatch: 'warning', valid: 'success' },
  phone: { not_registered: 'warning', registered: 'success' },
  fssp: { debts: 'warning', none: 'success' },
  sud: { cases: 'warning', none: 'success' },
  trust_person: { red_serious: 'alert', red_minor: 'warning', clear: 'success', unknown_person: 'success' },
  face: { match: 'alert', no_face: 'warning', several_faces: 'warning', no_match: 'success' },
  reputation: { defunct: 'alert', winding_down: 'warning', flags: 'warning', not_found: 'warning', clean: 'success' },
  participant: { inactive_company: 'warning', active_companies: 'success', none: 'success' },
  find_ati_su_id: { none: 'warning', found: 'success' },
  prudence: {
    defunct: 'alert',
    incidents: 'warning',
    not_found: 'warning',
    winding_down: 'warning',
    court_or_debts: 'warning',
    flags: 'warning',
    clean: 'success',
  },
  consistency: { conflicts: 'alert', doubts: 'warning', information: 'success', consistent: 'success' },
} as const satisfies { [C in VerificationCheck]: Record<string, ResultClass> };

/** Why a check of kind `C` stands where it does. */
export type VerdictReason<C extends VerificationCheck = VerificationCheck> = C extends VerificationCheck
  ? keyof (typeof verdictReasons)[C] & string
  : never;

export interface Verdict {
  standing: ResultClass;
  reason: string;
}

const verdict = <C extends VerificationCheck>(check: C, reason: VerdictReason<C>): Verdict => ({
  standing: (verdictReasons[check] as Record<string, ResultClass>)[reason],
  reason,
});

// ---- Risk ----

const vehicleMatchFields: readonly RiskMatchField[] = ['vehicle_plate', 'vehicle_vin', 'trailer_plate', 'trailer_vin'];

/** docs/product.md#risk: alert when a vehicle or trailer plate or VIN matched, warning when only the counterparty did. */
export function riskReason(incidents: readonly { matched_by: readonly RiskMatchField[] }[]): VerdictReason<'risk'> {
  const fields = incidents.flatMap((incident) => incident.matched_by);
  if (fields.some((field) => vehicleMatchFields.includes(field))) return 'vehicle_in_incident';
  return fields.length > 0 ? 'counterparty_in_incident' : 'no_incidents';
}

// ---- Documents ----

/**
 * Policies that exist but none in force today are an alert: the vehicle is uninsured. No policy
 * at all is a warning, "not found": a new vehicle or a mistyped plate look the same.
 */
export function osagoReason(
  { policies }: { policies: readonly Pick<OsagoPolicy, 'status' | 'startDate' | 'endDate'>[] },
  today: string,
): VerdictReason<'osago'> {
  if (policies.length === 0) return 'not_found';
  return policies.some((policy) => isOsagoPolicyInForce(policy, today)) ? 'in_force' : 'none_in_force';
}

/**
 * docs/product.md#driver-licence: valid means not wanted, status "Действует", not expired (with the 2022–2025 extension)
 * and no deprivation decision. The first that fails is the reason, the gravest first: a decision
 * in force outranks the register's status, which can still read "Действует" (issue 23 §3).
 */
export function driverReason(result: DriverResult, today: string): VerdictReason<'driver'> {
  if (result.wanted) return 'wanted';
  return licenceReasons[licenceStatusOf(result, today)];
}
const licenceReasons: Record<LicenceStatus, VerdictReason<'driver'>> = {
  deprived: 'deprived',
  not_found: 'not_found',
  register: 'not_in_force',
  expired: 'expired',
  in_force: 'valid',
};

/**
 * Alert when the passport is on the invalid-passports list. A number the register does not know,
 * or one whose holder's data differ, is a warning ("not confirmed"), not an alert: a typo in a name
 * or a date gives the same answer, so the user compares the papers before calling it fraud.
 */
export function passportReason({ description, score }: PassportResult): VerdictReason<'passport_complex'> {
  const said = description.trim().toLowerCase();
  if (said === passportDescriptions.invalid.toLowerCase()) return 'invalid';
  if (said === passportDescriptions.notFound.toLowerCase()) return 'not_found';
  return score >= passportConfirmedScore ? 'valid' : 'data_mismatch';
}

/** Whether the 0–100 match is worth showing: not for a passport on the invalid list or unknown, where no person was compared. */
export const isPassportScoreMeaningful = (result: PassportResult): boolean => {
  const reason = passportReason(result);
  return reason === 'valid' || reason === 'data_mismatch';
};

// ---- Person ----

/**
 * Success when the phone is registered to the person; otherwise a warning ("not confirmed"), not
 * an alert: drivers often use a phone registered to a relative or an employer.
 */
export const phoneReason = ({ operationResult }: PhoneResult): VerdictReason<'phone'> =>
  operationResult ? 'registered' : 'not_registered';

/** Enforcement proceedings are a warning: debts tell about a person's reliability, not that they steal. */
export const fsspReason = ({ found, data }: FsspResult): VerdictReason<'fssp'> =>
  found || data.length > 0 ? 'debts' : 'none';

/** Court cases are a warning; -100 is "nothing found" (docs/product.md#verification-errors), like an empty list. */
export const sudReason = ({ resultCode, cases }: SudResult): VerdictReason<'sud'> =>
  resultCode !== notFoundResultCode && cases.length > 0 ? 'cases' : 'none';

const trustValueHasRed = (value: TrustPersonResult['c1']) =>
  trustItemsOf(value).some((item) => trustColorOf(item) === 'red');

/**
 * docs/product.md#trust-person: alert when any of c1–c3 contains RED, warning when any of c4–c6 does, else success;
 * -100 is "nothing found" (docs/product.md#verification-errors), a success. RED is matched as a word, so "REDUCED" is not red.
 */
export function trustPersonReason(result: TrustPersonResult): VerdictReason<'trust_person'> {
  if (result.resultCode === notFoundResultCode) return 'unknown_person';
  if ([result.c1, result.c2, result.c3].some(trustValueHasRed)) return 'red_serious';
  if ([result.c4, result.c5, result.c6].some(trustValueHasRed)) return 'red_minor';
  return 'clear';
}

/**
 * A face in the gallery of incidents and wanted persons is an alert; a photo the check could not
 * use (no face, several faces) a warning, since nothing was compared; a face that matched nobody a
 * success.
 */
export function faceReason({ message_code }: FaceResult): VerdictReason<'face'> {
  if (message_code === 'matches') return 'match';
  return message_code;
}

// ---- Companies ----

/**
 * Alert when a company with the INN no longer exists: a defunct company cannot take cargo, so its
 * papers are old or someone else's. Warning when it is winding down or changing, carries a flag
 * (mass address, unfair suppliers) or the register does not know the INN. Else success.
 */
export function reputationReason({ Items }: ReputationResult): VerdictReason<'reputation'> {
  if (Items.length === 0) return 'not_found';
  const states = Items.map((item) => companyState(item.status));
  if (states.includes('defunct')) return 'defunct';
  if (states.includes('other')) return 'winding_down';
  return Items.some((item) => item.flags.length > 0) ? 'flags' : 'clean';
}

/**
 * The person's companies are information, and so is having none; a warning when one of them is not
 * active (liquidated, excluded, winding down): a trail of dead companies is how one-day firms look.
 */
export function participationReason({ participations }: ParticipationResult): VerdictReason<'participant'> {
  if (participations.length === 0) return 'none';
  return participations.some((company) => companyState(company.status) !== 'active')
    ? 'inactive_company'
    : 'active_companies';
}

/** No ATI id is a warning: the carrier's claims, reviews and history on ATI.su cannot be checked. */
export const atiIdsReason = ({ ati_ids }: FindAtiSuIdResult): VerdictReason<'find_ati_su_id'> =>
  ati_ids.length > 0 ? 'found' : 'none';

/**
 * The one-off commercial prudence check (issue 23 §14): a company the register says no longer
 * exists is an alert, as for reputation. Anything else found is a warning, named by the gravest
 * kind: our incidents naming the INN, the INN not in the register, a status other than operating,
 * court cases or bailiff debts of its founders and directors, register flags. Nothing found: success.
 */
export function prudenceReason({ data }: PrudenceCheckResult): VerdictReason<'prudence'> {
  const registry = data.findings.filter((finding) => finding.source === 'registry');
  const has = (source: PrudenceCheckResult['data']['findings'][number]['source']) =>
    data.findings.some((finding) => finding.source === source);
  const states = registry.filter((finding) => finding.key !== 'not_found').map((f) => companyState(f.title));
  if (states.includes('defunct')) return 'defunct';
  if (has('incidents')) return 'incidents';
  if (registry.some((finding) => finding.key === 'not_found')) return 'not_found';
  if (states.length > 0) return 'winding_down';
  if (has('sud') || has('fssp')) return 'court_or_debts';
  return has('reputation') ? 'flags' : 'clean';
}

// ---- Identity consistency ----

/**
 * Identity consistency (issue 27 §2): the gravest finding's class, read from the findings rather
 * than the answer's own `class`, as every verdict is read from what a check found. Findings that
 * only inform (the driver is the carrier's director) are a success that says so.
 */
export function consistencyReason({ findings }: Pick<ConsistencyResult, 'findings'>): VerdictReason<'consistency'> {
  const found = consistencyClassOf(findings);
  if (found === 'alert') return 'conflicts';
  if (found === 'warning') return 'doubts';
  return findings.length > 0 ? 'information' : 'consistent';
}

// ---- Every check ----

const reasonRules: { [C in VerificationCheck]: (answer: CheckAnswers[C], today: string) => VerdictReason<C> } = {
  risk: (answer) => riskReason(answer.list),
  osago: osagoReason,
  driver: driverReason,
  passport_complex: passportReason,
  phone: phoneReason,
  fssp: fsspReason,
  sud: sudReason,
  trust_person: trustPersonReason,
  face: faceReason,
  reputation: reputationReason,
  participant: participationReason,
  find_ati_su_id: atiIdsReason,
  prudence: prudenceReason,
  consistency: consistencyReason,
};

/** The verdict of a check's answer (already parsed by its schema); `today` is the day it is judged on. */
export function verdictOf<C extends VerificationCheck>(check: C, answer: CheckAnswers[C], today: string): Verdict {
  const rule = reasonRules[check] as (answer: CheckAnswers[C], today: string) => VerdictReason<C>;
  return verdict(check, rule(answer, today));
}

// The classes of docs/product.md#result-classes, for code that needs only the colour.
export const riskResultClass = (incidents: readonly { matched_by: readonly RiskMatchField[] }[]): ResultClass =>
  verdict('risk', riskReason(incidents)).standing;
export const osagoClass = (answer: Parameters<typeof osagoReason>[0], today: string): ResultClass =>
  verdict('osago', osagoReason(answer, today)).standing;
export const passportClass = (answer: PassportResult): ResultClass =>
  verdict('passport_complex', passportReason(answer)).standing;
export const phoneClass = (answer: PhoneResult): ResultClass => verdict('phone', phoneReason(answer)).standing;
export const fsspClass = (answer: FsspResult): ResultClass => verdict('fssp', fsspReason(answer)).standing;
export const sudClass = (answer: SudResult): ResultClass => verdict('sud', sudReason(answer)).standing;
export const trustPersonClass = (answer: TrustPersonResult): ResultClass =>
  verdict('trust_person', trustPersonReason(answer)).standing;
export const faceClass = (answer: FaceResult): ResultClass => verdict('face', faceReason(answer)).standing;
export const reputationClass = (answer: ReputationResult): ResultClass =>
  verdict('reputation', reputationReason(answer)).standing;
export const participationClass = (answer: ParticipationResult): ResultClass =>
  verdict('participant', participationReason(answer)).standing;
export const atiIdsClass = (answer: FindAtiSuIdResult): ResultClass =>
  verdict('find_ati_su_id', atiIdsReason(answer)).standing;
/** docs/product.md#driver-licence: not wanted, status "Действует", not expired (with the extension) and no deprivation decision. */
export const isDriverValid = (result: DriverResult, today: string): boolean => driverReason(result, today) === 'valid';
