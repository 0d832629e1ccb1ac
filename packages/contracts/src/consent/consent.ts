import { z } from 'zod';
import { text } from '../shared/common';

/**
 * The consent document (issue 28 §3, docs/decisions/0060-consent-versions-and-subject-requests.md):
 * what a user confirms before a check, in both languages, and the separate written consent to
 * process a face photo (biometric personal data, 152-FZ art. 11). Staff publish a new version,
 * which becomes current; every ticket keeps the version and the hash it was opened under.
 */

/** `POST /{product}/personal_data/consent`: staff publish a new version's four texts, which becomes current. */
export const publishConsentSchema = z.object({
  text_ru: text(4000).trim().min(10),
  text_en: text(4000).trim().min(10),
  biometric_ru: text(4000).trim().min(10),
  biometric_en: text(4000).trim().min(10),
});
/** The four texts of a version. */
export type ConsentTexts = z.infer<typeof publishConsentSchema>;

/**
 * What the hash of a version is taken over: the four texts joined by two line feeds, in this
 * order (migration 0137 seeds version 1 with the same formula in SQL).
 */
export function consentDocumentText(texts: ConsentTexts): string {
  return [texts.text_ru, texts.text_en, texts.biometric_ru, texts.biometric_en].join('\n\n');
}

export const consentVersionSchema = z.object({
  version: z.number().int(),
  text_ru: z.string(),
  text_en: z.string(),
  biometric_ru: z.string(),
  biometric_en: z.string(),
  sha256: z.string().describe('Hex SHA-256 of consentDocumentText'),
  published_at: z.string(),
  published_by: z.string().nullable().describe('Username of who published it; null for the seeded version'),
});
export type ConsentVersion = z.infer<typeof consentVersionSchema>;

/** `GET /{product}/personal_data/consent`: every version, newest (current) first. */
export const consentVersionListSchema = z.object({ results: z.array(consentVersionSchema) });
export type ConsentVersionList = z.infer<typeof consentVersionListSchema>;
