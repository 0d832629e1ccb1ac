import { text } from './common';

/**
 * Russian identifiers of vehicles, people and companies (docs/product.md#identifier-formats, issue 10): each a pure `isValidX`
 * with the real algorithm and a schema built on `text(...)` whose message is the code the web
 * translates. The schemas validate an already normalised value (`normalizeX`, applied by
 * `normalizeTransportForm` before validation).
 */

const digits = (value: string, length: number) => value.length === length && /^\d+$/.test(value);
const digitsOf = (value: string) => value.split('').map(Number);
const weighted = (d: number[], weights: number[]) => weights.reduce((sum, w, i) => sum + w * d[i], 0);

/**
 * INN: 10 digits (legal entity, one check digit) or 12 (individual, two). Each check digit is the
 * weighted sum of the digits before it mod 11 mod 10, with the weights of the FNS order.
 */
export function isValidInn(inn: string): boolean {
  if (!digits(inn, 10) && !digits(inn, 12)) return false;
  const d = digitsOf(inn);
  const check = (weights: number[]) => (weighted(d, weights) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}

/**
 * OGRN (13 digits, legal entity): the last digit is (first 12 as a number mod 11) mod 10.
 * OGRNIP (15 digits, sole trader): (first 14 mod 13) mod 10. 14 digits stay below 2^53, so plain
 * numbers are exact.
 */
export function isValidOgrn(ogrn: string): boolean {
  if (!digits(ogrn, 13) && !digits(ogrn, 15)) return false;
  const body = Number(ogrn.slice(0, -1));
  const modulus = ogrn.length === 13 ? 11 : 13;
  return (body % modulus) % 10 === Number(ogrn.slice(-1));
}

/** Numbers up to 001-001-998 were issued before the checksum existed; their last two digits are not checked. */
const snilsUncheckedUpTo = 1_001_998;

/**
 * SNILS: 9 digits and a 2-digit checksum. The sum of each digit times its weight (9 … 1) is the
 * checksum when under 100; 100 and 101 give 00; above 101 it is the sum mod 101, 100 again being 00.
 */
export function isValidSnils(snils: string): boolean {
  if (!digits(snils, 11)) return false;
  if (Number(snils.slice(0, 9)) <= snilsUncheckedUpTo) return true;
  const sum = weighted(digitsOf(snils), [9, 8, 7, 6, 5, 4, 3, 2, 1]);
  const check = sum < 100 ? sum : (sum % 101) % 100;
  return check === Number(snils.slice(9));
}

/**
 * The 12 Cyrillic letters of Russian plates (GOST R 50577): those with a Latin twin, so that
 * plates read the same in both alphabets. The same letters make the series of pre-2011 licences.
 */
export const plateLetters = 'АВЕКМНОРСТУХ';
const latinTwins = 'ABEKMHOPCTYX';
const toCyrillic = new Map([...latinTwins].map((latin, i) => [latin, plateLetters[i]]));
const toLatin = new Map([...plateLetters].map((cyrillic, i) => [cyrillic, latinTwins[i]]));

const L = `[${plateLetters}]`;
/** Region code: 01–99, or three digits (102, 777, …) for the newer codes. */
const region = '(?:0[1-9]|[1-9]\\d|[1-9]\\d\\d)';
/**
 * Accepted plate formats (no separators, upper case):
 * - vehicle, GOST type 1 (cars, lorries, tractor units): letter, 3 digits (not 000), 2 letters,
 *   region: `А123ВС77`, `А123ВС777`;
 * - trailer, GOST type 2 (trailers, semi-trailers): 2 letters, 4 digits (not 0000), region:
 *   `АВ123477`, `АВ1234777`.
 * Not accepted: taxi/bus (`АВ12377`), transit, motorcycle, tractor-machinery, military and
 * diplomatic formats; none of them is a lorry or a trailer on a Russian road.
 */
const vehiclePlatePattern = new RegExp(`^${L}(?!000)\\d{3}${L}{2}${region}$`);
const trailerPlatePattern = new RegExp(`^${L}{2}(?!0000)\\d{4}${region}$`);

export const isValidVehiclePlate = (plate: string) => vehiclePlatePattern.test(plate);
export const isValidTrailerPlate = (plate: string) => trailerPlatePattern.test(plate);

/**
 * A plate as we store and compare it: no spaces, upper case, and Latin letters typed on an English
 * keyboard turned into their Cyrillic twins (`A123BC77` is the plate `А123ВС77`; without this a
 * plate typed in Latin would never match an incident, a silent "no risk").
 */
export function normalizePlate(plate: string): string {
  return [...plate.replace(/\s+/g, '').toUpperCase()].map((c) => toCyrillic.get(c) ?? c).join('');
}

/**
 * VIN (ISO 3779): 17 characters, digits and Latin letters except I, O and Q. The 9th-position check
 * digit is required only in North America, so it is not checked.
 */
export const isValidVin = (vin: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);

/** A VIN without spaces, upper case, Cyrillic twins typed on a Russian keyboard turned into Latin. */
export function normalizeVin(vin: string): string {
  return [...vin.replace(/\s+/g, '').toUpperCase()].map((c) => toLatin.get(c) ?? c).join('');
}

/** Russian passport: 4-digit series and 6-digit number, written together. */
export const isValidPassportNumber = (value: string) => digits(value, 10);

/**
 * Russian driving licence: a 4-character series and a 6-digit number, 10 characters together.
 * Licences since 2011 have a 4-digit series (`9912345678`); those of 1999–2011 have 2 digits and 2
 * of the plate letters (`77АВ123456`). The old ones are all past their 10-year term, but a driver
 * check of one must still answer "expired", not refuse the number, so both are accepted.
 */
export const isValidDrivingLicenseNumber = (value: string) =>
  new RegExp(`^\\d{2}(?:\\d{2}|${L}{2})\\d{6}$`).test(value);

/**
 * A licence number without spaces, upper case, and Latin twins of an old series turned Cyrillic,
 * but only when that makes a Russian number: a foreign licence keeps its own letters.
 */
export function normalizeDrivingLicenseNumber(value: string): string {
  const typed = value.replace(/\s+/g, '').toUpperCase();
  const russian = normalizePlate(typed);
  return isValidDrivingLicenseNumber(russian) ? russian : typed;
}

/**
 * A passport or licence number of another country, accepted when the user's `foreign_documents`
 * setting is on: 4 to 20 Latin or Cyrillic letters and digits, no format of any one country.
 */
export const isValidForeignDocumentNumber = (value: string) => /^[0-9A-ZА-ЯЁ]{4,20}$/.test(value);

/**
 * A passport a register or a check of foreign documents takes: a Russian series and number (10
 * digits), or a foreign passport's number, which has letters (N12345678, МР1234567, AA1234567).
 * Digits alone are read as a Russian number, so one cut short ("45 10") is refused with the
 * Russian format instead of being taken for a foreign document.
 */
export const isValidPassportOrForeignNumber = (value: string) =>
  isValidPassportNumber(value) || (isValidForeignDocumentNumber(value) && /[A-ZА-ЯЁ]/.test(value) && value.length >= 6);

/** ATI.su participant id: digits only, at least 5 (docs/product.md#identifier-formats); at most 12, far above any id issued. */
export const isValidAtiId = (value: string) => /^\d{5,12}$/.test(value);

/** Format and check digits fail with different codes (`inn`, `inn_checksum`), as in issue 9. */
export const innSchema = text(12)
  .regex(/^(\d{10}|\d{12})$/, { message: 'inn', abort: true })
  .refine(isValidInn, 'inn_checksum');
export const ogrnSchema = text(15)
  .regex(/^(\d{13}|\d{15})$/, { message: 'ogrn', abort: true })
  .refine(isValidOgrn, 'ogrn_checksum');
export const snilsSchema = text(11)
  .regex(/^\d{11}$/, { message: 'snils', abort: true })
  .refine(isValidSnils, 'snils_checksum');
export const vehiclePlateSchema = text(9).refine(isValidVehiclePlate, 'plate');
export const trailerPlateSchema = text(9).refine(isValidTrailerPlate, 'plate');
export const vinSchema = text(17).refine(isValidVin, 'vin');
export const passportNumberSchema = text(10).refine(isValidPassportNumber, 'passport_number');
export const drivingLicenseNumberSchema = text(10).refine(isValidDrivingLicenseNumber, 'driving_license_number');
export const foreignDocumentNumberSchema = text(20).refine(isValidForeignDocumentNumber, 'document_number');
export const passportOrForeignNumberSchema = text(20).refine(isValidPassportOrForeignNumber, 'passport_number');
export const atiIdSchema = text(12).refine(isValidAtiId, 'ati_id');
