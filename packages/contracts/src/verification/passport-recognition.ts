import { z } from 'zod';
import { formTrue, imageTypeOf, uploadedFileSchema } from '../shared/uploads';
import { ticketIdSchema } from './ticket-id';

/**
 * `POST /{product}/verification/recognize_passport` (docs/product.md#verification-calls, multipart): a photo or scan of the
 * main page of a Russian internal passport in, the six fields of docs/product.md#passport-recognition out.
 */

/** A page photo: a phone camera's picture or a 300 dpi scan fits. */
export const maxPassportImageBytes = 10 * 1024 * 1024;
export const passportImageNamePattern = /\.(jpe?g|png)$/i;

export const passportImageSchema = uploadedFileSchema
  .refine((file) => passportImageNamePattern.test(file.filename), { message: 'passport_image', path: ['filename'] })
  .refine((file) => file.data.length > 0 && file.data.length <= maxPassportImageBytes, {
    message: 'passport_image_size',
    path: ['data'],
  })
  .refine((file) => imageTypeOf(file.data) !== null, { message: 'passport_image', path: ['data'] });

export const recognizePassportRequestSchema = z.object({
  /** The page image (.jpg or .png). */
  file: passportImageSchema,
  /**
   * A ticket of the user's (docs/product.md#verification-calls "each carries ticket"): checked when sent. The page recognises
   * before its run opens one, so it may be left out; then `consent` must say the data was obtained
   * lawfully (docs/product.md#consent), as get_ticket does.
   */
  ticket: ticketIdSchema.optional(),
  consent: formTrue('Confirm that the personal data was obtained lawfully').optional(),
});
export type RecognizePassportRequest = z.infer<typeof recognizePassportRequestSchema>;

/** The fields docs/product.md#passport-recognition names, in the order the page shows them. */
export const passportFields = [
  'last_name',
  'first_name',
  'middle_name',
  'birth_date',
  'serial_number',
  'issue_date',
] as const;
export type PassportField = (typeof passportFields)[number];

/**
 * Why a field came back empty: `not_found` — neither its printed label nor the MRZ was found;
 * `unreadable` — found, but what was read is not a valid value (or the MRZ's check digit failed
 * and the printed text did not read either). Nothing is guessed: a filled field whose readings
 * disagree or are unsure is listed in `unsure` instead.
 */
export const passportFieldReasons = ['not_found', 'unreadable'] as const;
export type PassportFieldReason = (typeof passportFieldReasons)[number];

/** Where a field's value was read: the printed text, the MRZ, or both agreeing. */
export const passportFieldSources = ['text', 'mrz', 'text_and_mrz'] as const;
export type PassportFieldSource = (typeof passportFieldSources)[number];

const documentsSchema = z.object({
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  /** YYYY-MM-DD, or '' */
  birth_date: z.string(),
  /** Series and number, 10 digits without separators, or '' */
  serial_number: z.string(),
  /** YYYY-MM-DD, or '' */
  issue_date: z.string(),
});
export type PassportDocuments = z.infer<typeof documentsSchema>;

/**
 * Why a field is marked for the user to confirm (docs/product.md#passport-recognition "never
 * guessed"). Each is a fact about the readings, not a judgement of the value:
 * - `readings_differ`: the printed text and the MRZ give different values;
 * - `low_confidence`: OCR was unsure of the printed word(s);
 * - `mrz_check_failed`: the MRZ's check digit over this field failed, so only the print was read;
 * - `mrz_unclear`: the MRZ's name held a character outside its letter table (a `0` read for `O`, …);
 * - `space_in_word`: the printed name has a space where the MRZ has one word;
 * - `single_reading`: one reading only, with nothing to check it against (no MRZ, or one copy of the number).
 */
export const passportUnsureReasons = [
  'readings_differ',
  'low_confidence',
  'mrz_check_failed',
  'mrz_unclear',
  'space_in_word',
  'single_reading',
] as const;
export type PassportUnsureReason = (typeof passportUnsureReasons)[number];

export const passportUnsureFieldSchema = z.object({
  field: z.enum(passportFields),
  /** Every reason that applies, most telling first. */
  reasons: z.array(z.enum(passportUnsureReasons)).min(1).max(passportUnsureReasons.length),
  /** What each source read, in the field's format ('' where that source gave nothing). */
  readings: z.object({
    printed: z.string().describe("The printed text's reading ('' when none)"),
    mrz: z.string().describe("The MRZ's reading ('' when none)"),
  }),
});
export type PassportUnsureField = z.infer<typeof passportUnsureFieldSchema>;

export const recognizePassportResultSchema = z.object({
  documents: documentsSchema,
  /** For each empty field: why. */
  reasons: z.partialRecord(z.enum(passportFields), z.enum(passportFieldReasons)),
  /** For each filled field: where it was read. */
  sources: z.partialRecord(z.enum(passportFields), z.enum(passportFieldSources)),
  /** Whether the MRZ was found, and whether all its check digits held. */
  mrz: z.enum(['valid', 'partial', 'absent']),
  /**
   * Filled fields the user must confirm before they are used, each with why and both readings:
   * the value in `documents` is then only the likelier reading, never a settled one.
   */
  unsure: z.array(passportUnsureFieldSchema).max(passportFields.length),
});
export type RecognizePassportResult = z.infer<typeof recognizePassportResultSchema>;
