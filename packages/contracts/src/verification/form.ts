import { z } from 'zod';
import { checkNames, type CurrentUser } from '../auth/auth';
import { text } from '../shared/common';
import { dateText } from '../shared/dates';
import { photoNamePattern } from '../shared/uploads';
import { ticketIdSchema } from './ticket-id';
import {
  atiIdSchema,
  drivingLicenseNumberSchema,
  foreignDocumentNumberSchema,
  innSchema,
  isValidAtiId,
  isValidDrivingLicenseNumber,
  isValidPassportNumber,
  normalizeDrivingLicenseNumber,
  normalizePlate,
  normalizeVin,
  ogrnSchema,
  passportNumberSchema,
  passportOrForeignNumberSchema,
  snilsSchema,
  trailerPlateSchema,
  vehiclePlateSchema,
  vinSchema,
} from '../shared/identifiers';

/**
 * The transport form of docs/product.md#transport-form (verification inputs), its normalisation (docs/product.md#normalisation-before-sending) and which checks it
 * lets run (docs/product.md#fields-each-check-needs). Field names are the form's own, camelCase, as docs/product.md#transport-form writes them.
 */

/**
 * Every check of a ticket: the eleven a staff member can disable (docs/product.md#per-user-verification-settings), the ATI id lookup,
 * the commercial prudence check (only with `enable_commercial_prudence`, docs/product.md#per-user-verification-settings) and the
 * identity-consistency check (issue 27 §2; staff turn its rules on and off, not the check per user).
 */
export const verificationCheckNames = [...checkNames, 'find_ati_su_id', 'prudence', 'consistency'] as const;
export const verificationCheckSchema = z.enum(verificationCheckNames);
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

const textFields = [
  'autoGos',
  'autoVin',
  'trailerGos',
  'trailerVin',
  'drivingLicenseNumber',
  'drivingLicenseDate',
  'lastName',
  'firstName',
  'midName',
  'birthDate',
  'passportNumber',
  'passportDate',
  'phone',
  'ogrn',
  'inn',
  'snils',
  'email',
  'postcode',
  'photo',
] as const;
type TextField = (typeof textFields)[number];

/** Every field a check may need, or an admin may require (`required_vetting_fields`). */
export const transportFieldNames = [...textFields, 'externalId'] as const;
export const transportFieldSchema = z.enum(transportFieldNames);
export type TransportField = z.infer<typeof transportFieldSchema>;

/** The form as typed: any field may be missing, null or blank. */
export type TransportFormInput = Partial<Record<TextField, string | null>> & { externalId?: string[] | null };

/** The form after `normalizeTransportForm`: blank fields dropped, `issueDate` added. Not yet validated. */
export type NormalizedTransportForm = Partial<Record<TextField | 'issueDate', string>> & { externalId?: string[] };

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
/** `DD.MM.YYYY` (how dates are shown and typed) becomes `YYYY-MM-DD`; anything else is left for validation. */
export function normalizeDate(value: string): string {
  const trimmed = value.trim();
  const shown = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed);
  return shown ? `${shown[3]}-${shown[2]}-${shown[1]}` : trimmed;
}
const upperWithoutSpaces = (value: string) => withoutSpaces(value).toUpperCase();

const normalizers: Record<TextField, (value: string) => string> = {
  autoGos: normalizePlate,
  trailerGos: normalizePlate,
  autoVin: normalizeVin,
  trailerVin: normalizeVin,
  drivingLicenseNumber: normalizeDrivingLicenseNumber,
  drivingLicenseDate: normalizeDate,
  birthDate: normalizeDate,
  passportDate: normalizeDate,
  lastName: (value) => value.trim(),
  firstName: (value) => value.trim(),
  midName: (value) => value.trim(),
  passportNumber: upperWithoutSpaces,
  // Spaces, brackets and dashes are how phones are written: +7 (912) 345-67-89.
  phone: (value) => value.replace(/[\s()-]/g, ''),
  ogrn: withoutSpaces,
  inn: withoutSpaces,
  snils: (value) => value.replace(/[\s-]/g, ''),
  email: (value) => value.trim(),
  postcode: withoutSpaces,
  photo: (value) => value.trim(),
};

/**
 * docs/product.md#normalisation-before-sending before sending: spaces removed from passportNumber, phone, plates (autoGos, trailerGos;
 * `licensePlate` is the osago name of autoGos), dates as YYYY-MM-DD, passportDate also as
 * issueDate. Beyond docs/product.md#normalisation-before-sending: plates, VINs and document numbers upper-cased with keyboard twins
 * mapped (`identifiers.ts`), blank fields dropped, ATI ids deduplicated.
 */
export function normalizeTransportForm(input: TransportFormInput): NormalizedTransportForm {
  const form: NormalizedTransportForm = {};
  for (const field of textFields) {
    const value = input[field];
    if (typeof value !== 'string') continue;
    const normalized = normalizers[field](value);
    if (normalized !== '') form[field] = normalized;
  }
  const ids = [...new Set((input.externalId ?? []).map(withoutSpaces).filter((id) => id !== ''))];
  if (ids.length > 0) form.externalId = ids;
  if (form.passportDate) form.issueDate = form.passportDate;
  return form;
}

/**
 * A phone as the registers store and compare it: digits only, a Russian number as 7 and its ten
 * digits, so `+7 912 …`, `8 912 …` and `912 …` are one number. A number written with `+` keeps
 * its country code as typed.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10) return `7${digits}`;
  return digits;
}

/** The per-user settings of docs/product.md#per-user-verification-settings that change the form (docs/decisions/0012-verification-settings.md). */
export type VerificationSettings = Pick<CurrentUser, 'required_vetting_fields' | 'foreign_documents'> &
  Partial<Pick<CurrentUser, 'disabled_checks'>>;

const name = text(100).regex(/^\p{L}[\p{L}\s'’.-]*$/u, 'name');

function validatedForm({ foreign_documents }: Pick<VerificationSettings, 'foreign_documents'>) {
  const documentNumber = (russian: z.ZodType<string, string>) =>
    foreign_documents ? foreignDocumentNumberSchema : russian;
  return z.object({
    autoGos: vehiclePlateSchema.optional(),
    autoVin: vinSchema.optional(),
    trailerGos: trailerPlateSchema.optional(),
    trailerVin: vinSchema.optional(),
    drivingLicenseNumber: documentNumber(drivingLicenseNumberSchema).optional(),
    drivingLicenseDate: dateText.optional(),
    lastName: name.optional(),
    firstName: name.optional(),
    midName: name.optional(),
    birthDate: dateText.optional(),
    passportNumber: (foreign_documents ? passportOrForeignNumberSchema : passportNumberSchema).optional(),
    passportDate: dateText.optional(),
    issueDate: dateText.optional(),
    phone: text(16)
      .regex(/^\+?\d{10,15}$/, 'phone')
      .optional(),
    ogrn: ogrnSchema.optional(),
    inn: innSchema.optional(),
    externalId: z.array(atiIdSchema).max(20).optional(),
    snils: snilsSchema.optional(),
    email: z.email('email').max(254).optional(),
    postcode: text(6)
      .regex(/^\d{6}$/, 'postcode')
      .optional(),
    photo: text(255).regex(photoNamePattern, 'photo').optional(),
  });
}

const rawText = (max: number) => text(max).nullable().optional();
const rawTextFields = Object.fromEntries(
  textFields.map((field) => [field, rawText(field === 'photo' ? 255 : 120)]),
) as Record<TextField, ReturnType<typeof rawText>>;
/** What a client may send, bounded before anything else runs. */
const rawFormSchema = z.object({ ...rawTextFields, externalId: z.array(text(40)).max(20).nullable().optional() });

/**
 * The body of every check call (docs/product.md#verification-calls "each carries ticket"): the ticket and the transport form
 * as typed, bounded. The server then validates the form with the user's own settings
 * (`transportFormSchemaFor`), since `foreign_documents` changes what a document number may be.
 */
export const checkRequestSchema = rawFormSchema.extend({ ticket: ticketIdSchema });
export type CheckRequest = z.infer<typeof checkRequestSchema>;

/**
 * The ATI id lookup of docs/product.md#verification-calls is a GET (`find_ati_su_id?ticket=…&inn=…`): the ticket and the
 * company's INN as typed, bounded; the INN is then validated and required like any form field.
 */
export const findAtiSuIdQuerySchema = z.object({ ticket: ticketIdSchema, inn: text(40).optional() });
export type FindAtiSuIdQuery = z.infer<typeof findAtiSuIdQuerySchema>;

/**
 * The osago call of docs/product.md#verification-calls names its fields `vin` and `licensePlate`: accepted as the form's
 * `autoVin` and `autoGos` when those are not given.
 */
export const osagoRequestSchema = checkRequestSchema
  .extend({ vin: text(40).nullable().optional(), licensePlate: text(40).nullable().optional() })
  .transform(({ vin, licensePlate, ...body }) => ({
    ...body,
    autoVin: body.autoVin ?? vin,
    autoGos: body.autoGos ?? licensePlate,
  }));

/**
 * The transport form: bounded raw input, normalised, then each field validated with the codes of
 * `identifiers.ts` (`plate`, `vin`, `inn_checksum`, …) at its own path. `foreign_documents` relaxes
 * passport and licence numbers to bounded alphanumerics.
 */
export function transportFormSchemaFor(settings: Pick<VerificationSettings, 'foreign_documents'>) {
  return rawFormSchema.transform(normalizeTransportForm).pipe(validatedForm(settings));
}
export const transportFormSchema = transportFormSchemaFor({ foreign_documents: false });
export type TransportForm = z.infer<typeof transportFormSchema>;

/** Why a check will not run; the web turns each into words (docs/product.md#fields-each-check-needs "explains why"). */
export const skipReasons = [
  'check_disabled',
  'required_vetting_fields',
  'missing_fields',
  'at_least_one_field',
  'ati_id_too_short',
  'no_license_number',
  'no_plate_or_vin',
  'foreign_document',
] as const;
export type SkipReason = (typeof skipReasons)[number];

type Requirement = { allOf: readonly TransportField[] } | { anyOf: readonly TransportField[]; reason: SkipReason };
const person = ['lastName', 'firstName', 'birthDate'] as const;

/** docs/product.md#fields-each-check-needs: the fields each check needs. */
export const checkRequirements: Record<VerificationCheck, Requirement> = {
  risk: {
    anyOf: ['autoGos', 'autoVin', 'trailerGos', 'trailerVin', 'ogrn', 'inn', 'externalId'],
    reason: 'at_least_one_field',
  },
  osago: { anyOf: ['autoVin', 'autoGos'], reason: 'no_plate_or_vin' },
  passport_complex: { allOf: [...person, 'passportNumber', 'passportDate'] },
  fssp: { allOf: person },
  trust_person: { allOf: person },
  phone: { allOf: [...person, 'passportNumber', 'phone'] },
  sud: { allOf: ['lastName', 'firstName', 'passportNumber'] },
  driver: { allOf: ['drivingLicenseNumber', 'drivingLicenseDate'] },
  face: { allOf: ['photo'] },
  participant: { allOf: ['firstName', 'lastName', 'midName', 'passportNumber'] },
  reputation: { allOf: ['inn'] },
  find_ati_su_id: { allOf: ['inn'] },
  prudence: { allOf: ['inn'] },
  // any identifier its rules compare: the driver, their phone or passport, a plate or VIN, the carrier
  consistency: {
    anyOf: ['lastName', 'phone', 'passportNumber', 'autoGos', 'autoVin', 'trailerGos', 'trailerVin', 'inn'],
    reason: 'at_least_one_field',
  },
};

export interface CheckRequirementsResult {
  runs: boolean;
  /** Fields to fill; for an `anyOf` reason, one of them is enough. */
  missing: TransportField[];
  reason?: SkipReason;
}

const isGiven = (form: NormalizedTransportForm, field: TransportField) =>
  field === 'externalId' ? (form.externalId ?? []).some(isValidAtiId) : !!form[field];

/** Whether `check` runs with this (normalised) form for a user with these settings, and if not, why. */
export function requirementsOf(
  check: VerificationCheck,
  form: NormalizedTransportForm,
  settings: VerificationSettings,
): CheckRequirementsResult {
  if ((settings.disabled_checks as readonly string[] | undefined)?.includes(check)) {
    return { runs: false, missing: [], reason: 'check_disabled' };
  }
  const own = ownRequirements(check, form);
  const vetting = transportFieldNames.filter(
    (field) => settings.required_vetting_fields.includes(field) && !isGiven(form, field),
  );
  const missing = [...new Set([...own.missing, ...vetting])];
  if (own.reason) return { runs: false, missing, reason: own.reason };
  if (vetting.length > 0) return { runs: false, missing, reason: 'required_vetting_fields' };
  if (settings.foreign_documents && isForeignDocumentFor(check, form)) {
    return { runs: false, missing: [], reason: 'foreign_document' };
  }
  return { runs: true, missing: [] };
}

function ownRequirements(
  check: VerificationCheck,
  form: NormalizedTransportForm,
): Omit<CheckRequirementsResult, 'runs'> {
  const requirement = checkRequirements[check];
  if ('anyOf' in requirement) {
    if (requirement.anyOf.some((field) => isGiven(form, field))) return { missing: [] };
    const onlyShortAtiIds = requirement.anyOf.includes('externalId') && (form.externalId ?? []).length > 0;
    return { missing: [...requirement.anyOf], reason: onlyShortAtiIds ? 'ati_id_too_short' : requirement.reason };
  }
  const missing = requirement.allOf.filter((field) => !isGiven(form, field));
  if (missing.length === 0) return { missing };
  return { missing, reason: missing.includes('drivingLicenseNumber') ? 'no_license_number' : 'missing_fields' };
}

/**
 * The passport and licence registers are Russian: a foreign number (allowed by `foreign_documents`)
 * is not looked up there, or "not in the invalid-passports list" would read as "valid".
 */
function isForeignDocumentFor(check: VerificationCheck, form: NormalizedTransportForm): boolean {
  if (check === 'passport_complex') return !isValidPassportNumber(form.passportNumber ?? '');
  if (check === 'driver') return !isValidDrivingLicenseNumber(form.drivingLicenseNumber ?? '');
  return false;
}
