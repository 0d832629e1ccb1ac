import { z } from 'zod';
import { normalizeDate, phoneKey } from '../verification/form';
import {
  isValidAtiId,
  isValidDrivingLicenseNumber,
  isValidForeignDocumentNumber,
  isValidInn,
  isValidOgrn,
  isValidPassportNumber,
  isValidTrailerPlate,
  isValidVehiclePlate,
  isValidVin,
  normalizeDrivingLicenseNumber,
  normalizePlate,
  normalizeVin,
} from '../shared/identifiers';

/**
 * The identifiers that identity links connect (issue 27 §1, docs/decisions/0055-identity-links.md),
 * each normalised once, here, so that an incident, a ticket and a register row that name the same
 * thing name it with the same text. A trailer's plate and VIN are a `plate` and a `vin`: which
 * vehicle of a source they belong to is the sighting's `part`.
 */
export const identifierKinds = [
  'person',
  'phone',
  'passport',
  'licence',
  'plate',
  'vin',
  'inn',
  'ogrn',
  'ati_id',
] as const;
export const identifierKindSchema = z.enum(identifierKinds);
export type IdentifierKind = z.infer<typeof identifierKindSchema>;

/**
 * Who in a source an identifier belongs to. Identifiers of one part belong together (a plate and a
 * VIN of the `vehicle`; a person, their phone and passport of the `driver`), which the consistency
 * rules need: a tractor's plate beside its trailer's VIN is no clone.
 */
export const identityParts = ['driver', 'vehicle', 'trailer', 'carrier', 'person'] as const;
export type IdentityPart = (typeof identityParts)[number];

/** Where identifiers were seen together: each record names one of these and its own id there. */
export const identitySourceKinds = [
  'incident',
  'ticket',
  'register_phone',
  'register_participation',
  'register_wanted',
  'register_company',
  'register_osago',
  // The ATI ids register pairs a company's INN with its ATI id: what joins an incident that names
  // the ATI id alone to a check of the carrier's INN.
  'register_ati_id',
  // A passport with its holder (the passports register), and with the person a court case names.
  'register_passport',
  'register_court_case',
  'prudence',
] as const;
export const identitySourceKindSchema = z.enum(identitySourceKinds);
export type IdentitySourceKind = z.infer<typeof identitySourceKindSchema>;

/** One identifier as a source saw it. */
export interface Sighting {
  part: IdentityPart;
  kind: IdentifierKind;
  value: string;
}

/** Names compared as people write them differently: case, ё/е and runs of spaces folded. */
function foldName(name: string): string {
  return name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

export interface PersonNames {
  lastName?: string | null;
  firstName?: string | null;
  midName?: string | null;
  /** `YYYY-MM-DD` or `DD.MM.YYYY`. */
  birthDate?: string | null;
}

/**
 * A person's key: surname, name, patronymic and birth date, folded and joined by `|`
 * (`иванов|петр|семенович|1980-02-01`). Null without a surname and a name: a surname alone
 * would join strangers. A missing patronymic or birth date stays empty, so the key is still the
 * same for every source that lacks it.
 */
export function personKey({ lastName, firstName, midName, birthDate }: PersonNames): string | null {
  const last = foldName(lastName ?? '');
  const first = foldName(firstName ?? '');
  if (last === '' || first === '' || /\|/.test(last + first + (midName ?? ''))) return null;
  const born = birthDate ? normalizeDate(birthDate) : '';
  return [last, first, foldName(midName ?? ''), /^\d{4}-\d{2}-\d{2}$/.test(born) ? born : ''].join('|');
}

/**
 * A person typed as one line, `Иванов Пётр Семёнович 01.02.1980` (patronymic and date optional),
 * or a key as `personKey` writes it.
 */
function parsePerson(raw: string): string | null {
  if (raw.includes('|')) {
    const [last, first, mid, born] = raw.split('|');
    return personKey({ lastName: last, firstName: first, midName: mid, birthDate: born });
  }
  const words = raw.trim().split(/\s+/);
  const date = words.length > 2 && /^\d{2}\.\d{2}\.\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(words.at(-1)!) ? words.pop() : '';
  if (words.length < 2 || words.length > 3) return null;
  return personKey({ lastName: words[0], firstName: words[1], midName: words[2], birthDate: date });
}

/** A phone in E.164 (`+79123456789`), from any way a Russian or international number is written. */
function e164(raw: string): string | null {
  const digits = phoneKey(raw);
  return /^\d{11,15}$/.test(digits) ? `+${digits}` : null;
}

const valid = (value: string, test: (value: string) => boolean) => (test(value) ? value : null);
const compact = (raw: string) => raw.replace(/[\s\-.]/g, '');

const normalizers: Record<IdentifierKind, (raw: string) => string | null> = {
  person: parsePerson,
  phone: e164,
  // A Russian series and number (10 digits), or a foreign passport's letters and digits.
  passport: (raw) =>
    valid(compact(raw).toUpperCase(), (v) => isValidPassportNumber(v) || isValidForeignDocumentNumber(v)),
  licence: (raw) =>
    valid(normalizeDrivingLicenseNumber(raw), (v) => isValidDrivingLicenseNumber(v) || isValidForeignDocumentNumber(v)),
  plate: (raw) => valid(normalizePlate(raw), (v) => isValidVehiclePlate(v) || isValidTrailerPlate(v)),
  vin: (raw) => valid(normalizeVin(raw), isValidVin),
  inn: (raw) => valid(compact(raw), isValidInn),
  ogrn: (raw) => valid(compact(raw), isValidOgrn),
  ati_id: (raw) => valid(compact(raw), isValidAtiId),
};

/** The identifier as stored and compared, or null when `raw` is not one of its kind. */
export function normalizeIdentifier(kind: IdentifierKind, raw: string): string | null {
  return normalizers[kind](raw);
}

/** The sighting of `raw` as `kind`, or none when it is blank or not valid: a typo links nothing. */
export function sightingOf(part: IdentityPart, kind: IdentifierKind, raw: string | null | undefined): Sighting[] {
  if (!raw) return [];
  const value = normalizeIdentifier(kind, raw);
  return value === null ? [] : [{ part, kind, value }];
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How an identifier is shown: a person as `Иванов Петр Семенович, 01.02.1980`, the rest as stored. */
export function identifierLabel(kind: IdentifierKind, value: string): string {
  if (kind !== 'person') return value;
  const [last, first, mid, born] = value.split('|');
  const names = [last, first, mid]
    .filter(Boolean)
    .map((name) =>
      name
        .split(/([ -])/)
        .map(titleCase)
        .join(''),
    )
    .join(' ');
  return born ? `${names}, ${born.split('-').reverse().join('.')}` : names;
}
