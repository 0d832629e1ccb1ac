import { z } from 'zod';
import { formTrue, imageTypeOf, uploadedFileSchema } from './uploads';
import { ticketIdSchema } from './verification-tickets';

/**
 * `POST /{product}/verification/recognize_passport` (SPEC §7, multipart): a photo or scan of the
 * main page of a Russian internal passport in, the six fields of SPEC §3 out.
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
   * A ticket of the user's (SPEC §7 "each carries ticket"): checked when sent. The page recognises
   * before its run opens one, so it may be left out; then `consent` must say the data was obtained
   * lawfully (SPEC §5), as get_ticket does.
   */
  ticket: ticketIdSchema.optional(),
  consent: formTrue('Confirm that the personal data was obtained lawfully').optional(),
});
export type RecognizePassportRequest = z.infer<typeof recognizePassportRequestSchema>;

/** The fields SPEC §3 names, in the order the page shows them. */
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
 * and the printed text did not read either). Nothing is guessed.
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

export const recognizePassportResultSchema = z.object({
  documents: documentsSchema,
  /** For each empty field: why. */
  reasons: z.partialRecord(z.enum(passportFields), z.enum(passportFieldReasons)),
  /** For each filled field: where it was read. */
  sources: z.partialRecord(z.enum(passportFields), z.enum(passportFieldSources)),
  /** Whether the MRZ was found, and whether all its check digits held. */
  mrz: z.enum(['valid', 'partial', 'absent']),
});
export type RecognizePassportResult = z.infer<typeof recognizePassportResultSchema>;
