import { findMrzLines, parsePassportMrz, type MrzReading } from '@cargo-sentry/contracts/verification/passport-mrz';
import type {
  PassportDocuments,
  PassportField,
  PassportFieldReason,
  RecognizePassportResult,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { chooseChecked, chooseName, type FieldChoice } from './choose-fields';
import { crop, decodePage, encodePgm, estimateSkew, hasInk, quarterTurn, rotate, toWorkingSize } from './page-image';
import type { GreyImage } from '../../platform/images/grey-image';
import { isRead, linesOfTsv, readEdgeNumber, readLabelledFields, type OcrLine, type TextReading } from './page-text';
import type { Ocr } from './tesseract';

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

async function readMrz(ocr: Ocr, band: GreyImage): Promise<MrzReading | null> {
  const text = await ocr.read(encodePgm(band), { lang: 'eng', psm: 6, whitelist: mrzAlphabet });
  const lines = findMrzLines(text.split('\n').filter((line) => line.trim()));
  return lines ? parsePassportMrz(lines) : null;
}

async function readEdge(ocr: Ocr, page: GreyImage): Promise<TextReading> {
  const strip = crop(page, 0.86, 0, 1, 1);
  const ask = async (direction: 'counterclockwise' | 'clockwise') =>
    readEdgeNumber(
      await ocr.read(encodePgm(quarterTurn(strip, direction)), { lang: 'eng', psm: 6, whitelist: '0123456789 ' }),
    );
  const reading = await ask('counterclockwise');
  // The number may run up the edge instead of down it.
  return reading && 'value' in reading ? reading : ((await ask('clockwise')) ?? reading);
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
  unsure: [],
});

/**
 * Recognises the main page of a Russian internal passport: straightened in JS, the page read by
 * tesseract (Russian), the MRZ band (Latin, its alphabet only) and the right edge's series and
 * number (digits) read beside it; the MRZ's check digits validate and correct the printed text.
 * Throws `UnreadableImage` for a file that does not decode, `OcrFailed` when tesseract fails.
 */
export function recognizePassport(ocr: Ocr, bytes: Uint8Array): Promise<RecognizePassportResult> {
  return recognizePassportPage(ocr, decodePage(bytes));
}

/** `recognizePassport` of a page already decoded (the route decodes first: a bad file is 400 even without OCR). */
export async function recognizePassportPage(ocr: Ocr, image: GreyImage): Promise<RecognizePassportResult> {
  const decoded = toWorkingSize(image);
  if (!hasInk(decoded)) return emptyResult('not_found');
  const page = rotate(decoded, estimateSkew(decoded));

  const [pageTsv, edge, bottomMrz] = await Promise.all([
    ocr.read(encodePgm(page), { lang: 'rus', psm: 3, tsv: true }),
    readEdge(ocr, page),
    readMrz(ocr, crop(page, 0, 0.7, 1, 1)),
  ]);
  const lines = linesOfTsv(pageTsv);
  // Not at the bottom (a photo with more below the page): where the page's OCR saw fillers.
  const mrz = bottomMrz ?? (await readMrz(ocr, mrzBand(page, lines)));
  let text = readLabelledFields(lines);
  if (!Object.values(text).every(isRead)) {
    // Page segmentation may miss a block (the photo beside the names): read the page as one block too.
    const block = await ocr.read(encodePgm(page), { lang: 'rus', psm: 6, tsv: true });
    text = readLabelledFields(linesOfTsv(block), text);
  }
  const mrzSeen = mrz !== null;
  const name = (field: 'lastName' | 'firstName' | 'middleName') => ({
    value: mrz?.[field] ?? null,
    unclear: mrz?.unclearNames.includes(field) ?? false,
    // Only the last name on the line can be cut short by its end: one followed by another is whole.
    complete:
      (mrz?.namesComplete ?? false) ||
      (field === 'lastName' && Boolean(mrz?.firstName)) ||
      (field === 'firstName' && Boolean(mrz?.middleName)),
    seen: mrzSeen,
  });

  const choices: Record<PassportField, FieldChoice> = {
    last_name: chooseName(text.lastName, name('lastName')),
    first_name: chooseName(text.firstName, name('firstName')),
    middle_name: chooseName(text.middleName, name('middleName')),
    birth_date: chooseChecked(text.birthDate, { value: mrz?.birthDate ?? null, seen: mrzSeen }),
    serial_number: chooseChecked(edge, { value: mrz?.serialNumber ?? null, seen: mrzSeen }),
    issue_date: chooseChecked(text.issueDate, { value: mrz?.issueDate ?? null, seen: mrzSeen }),
  };
  return resultOf(choices, !mrz ? 'absent' : mrz.valid ? 'valid' : 'partial');
}

/** The answer's shape from each field's choice. */
function resultOf(
  choices: Record<PassportField, FieldChoice>,
  mrz: RecognizePassportResult['mrz'],
): RecognizePassportResult {
  const documents = Object.fromEntries(
    Object.entries(choices).map(([field, choice]) => [field, choice.value]),
  ) as PassportDocuments;
  const reasons: RecognizePassportResult['reasons'] = {};
  const sources: RecognizePassportResult['sources'] = {};
  const unsure: RecognizePassportResult['unsure'] = [];
  for (const [field, choice] of Object.entries(choices) as [PassportField, FieldChoice][]) {
    if (choice.reason) reasons[field] = choice.reason;
    if (choice.source) sources[field] = choice.source;
    if (choice.unsure) unsure.push({ field, ...choice.unsure });
  }
  return { documents, reasons, sources, mrz, unsure };
}
