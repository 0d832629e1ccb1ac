import { findMrzLines, parsePassportMrz, toMrzName, type MrzReading } from '@cargo-sentry/contracts/passport-mrz';
import type {
  PassportDocuments,
  PassportField,
  PassportFieldReason,
  PassportFieldSource,
  RecognizePassportResult,
} from '@cargo-sentry/contracts/passport-recognition';
import { crop, decodePage, encodePng, estimateSkew, hasInk, quarterTurn, rotate, toWorkingSize } from './page-image';
import type { GreyImage } from '../../../platform/images/grey-image';
import {
  editDistance,
  isRead,
  linesOfTsv,
  readEdgeNumber,
  readLabelledFields,
  type OcrLine,
  type TextReading,
} from './page-text';
import { ocr } from './tesseract';

const mrzAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** The MRZ's band: the lines OCR read with fillers in them, else the bottom quarter of the page. */
function mrzBand(page: GreyImage, lines: OcrLine[]): GreyImage {
  const mrzLike = lines.filter((line) => (line.text.match(/[<«]/g) ?? []).length >= 3);
  if (mrzLike.length === 0) return crop(page, 0, 0.75, 1, 1);
  const top = Math.min(...mrzLike.map((line) => line.top));
  const bottom = Math.max(...mrzLike.map((line) => line.bottom));
  const margin = Math.max(bottom - top, 40);
  return crop(page, 0, (top - margin) / page.height, 1, (bottom + margin) / page.height);
}

async function readMrz(band: GreyImage): Promise<MrzReading | null> {
  const text = await ocr(encodePng(band), { lang: 'eng', psm: 6, whitelist: mrzAlphabet });
  const lines = findMrzLines(text.split('\n').filter((line) => line.trim()));
  return lines ? parsePassportMrz(lines) : null;
}

async function readEdge(page: GreyImage): Promise<TextReading> {
  const strip = crop(page, 0.86, 0, 1, 1);
  const ask = async (direction: 'counterclockwise' | 'clockwise') =>
    readEdgeNumber(
      await ocr(encodePng(quarterTurn(strip, direction)), { lang: 'eng', psm: 6, whitelist: '0123456789 ' }),
    );
  const reading = await ask('counterclockwise');
  // The number may run up the edge instead of down it.
  return reading && 'value' in reading ? reading : ((await ask('clockwise')) ?? reading);
}

interface Choice {
  value: string;
  source?: PassportFieldSource;
  reason?: PassportFieldReason;
}

const fromText = (reading: TextReading): Choice =>
  reading && 'value' in reading
    ? { value: reading.value, source: 'text' }
    : { value: '', reason: reading ? 'unreadable' : 'not_found' };

/** A field both sources may give, where the MRZ's value is checked by its check digit. */
function checkedField(mrzValue: string | null, text: TextReading, mrzSeen: boolean): Choice {
  const printed = text && 'value' in text ? text.value : null;
  if (mrzValue) return { value: mrzValue, source: printed === mrzValue ? 'text_and_mrz' : 'mrz' };
  const choice = fromText(text);
  // The MRZ was there but its check digit failed: the field was seen, not read.
  return choice.reason === 'not_found' && mrzSeen ? { value: '', reason: 'unreadable' } : choice;
}

/**
 * A name: the printed one and the MRZ's (no check digit covers names). Agreeing, or the MRZ cut
 * short where the printed one goes on, the printed one stands; when they disagree, the MRZ of a
 * page whose every check digit held is taken over the printed text.
 */
function nameField(mrzValue: string | null, text: TextReading, mrz: MrzReading | null): Choice {
  const printed = text && 'value' in text ? text.value : null;
  if (!mrzValue) return fromText(text);
  if (!printed) return { value: mrzValue, source: 'mrz' };
  const printedMrz = toMrzName(printed) ?? '';
  const mrzMrz = toMrzName(mrzValue) ?? '';
  if (printedMrz === mrzMrz) return { value: printed, source: 'text_and_mrz' };
  // The same name with a letter or two apart: the large print reads better than the MRZ's
  // letter-digit look-alikes (Ь is 9 there, read as Q or S); or the MRZ cut it short.
  const close = editDistance(printedMrz, mrzMrz) <= Math.max(1, Math.floor(mrzMrz.length / 4));
  if (close || (printedMrz.startsWith(mrzMrz) && !mrz?.namesComplete)) return { value: printed, source: 'text' };
  return mrz?.valid ? { value: mrzValue, source: 'mrz' } : { value: printed, source: 'text' };
}

const emptyResult = (reason: PassportFieldReason): RecognizePassportResult => ({
  documents: { last_name: '', first_name: '', middle_name: '', birth_date: '', serial_number: '', issue_date: '' },
  reasons: {
    last_name: reason,
    first_name: reason,
    middle_name: reason,
    birth_date: reason,
    serial_number: reason,
    issue_date: reason,
  },
  sources: {},
  mrz: 'absent',
});

/**
 * Recognises the main page of a Russian internal passport: straightened in JS, the page read by
 * tesseract (Russian), the MRZ band (Latin, its alphabet only) and the right edge's series and
 * number (digits) read beside it; the MRZ's check digits validate and correct the printed text.
 * Throws `UnreadableImage` for a file that does not decode, `OcrFailed` when tesseract fails.
 */
export function recognizePassport(bytes: Uint8Array): Promise<RecognizePassportResult> {
  return recognizePassportPage(decodePage(bytes));
}

/** `recognizePassport` of a page already decoded (the route decodes first: a bad file is 400 even without OCR). */
export async function recognizePassportPage(image: GreyImage): Promise<RecognizePassportResult> {
  const decoded = toWorkingSize(image);
  if (!hasInk(decoded)) return emptyResult('not_found');
  const page = rotate(decoded, estimateSkew(decoded));

  const [pageTsv, edge, bottomMrz] = await Promise.all([
    ocr(encodePng(page), { lang: 'rus', psm: 3, tsv: true }),
    readEdge(page),
    readMrz(crop(page, 0, 0.7, 1, 1)),
  ]);
  const lines = linesOfTsv(pageTsv);
  // Not at the bottom (a photo with more below the page): where the page's OCR saw fillers.
  const mrz = bottomMrz ?? (await readMrz(mrzBand(page, lines)));
  let text = readLabelledFields(lines.map((line) => line.text));
  if (!Object.values(text).every(isRead)) {
    // Page segmentation may miss a block (the photo beside the names): read the page as one block too.
    const block = await ocr(encodePng(page), { lang: 'rus', psm: 6 });
    text = readLabelledFields(block.split('\n'), text);
  }
  const mrzSeen = mrz !== null;

  const choices: Record<PassportField, Choice> = {
    last_name: nameField(mrz?.lastName ?? null, text.lastName, mrz),
    first_name: nameField(mrz?.firstName ?? null, text.firstName, mrz),
    middle_name: nameField(mrz?.middleName ?? null, text.middleName, mrz),
    birth_date: checkedField(mrz?.birthDate ?? null, text.birthDate, mrzSeen),
    serial_number: checkedField(mrz?.serialNumber ?? null, edge, mrzSeen),
    issue_date: checkedField(mrz?.issueDate ?? null, text.issueDate, mrzSeen),
  };
  const documents = Object.fromEntries(
    Object.entries(choices).map(([field, choice]) => [field, choice.value]),
  ) as PassportDocuments;
  const reasons: RecognizePassportResult['reasons'] = {};
  const sources: RecognizePassportResult['sources'] = {};
  for (const [field, choice] of Object.entries(choices) as [PassportField, Choice][]) {
    if (choice.reason) reasons[field] = choice.reason;
    if (choice.source) sources[field] = choice.source;
  }
  return { documents, reasons, sources, mrz: !mrz ? 'absent' : mrz.valid ? 'valid' : 'partial' };
}
