import { addMonths } from '../shared/dates';
import { normalizePlate, normalizeVin } from '../shared/identifiers';
import type { NormalizedTransportForm } from './form';
import type { DriverDecision, DriverResult, OsagoPolicy, RiskMatchField, TrustPersonResult } from './results';

/**
 * The outcome rules of docs/product.md#verification-checks (verification): plain functions over check answers. None reads the
 * clock; a rule that depends on the date takes `today` (`YYYY-MM-DD`). Each check's verdict (class
 * and reason) is `verification-verdicts.ts`, built on these.
 */

/** Class colour of a check result (docs/product.md#result-classes), best first. */
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

/** docs/product.md#risk: none, one or two, three or more (the many level). */
export function incidentCountLevel(count: number): IncidentCountLevel {
  if (count <= 0) return 'none';
  return count < 3 ? 'one_or_two' : 'many';
}

// ---- Documents in force ----

/** The status registers give a document, policy or licence in force. */
export const inForceStatus = 'Действует';
/** The status of a licence no register knows: not valid, since nothing confirms it. */
export const licenceNotFoundStatus = 'Не найдено';
const isSameText = (value: string, expected: string) => value.trim().toLowerCase() === expected.toLowerCase();
/** Whether a register's status word says "in force" (whatever its case and spaces). */
export const isStatusInForce = (status: string): boolean => isSameText(status, inForceStatus);
export const isLicenceNotFound = (status: string): boolean => isSameText(status, licenceNotFoundStatus);

/**
 * A policy is in force on `today` when its status says so and its dates agree: a register that still
 * says "Действует" after the end date (or before the start) would make a card contradict itself.
 */
export function isOsagoPolicyInForce(
  policy: Pick<OsagoPolicy, 'status' | 'startDate' | 'endDate'>,
  today: string,
): boolean {
  if (!isStatusInForce(policy.status)) return false;
  return (!policy.endDate || policy.endDate >= today) && (!policy.startDate || policy.startDate <= today);
}

/** How one policy reads on `today`: in force, over by its dates though the status says otherwise, or as the register says. */
export type OsagoPolicyState = 'in_force' | 'ended' | 'not_started' | 'register';
export function osagoPolicyState(
  policy: Pick<OsagoPolicy, 'status' | 'startDate' | 'endDate'>,
  today: string,
): OsagoPolicyState {
  if (!isStatusInForce(policy.status)) return 'register';
  if (policy.endDate && policy.endDate < today) return 'ended';
  if (policy.startDate && policy.startDate > today) return 'not_started';
  return 'in_force';
}

/** docs/product.md#osago: expired when policies exist and none is in force (today). No policy at all is "not found", not expired. */
export function isOsagoExpired(
  policies: readonly Pick<OsagoPolicy, 'status' | 'startDate' | 'endDate'>[],
  today: string,
): boolean {
  return policies.length > 0 && !policies.some((policy) => isOsagoPolicyInForce(policy, today));
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

/** The words of a finding after its colour ("RED: розыск с …" → "розыск с …"); '' for a bare colour. */
export function trustFindingText(item: string): string {
  if (trustColorOf(item) === null) return item;
  return item.replace(/^\s*(red|yellow|green)(?![a-z])\s*[:\-–—]?\s*/i, '').trim();
}

/** The items of one trust category: none, a single value, or a list of findings. */
export const trustItemsOf = (value: TrustPersonResult['c1']): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

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

/** Whether one decision withdraws the right to drive (`deprivationStates`). */
export const isDeprivation = (decision: Pick<DriverDecision, 'state'>): boolean =>
  Object.hasOwn(deprivationStates, decision.state.trim());
export const hasDeprivationInForce = (decisions: readonly Pick<DriverDecision, 'state'>[]): boolean =>
  decisions.some(isDeprivation);

/**
 * The licence's status as the card and the report say it (issue 23 §3): a deprivation decision in
 * force outranks the register's status word, which can still read "Действует"; a licence past its
 * (extended) expiry is expired whatever the word; else in force, not found, or the register's own word.
 */
export type LicenceStatus = 'deprived' | 'not_found' | 'register' | 'expired' | 'in_force';
export function licenceStatusOf(result: DriverResult, today: string): LicenceStatus {
  if (hasDeprivationInForce(result.decisionList)) return 'deprived';
  if (isLicenceNotFound(result.status)) return 'not_found';
  if (!isStatusInForce(result.status)) return 'register';
  return isLicenseExpired(result.drivingLicenseExpiryDate, today) ? 'expired' : 'in_force';
}

// ---- Summary ----

/** Where a check of a ticket stands: its class when it ran, else why it has none. */
export type CheckStanding = ResultClass | 'not_carried_out' | 'not_checked';

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
