import { addMonths } from './dates';
import { normalizePlate, normalizeVin } from './identifiers';
import type { NormalizedTransportForm, VerificationCheck } from './verification-form';
import {
  notFoundResultCode,
  type DriverResult,
  type FindAtiSuIdResult,
  type FaceResult,
  type FsspResult,
  type OsagoPolicy,
  type ParticipationResult,
  type PassportResult,
  type PhoneResult,
  type ReputationResult,
  type RiskMatchField,
  type SudResult,
  type TrustPersonResult,
} from './verification-results';

/**
 * The outcome rules of SPEC §4 (verification): plain functions over check answers. None reads the
 * clock; a rule that depends on the date takes `today` (`YYYY-MM-DD`).
 */

/** Class colour of a check result (SPEC §9), best first. */
export const resultClasses = ['success', 'warning', 'alert'] as const;
export type ResultClass = (typeof resultClasses)[number];

// ---- Risk ----

/** The form fields a risk search uses. */
export type RiskSubject = Pick<
  NormalizedTransportForm,
  'autoGos' | 'autoVin' | 'trailerGos' | 'trailerVin' | 'ogrn' | 'inn' | 'externalId'
>;
/** The identifiers of an incident, as stored ('' or null when unknown). */
export type RiskIncidentIdentifiers = Partial<Record<RiskMatchField, string | null>>;

const vehicleMatchFields: readonly RiskMatchField[] = ['vehicle_plate', 'vehicle_vin', 'trailer_plate', 'trailer_vin'];
const digitsOnly = (value: string) => value.replace(/\s+/g, '');

/**
 * The incident fields equal to a searched identifier, after the same normalisation on both sides.
 * Plates match plates and VINs match VINs whether entered for the vehicle or the trailer: a trailer
 * typed in the vehicle field is still the same trailer. An empty value never matches.
 */
export function riskMatchesOf(subject: RiskSubject, incident: RiskIncidentIdentifiers): RiskMatchField[] {
  const searched = (values: (string | undefined)[], normalize: (value: string) => string) =>
    new Set(values.filter((value): value is string => !!value).map(normalize));
  const plates = searched([subject.autoGos, subject.trailerGos], normalizePlate);
  const vins = searched([subject.autoVin, subject.trailerVin], normalizeVin);
  const sets: Record<RiskMatchField, [Set<string>, (value: string) => string]> = {
    vehicle_plate: [plates, normalizePlate],
    vehicle_vin: [vins, normalizeVin],
    trailer_plate: [plates, normalizePlate],
    trailer_vin: [vins, normalizeVin],
    ati_id: [searched(subject.externalId ?? [], digitsOnly), digitsOnly],
    counterparty_ogrn: [searched([subject.ogrn], digitsOnly), digitsOnly],
    counterparty_inn: [searched([subject.inn], digitsOnly), digitsOnly],
  };
  return (Object.keys(sets) as RiskMatchField[]).filter((field) => {
    const [values, normalize] = sets[field];
    const value = normalize(incident[field] ?? '');
    return value !== '' && values.has(value);
  });
}

/** SPEC §4: alert when a vehicle or trailer plate or VIN matched, warning when only the counterparty did. */
export function riskResultClass(incidents: readonly { matched_by: readonly RiskMatchField[] }[]): ResultClass {
  const fields = incidents.flatMap((incident) => incident.matched_by);
  if (fields.some((field) => vehicleMatchFields.includes(field))) return 'alert';
  return fields.length > 0 ? 'warning' : 'success';
}

export const riskLevels = ['low', 'middle', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/**
 * Risk level: high when anything matched (alert or warning); otherwise low only when both the
 * transport (a plate or VIN) and the counterparty (INN, OGRN or ATI id) were searched, else middle:
 * "nothing found" about half of the deal is not enough data to call it low risk.
 */
export function riskLevel(subject: RiskSubject, resultClass: ResultClass): RiskLevel {
  if (resultClass !== 'success') return 'high';
  const hasTransport = !!(subject.autoGos || subject.autoVin || subject.trailerGos || subject.trailerVin);
  const hasCounterparty = !!(subject.ogrn || subject.inn || subject.externalId?.length);
  return hasTransport && hasCounterparty ? 'low' : 'middle';
}

export const incidentCountLevels = ['none', 'one_or_two', 'many'] as const;
export type IncidentCountLevel = (typeof incidentCountLevels)[number];

/** SPEC §4, §9: none, one or two, three or more (the many level). */
export function incidentCountLevel(count: number): IncidentCountLevel {
  if (count <= 0) return 'none';
  return count < 3 ? 'one_or_two' : 'many';
}

// ---- Documents in force ----

/** The status registers give a document, policy or licence in force. */
export const inForceStatus = 'Действует';
const isSameText = (value: string, expected: string) => value.trim().toLowerCase() === expected.toLowerCase();
const isInForce = (status: string) => isSameText(status, inForceStatus);

/** SPEC §4: expired when policies exist and none is in force. No policy at all is "not found", not expired. */
export function isOsagoExpired(policies: readonly Pick<OsagoPolicy, 'status'>[]): boolean {
  return policies.length > 0 && !policies.some((policy) => isInForce(policy.status));
}

/**
 * Expired policies (none in force) are an alert: the vehicle is uninsured. No policy at all is a
 * warning, "not found": a new vehicle or a mistyped plate look the same, so the user should look.
 */
export function osagoClass({ policies }: { policies: readonly Pick<OsagoPolicy, 'status'>[] }): ResultClass {
  if (policies.length === 0) return 'warning';
  return isOsagoExpired(policies) ? 'alert' : 'success';
}

// ---- Passport ----

/** What the passport registers say (the registry and the http gateway, docs/decisions/0014). */
export const passportDescriptions = {
  valid: 'Действителен',
  invalid: 'Недействителен',
  notFound: 'Не найден',
} as const;

/**
 * From this score on the register confirms the number and the person together. A register answers
 * 100 for a full match; a lower score means some of the person's data differ from the document's.
 */
export const passportConfirmedScore = 80;

/**
 * Alert when the passport is on the invalid-passports list (the register's own statement: lost,
 * stolen, replaced). A number the register does not know, or one whose holder's data differ, is a
 * warning ("not confirmed"), not an alert: a typo in a name or a date gives the same answer, so the
 * user compares the papers before calling it fraud.
 */
export function passportClass({ description, score }: PassportResult): ResultClass {
  if (isSameText(description, passportDescriptions.invalid)) return 'alert';
  if (isSameText(description, passportDescriptions.notFound)) return 'warning';
  return score >= passportConfirmedScore ? 'success' : 'warning';
}

// ---- Phone ----

/**
 * Success when the phone is registered to the person; otherwise a warning ("not confirmed"), not
 * an alert: drivers often use a phone registered to a relative or an employer.
 */
export const phoneClass = ({ operationResult }: PhoneResult): ResultClass => (operationResult ? 'success' : 'warning');

// ---- Bailiffs and courts ----

/** Enforcement proceedings are a warning: debts tell about a person's reliability, not that they steal. */
export const fsspClass = ({ found, data }: FsspResult): ResultClass =>
  found || data.length > 0 ? 'warning' : 'success';

/** Court cases are a warning; -100 is "nothing found" (SPEC §8), a success like an empty list. */
export function sudClass({ resultCode, cases }: SudResult): ResultClass {
  if (resultCode === notFoundResultCode) return 'success';
  return cases.length > 0 ? 'warning' : 'success';
}

// ---- Companies: reputation, participation, ATI ids ----

export const companyStates = ['active', 'defunct', 'other'] as const;
export type CompanyState = (typeof companyStates)[number];

/**
 * A company's register status read as one of three: active ("Действующее", "Действует"); defunct,
 * the company no longer exists ("Ликвидировано", "Прекратило деятельность", "Исключено из ЕГРЮЛ",
 * "Недействующее"); other, it exists but is winding down or changing ("В процессе ликвидации",
 * "В процессе реорганизации", "Банкротство", or a status we do not know).
 */
export function companyState(status: string): CompanyState {
  const normalized = status.trim().toLowerCase();
  if (/^действу/.test(normalized)) return 'active';
  return /ликвидирован|прекратил|исключен|недейству/.test(normalized) ? 'defunct' : 'other';
}

/**
 * Reputation of the counterparty's INN. Alert when a company with it no longer exists: a defunct
 * company cannot take cargo, so its papers are old or someone else's (a known fraud pattern).
 * Warning when the register does not know the INN ("not found"), when the company is winding down
 * or changing, or when it carries a flag (mass address, unfair suppliers): signs to look at that
 * many honest firms also have. Else success.
 */
export function reputationClass({ Items }: ReputationResult): ResultClass {
  if (Items.length === 0) return 'warning';
  const states = Items.map((item) => companyState(item.status));
  if (states.includes('defunct')) return 'alert';
  return states.includes('other') || Items.some((item) => item.flags.length > 0) ? 'warning' : 'success';
}

/**
 * The person's companies are information, a success, and so is having none; a warning when one of
 * them is not active (liquidated, excluded, winding down): a trail of dead companies is how
 * one-day firms look.
 */
export function participationClass({ participations }: ParticipationResult): ResultClass {
  return participations.some((company) => companyState(company.status) !== 'active') ? 'warning' : 'success';
}

/**
 * ATI ids found for the INN: a success. None is a warning: a carrier without an ATI.su profile may
 * be honest, but its claims, reviews and history there cannot be checked.
 */
export const atiIdsClass = ({ ati_ids }: FindAtiSuIdResult): ResultClass =>
  ati_ids.length > 0 ? 'success' : 'warning';

/**
 * The face check (issue 13 §1): a face in the gallery of incidents and wanted persons is an alert;
 * a photo the check could not use (no face, several faces) a warning, since nothing was compared;
 * a face that matched nobody a success ("verified").
 */
export const faceClass = ({ message_code }: FaceResult): ResultClass =>
  message_code === 'matches' ? 'alert' : message_code === 'no_match' ? 'success' : 'warning';

/** The ATI.su page of a firm. */
export const atiFirmLink = (atiId: string) => `https://ati.su/firms/${encodeURIComponent(atiId)}/info`;

// ---- Trust person ----

export const trustColors = ['red', 'yellow', 'green'] as const;
export type TrustColor = (typeof trustColors)[number];

// A colour is matched as a word, so "REDUCED" is not red.
const trustColorWords = trustColors.map((color) => [color, new RegExp(`(^|[^a-z])${color}([^a-z]|$)`, 'i')] as const);

/** The colour a trust value or finding carries ("RED", "GREEN", "RED: розыск"), worst first; null when none. */
export function trustColorOf(item: string): TrustColor | null {
  return trustColorWords.find(([, word]) => word.test(item))?.[0] ?? null;
}

/** The items of one trust category: none, a single value, or a list of findings. */
export const trustItemsOf = (value: TrustPersonResult['c1']): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

const trustValueHasRed = (value: TrustPersonResult['c1']) =>
  trustItemsOf(value).some((item) => trustColorOf(item) === 'red');

/**
 * SPEC §4: alert when any of c1–c3 contains RED, warning when any of c4–c6 does, else success;
 * -100 is "nothing found" (SPEC §8), a success. RED is matched as a word, so "REDUCED" is not red.
 */
export function trustPersonClass(result: TrustPersonResult): ResultClass {
  if (result.resultCode === notFoundResultCode) return 'success';
  if ([result.c1, result.c2, result.c3].some(trustValueHasRed)) return 'alert';
  if ([result.c4, result.c5, result.c6].some(trustValueHasRed)) return 'warning';
  return 'success';
}

// ---- Driver ----

/**
 * The government extension of Russian national driving licences: Постановление Правительства РФ
 * от 12.03.2022 № 353 as amended by № 626 of 09.04.2022 (licences ending 01.01.2022–31.12.2023) and
 * № 2269 of 23.12.2023, in force from 28.12.2023 (window widened to 31.12.2025): a licence whose term
 * ends or ended inside the window is valid three years longer, in Russia. Sources: the government's
 * and the MVD's announcements of both amendments (e.g. belgorodskij-r31.gosweb.gosuslugi.ru, MVD
 * spokeswoman I. Volk on № 2269). Not 01.03.2022–31.12.2023, as once planned here: no edition of the
 * decree has that window, and it would call licences ending in 2024–2025 expired while they are valid.
 */
export const licenseExtension = { from: '2022-01-01', to: '2025-12-31', months: 36 } as const;

/** The last day a licence is valid, its term moved by `licenseExtension` when it ends inside the window. */
export function effectiveLicenseExpiry(expiry: string): string {
  const extended = expiry >= licenseExtension.from && expiry <= licenseExtension.to;
  return extended ? addMonths(expiry, licenseExtension.months) : expiry;
}

/**
 * Expired unless the (extended) expiry date is today or later: the date printed is the last day of
 * validity. A licence without a known expiry date is treated as expired, since nothing shows it valid.
 */
export function isLicenseExpired(expiry: string | null | undefined, today: string): boolean {
  return !expiry || today > effectiveLicenseExpiry(expiry);
}

/**
 * Decision states that withdraw the right to drive, in the codes of the ГИБДД driver check
 * (гибдд.рф/check/driver): a decision taken, in force, under appeal, its term running or interrupted.
 * The rest (71 execution stopped, 73/76 fine paid, 79 term over, 82 knowledge test) do not.
 */
export const deprivationStates: Readonly<Record<string, string>> = {
  '42': 'Вынесено постановление о лишении права управления ТС',
  '60': 'Постановление о лишении права управления ТС вступило в законную силу',
  '64': 'Обжалование постановления суда',
  '68': 'Исчисление срока лишения права управления ТС прервано',
  '78': 'Начато исчисление срока лишения права управления',
};

/** SPEC §4: not wanted, status "Действует", not expired (with the extension) and no deprivation decision. */
export function isDriverValid(result: DriverResult, today: string): boolean {
  return (
    !result.wanted &&
    isInForce(result.status) &&
    !isLicenseExpired(result.drivingLicenseExpiryDate, today) &&
    !result.decisionList.some((decision) => Object.hasOwn(deprivationStates, decision.state.trim()))
  );
}

// ---- Outcome wording and summary ----

/** SPEC §4 "Check outcome wording": the web translates `verification.outcome.<key>`. */
export const checkOutcomes = [
  'checked',
  'not_checked',
  'not_carried_out',
  'valid',
  'not_valid',
  'verified',
  'confirmed',
  'not_confirmed',
] as const;
export type CheckOutcome = (typeof checkOutcomes)[number];

/** Where a check of a ticket stands: its class when it ran, else why it has none. */
export type CheckStanding = ResultClass | 'not_carried_out' | 'not_checked';

/**
 * The word for a check: not checked (did not run: fields missing, disabled) and not carried out
 * (ran and failed) as they are; documents (passport, licence, policy) valid / not valid, except a
 * passport the register could not confirm (a warning: unknown number, data differ), which is not
 * confirmed rather than not valid; the phone confirmed / not confirmed; the face verified when
 * nothing matched; every other check "checked", its class colour telling what was found.
 */
export function checkOutcome(check: VerificationCheck, standing: CheckStanding): CheckOutcome {
  if (standing === 'not_checked' || standing === 'not_carried_out') return standing;
  const clean = standing === 'success';
  if (check === 'passport_complex' && standing === 'warning') return 'not_confirmed';
  if (check === 'passport_complex' || check === 'driver' || check === 'osago') return clean ? 'valid' : 'not_valid';
  if (check === 'phone') return clean ? 'confirmed' : 'not_confirmed';
  if (check === 'face' && clean) return 'verified';
  return 'checked';
}

/**
 * The combined summary, worst first: alert, warning, success, then not carried out (we tried and
 * could not, so the picture has a hole the user should see) before not checked (left out by the
 * form or the settings, which the user chose).
 */
export const summaryOrder = ['alert', 'warning', 'success', 'not_carried_out', 'not_checked'] as const;

/** Checks ordered worst first (stable within a standing), and the standing of the whole ticket. */
export function summarizeChecks<T extends { standing: CheckStanding }>(
  checks: readonly T[],
): { overall: CheckStanding; ordered: T[] } {
  const rank = (entry: T) => summaryOrder.indexOf(entry.standing);
  const ordered = [...checks].sort((a, b) => rank(a) - rank(b));
  return { overall: ordered[0]?.standing ?? 'not_checked', ordered };
}
