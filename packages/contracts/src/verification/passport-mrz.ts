/**
 * The machine-readable zone (MRZ) of the Russian internal passport: two lines of 44 characters
 * (the ICAO 9303 TD3 layout, with the Russian rules of the МВД for what goes where).
 *
 * Line 1: `PN` `RUS` then SURNAME<<NAME<PATRONYMIC, in the МВД's letter table (below), filled
 * with `<` to 39 characters. Line 2: the first three digits of the series and the six of the
 * number, a check digit, `RUS`, the birth date YYMMDD and its check digit, the sex (M/F), no
 * expiry (`<<<<<<<`), then the optional data: the last digit of the series, the issue date YYMMDD
 * and the issuing department's code (6 digits), `<`, its check digit, and the composite check.
 * Check digits: weights 7-3-1 repeating, digits as themselves, A–Z as 10–35, `<` as 0, mod 10.
 */

/** Cyrillic → Latin letters of the Russian passport's MRZ (one character each way). */
const cyrillicToMrz: Record<string, string> = {
  А: 'A', Б: 'B', В: 'V', Г: 'G', Д: 'D', Е: 'E', Ё: '2', Ж: 'J', З: 'Z', И: 'I', Й: 'Q',
  К: 'K', Л: 'L', М: 'M', Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ф: 'F',
  Х: 'H', Ц: 'C', Ч: '3', Ш: '4', Щ: 'W', Ъ: 'X', Ы: 'Y', Ь: '9', Э: '6', Ю: '7', Я: '8',
}; // prettier-ignore
const mrzToCyrillic: Record<string, string> = Object.fromEntries(
  Object.entries(cyrillicToMrz).map(([cyrillic, latin]) => [latin, cyrillic]),
);

/** A Cyrillic name in the MRZ's letters: spaces and hyphens become `<`; null when a letter has no MRZ form. */
export function toMrzName(name: string): string | null {
  let out = '';
  for (const char of name.toUpperCase()) {
    if (char === ' ' || char === '-') out += '<';
    else if (cyrillicToMrz[char]) out += cyrillicToMrz[char];
    else return null;
  }
  return out;
}

// Digits the table does not use, read by OCR in a name for the letters they look like.
const nameLookalikes: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S' };

/**
 * Whether an MRZ name part was read with a character its table does not use (`0`, `1`, `5`, read
 * back as the letters they look like), or with a soft or hard sign where Russian has none (first in
 * a word, or after a vowel: the `9` of Ь or the `X` of Ъ read for another letter). Such a reading
 * is not to be trusted on its own (docs/product.md#passport-recognition).
 */
export function isUnclearMrzName(part: string): boolean {
  if (/[015]/.test(part)) return true;
  const name = fromMrzName(part);
  return name !== null && /(^|[\s-]|[АЕЁИОУЫЭЮЯ])[ЬЪ]/.test(name);
}

/** An MRZ name part back in Cyrillic (the table is one-to-one); `<` inside a part is a space. */
export function fromMrzName(part: string): string | null {
  let out = '';
  for (const raw of part) {
    const char = nameLookalikes[raw] ?? raw;
    if (char === '<') out += ' ';
    else if (mrzToCyrillic[char]) out += mrzToCyrillic[char];
    else return null;
  }
  return out.trim();
}

const charValue = (char: string): number => {
  if (char === '<') return 0;
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
  return -1;
};

/** The ICAO check digit of a field (weights 7, 3, 1); null when a character is not of the MRZ. */
export function mrzCheckDigit(field: string): string | null {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const value = charValue(field[i]!);
    if (value < 0) return null;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

export interface PassportMrzData {
  lastName: string;
  firstName: string;
  middleName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  sex: 'M' | 'F';
  /** Four digits of the series then six of the number, no separators. */
  serialNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** The issuing department's code, six digits (printed as 000-000). */
  departmentCode: string;
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

/** The two MRZ lines of a passport (the synthetic pages are printed with it; tests use it too). */
export function encodePassportMrz(data: PassportMrzData): [string, string] {
  const names = [data.lastName, data.firstName, data.middleName].map((name) => toMrzName(name) ?? '');
  const nameField = `${names[0]}<<${names[1]}<${names[2]}`.padEnd(39, '<').slice(0, 39);
  const documentNumber = data.serialNumber.slice(0, 3) + data.serialNumber.slice(4, 10);
  const birth = yymmdd(data.birthDate);
  const optional = (data.serialNumber[3]! + yymmdd(data.issueDate) + data.departmentCode + '<').padEnd(14, '<');
  const parts = {
    number: documentNumber + mrzCheckDigit(documentNumber),
    birth: birth + mrzCheckDigit(birth),
    rest: '<<<<<<' + '<' + optional + mrzCheckDigit(optional),
  };
  const composite = mrzCheckDigit(parts.number + parts.birth + parts.rest);
  return [`PNRUS${nameField}`, `${parts.number}RUS${parts.birth}${data.sex}${parts.rest}${composite}`];
}

/** What the MRZ gave: each field null where it could not be read or its check digit failed. */
export interface MrzReading {
  lastName: string | null;
  firstName: string | null;
  middleName: string | null;
  /** The name line ended within 39 characters: the patronymic (or name) is not cut short. */
  namesComplete: boolean;
  /** The names read with a character the table does not use there (`isUnclearMrzName`). */
  unclearNames: ('lastName' | 'firstName' | 'middleName')[];
  birthDate: string | null;
  serialNumber: string | null;
  issueDate: string | null;
  /** Every check digit of line 2 holds. */
  valid: boolean;
}

// What OCR reads for an MRZ character in a place where only digits stand.
const digitLookalikes: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  T: '7',
};

const asDigits = (text: string) => [...text].map((char) => digitLookalikes[char] ?? char).join('');

/** MRZ text as OCR gives it, cleaned: upper case, filler look-alikes to `<`, spaces out. */
function cleanLine(line: string): string {
  return (
    line
      .toUpperCase()
      .replace(/[«‹≤£€]/g, '<')
      .replace(/\s+/g, '')
      .replace(/[^A-Z0-9<]/g, '')
      // A lone letter between fillers is a misread filler: no name part is one letter long.
      .replace(/(?<=<)[KCLEX](?=<)/g, '<')
  );
}

const fullYear = (yy: string, today: Date, past: boolean) => {
  const year = 2000 + Number(yy);
  // A birth date or issue date is never in the future: a "future" 20YY is 19YY.
  return past && year > today.getUTCFullYear() ? year - 100 : year;
};

function dateOf(digits: string, today: Date): string | null {
  if (!/^\d{6}$/.test(digits)) return null;
  const year = fullYear(digits.slice(0, 2), today, true);
  const iso = `${year}-${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return iso;
}

/** Finds the two MRZ lines among OCR'd lines of text (line 1 starts `PNRUS`, line 2 follows). */
export function findMrzLines(lines: string[]): [string, string] | null {
  const cleaned = lines.map(cleanLine);
  for (let i = cleaned.length - 1; i >= 0; i--) {
    const line = cleaned[i]!;
    const start = line.search(/P[NM]RU[S5]/);
    if (start < 0 || line.length - start < 20) continue;
    const second = cleaned.slice(i + 1).find((next) => next.length >= 30 && /\d{6}/.test(next));
    if (!second) continue;
    return [line.slice(start), second];
  }
  // No line 1: line 2 alone still gives the numbers and dates.
  const second = cleaned.find((line) => /^\w{9}\d\w?RU[S5]\d{6}/.test(line) || /RU[S5]\d{7}[MF]/.test(line));
  return second ? ['', second] : null;
}

/**
 * Reads the MRZ from its two lines (as OCR gave them): names from line 1 (no check digit covers
 * them), numbers and dates from line 2, each kept only when its check digit holds. OCR's letter
 * look-alikes in digit places (O for 0, I for 1, …) are read as the digits.
 */
export function parsePassportMrz([first, second]: [string, string], today = new Date()): MrzReading {
  const reading: MrzReading = {
    lastName: null,
    firstName: null,
    middleName: null,
    namesComplete: false,
    unclearNames: [],
    birthDate: null,
    serialNumber: null,
    issueDate: null,
    valid: false,
  };
  const line1 = cleanLine(first);
  if (line1.length >= 7) {
    const nameField = line1.slice(5, 44);
    const [last, rest] = nameField.includes('<<') ? splitOnce(nameField) : [nameField, ''];
    const given = rest.replace(/<+$/, '').split('<').filter(Boolean);
    reading.lastName = last ? fromMrzName(last) : null;
    reading.firstName = given[0] ? fromMrzName(given[0]) : null;
    reading.middleName = given.length > 1 ? fromMrzName(given.slice(1).join('<')) : null;
    reading.namesComplete = /<$/.test(nameField) && nameField.length === 39;
    const parts = { lastName: last, firstName: given[0] ?? '', middleName: given.slice(1).join('<') };
    reading.unclearNames = (['lastName', 'firstName', 'middleName'] as const).filter(
      (name) => parts[name] && isUnclearMrzName(parts[name]),
    );
  }
  const line2 = cleanLine(second);
  if (line2.length < 28) return reading;
  // Line 2 anchors on "RUS" after the number's check digit; OCR may have lost or added a character before it.
  const anchor = line2.search(/RU[S5]/);
  const shift = anchor >= 0 ? anchor - 10 : 0;
  const at = (from: number, length: number) => line2.slice(from + shift, from + shift + length);
  const number = asDigits(at(0, 9));
  const numberCheck = asDigits(at(9, 1));
  const birth = asDigits(at(13, 6));
  const birthCheck = asDigits(at(19, 1));
  const optional = at(28, 14);
  const optionalDigits = asDigits(optional.slice(0, 13)) + optional.slice(13);
  const optionalCheck = asDigits(at(42, 1));
  const composite = asDigits(at(43, 1));

  const numberOk = /^\d{9}$/.test(number) && mrzCheckDigit(number) === numberCheck;
  const birthOk = /^\d{6}$/.test(birth) && mrzCheckDigit(birth) === birthCheck;
  const optionalOk = /^\d{13}/.test(optionalDigits) && mrzCheckDigit(optionalDigits) === optionalCheck;
  if (birthOk) reading.birthDate = dateOf(birth, today);
  if (optionalOk) reading.issueDate = dateOf(optionalDigits.slice(1, 7), today);
  if (numberOk && optionalOk) {
    reading.serialNumber = number.slice(0, 3) + optionalDigits[0] + number.slice(3);
  }
  const compositeField = number + numberCheck + birth + birthCheck + '<<<<<<<' + optionalDigits + optionalCheck;
  reading.valid = numberOk && birthOk && optionalOk && mrzCheckDigit(compositeField) === composite;
  return reading;
}

function splitOnce(field: string): [string, string] {
  const index = field.indexOf('<<');
  return [field.slice(0, index), field.slice(index).replace(/^<+/, '')];
}
