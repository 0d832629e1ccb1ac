import { toMrzName } from '@cargo-sentry/contracts/verification/passport-mrz';
import type {
  PassportFieldReason,
  PassportFieldSource,
  PassportUnsureReason,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { editDistance, type TextReading } from './page-text';

/**
 * Each field's value from its readings — the printed text and the MRZ — and whether the user must
 * confirm it (docs/product.md#passport-recognition, decision 0054). Nothing is chosen silently: a
 * value that rests on readings that disagree, on one reading nothing checks, or on a reading OCR
 * itself doubted, comes back marked with every reason that applies and both readings. Pure
 * functions over what `recognize.ts` read.
 */

/** Below this confidence (tesseract's 0–100 per word) a printed value is not trusted alone. */
export const lowConfidence = 80;

export interface FieldChoice {
  value: string;
  source?: PassportFieldSource;
  /** Why the field is empty. */
  reason?: PassportFieldReason;
  /** Why the user must confirm the value, and what each source read. */
  unsure?: { reasons: PassportUnsureReason[]; readings: { printed: string; mrz: string } };
}

/** The MRZ's reading of one name, with what the parser noticed about it. */
export interface MrzName {
  /** null: the MRZ was not found, or its name line did not give this name. */
  value: string | null;
  /** It held a character the MRZ's table does not use there (`isUnclearMrzName`). */
  unclear: boolean;
  /** The line ended before 44 characters, so this name is not cut short. */
  complete: boolean;
  /** The MRZ was found on the page (line 1 or line 2). */
  seen: boolean;
}

/** The MRZ's reading of a date or the number, kept only when its check digit held. */
export interface MrzChecked {
  value: string | null;
  seen: boolean;
}

// The order the reasons are listed in: what tells the user most first.
const reasonOrder: PassportUnsureReason[] = [
  'readings_differ',
  'space_in_word',
  'mrz_check_failed',
  'single_reading',
  'mrz_unclear',
  'low_confidence',
];

function mark(
  choice: Omit<FieldChoice, 'unsure'>,
  reasons: PassportUnsureReason[],
  printed: string | null,
  mrz: string | null,
): FieldChoice {
  if (reasons.length === 0) return choice;
  const sorted = reasonOrder.filter((reason) => reasons.includes(reason));
  return { ...choice, unsure: { reasons: sorted, readings: { printed: printed ?? '', mrz: mrz ?? '' } } };
}

const emptyChoice = (text: TextReading, mrzSeen: boolean): FieldChoice =>
  // A field the MRZ holds but did not give, or whose label was found without a valid value, was seen, not read.
  ({ value: '', reason: text || mrzSeen ? 'unreadable' : 'not_found' });

const isLow = (text: TextReading) =>
  text !== null && 'value' in text && text.confidence !== undefined && text.confidence < lowConfidence;

// Letters the print's OCR loses the mark of (Й read И, Щ read Ш, Ё read Е, Ъ read Ь) where the MRZ
// writes them as a character of their own (Q, W, 2, X): there the MRZ's is the likelier reading.
const markedLetter: Record<string, string> = { Й: 'И', Щ: 'Ш', Ё: 'Е', Ъ: 'Ь' };

/** The MRZ's name has a mark the print lost, and differs in nothing else. */
function printLostMarks(printed: string, mrz: string): boolean {
  if (printed.length !== mrz.length) return false;
  let lost = false;
  for (let i = 0; i < mrz.length; i++) {
    if (printed[i] === mrz[i]) continue;
    if (markedLetter[mrz[i]!] !== printed[i]) return false;
    lost = true;
  }
  return lost;
}

/**
 * A name (no check digit covers names in the MRZ). Both readings agreeing, letter for letter in the
 * MRZ's table, settle it; the MRZ cut short at the line's end settles the part it has. Anything
 * else is marked: which value is given then is only the likelier one.
 */
export function chooseName(text: TextReading, mrz: MrzName): FieldChoice {
  const printed = text && 'value' in text ? text.value : null;
  const reasons: PassportUnsureReason[] = [];
  if (isLow(text)) reasons.push('low_confidence');
  if (mrz.value && mrz.unclear) reasons.push('mrz_unclear');

  if (!printed && !mrz.value) return emptyChoice(text, mrz.seen);
  if (!printed) return mark({ value: mrz.value!, source: 'mrz' }, [...reasons, 'single_reading'], null, mrz.value);
  if (!mrz.value) {
    // A space in a name nothing confirms may be a word split in two ("АНАТОЛ ЬЕВНА").
    if (printed.includes(' ')) reasons.push('space_in_word');
    return mark({ value: printed, source: 'text' }, [...reasons, 'single_reading'], printed, null);
  }

  const printedMrz = toMrzName(printed) ?? '';
  const mrzMrz = toMrzName(mrz.value) ?? '';
  // Two readings of the page that agree: neither OCR's doubt nor a look-alike leaves a question.
  if (printedMrz === mrzMrz) return { value: printed, source: 'text_and_mrz' };
  if (!mrz.complete && printedMrz.startsWith(mrzMrz) && mrzMrz.length >= 2 && !printed.includes(' ')) {
    // The MRZ ran out of room: it confirms the start; the print alone gives the rest.
    return mark({ value: printed, source: 'text' }, reasons, printed, mrz.value);
  }
  if (printed.includes(' ') && printedMrz.replace(/</g, '') === mrzMrz) {
    // The same letters, the print with a space the MRZ does not have: a word split by OCR.
    return mark({ value: mrz.value, source: 'mrz' }, ['space_in_word', ...reasons], printed, mrz.value);
  }
  reasons.unshift('readings_differ');
  // The likelier value: the MRZ's where the print only lost a letter's mark; the print where the two
  // are a letter or two apart (the MRZ's 9 of Ь is often read Q or S); else the MRZ of a clean line.
  const close = editDistance(printedMrz, mrzMrz) <= Math.max(1, Math.floor(mrzMrz.length / 4));
  const likelier = printLostMarks(printed, mrz.value) ? 'mrz' : close || mrz.unclear ? 'text' : 'mrz';
  return mark(
    likelier === 'mrz' ? { value: mrz.value, source: 'mrz' } : { value: printed, source: 'text' },
    reasons,
    printed,
    mrz.value,
  );
}

/**
 * A date or the series and number: the MRZ's value stands when its check digit held (a digit misread
 * there fails the check), and so does the number whose two copies down the edge read alike. Else the
 * printed value is given but marked: the MRZ's check failed, or there was no MRZ to check it against.
 */
export function chooseChecked(text: TextReading, mrz: MrzChecked): FieldChoice {
  const printed = text && 'value' in text ? text.value : null;
  if (mrz.value) return { value: mrz.value, source: printed === mrz.value ? 'text_and_mrz' : 'mrz' };
  if (!printed) return emptyChoice(text, mrz.seen);
  // The two copies of the number down the edge, read alike, are two readings that agree.
  if (text && 'value' in text && (text.copies ?? 0) >= 2) return { value: printed, source: 'text' };
  const reasons: PassportUnsureReason[] = [mrz.seen ? 'mrz_check_failed' : 'single_reading'];
  if (isLow(text)) reasons.push('low_confidence');
  return mark({ value: printed, source: 'text' }, reasons, printed, null);
}
