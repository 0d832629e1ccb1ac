import { z } from 'zod';
import { localeSchema, text } from '../shared/common';
import { transportFieldNames } from './form';
import { ticketIdSchema } from './ticket-id';

/**
 * The evidence report of a verification ticket (issue 13 §5, docs/decisions/0031): a PDF built
 * from the stored ticket, with a report id and the SHA-256 of its canonical content, so that
 * whoever holds the PDF can ask the server later whether it is genuine and unchanged.
 */

/** `GET /{product}/verification_ticket/{id}/report.pdf`: the language, the user's own by default. */
export const evidenceReportQuerySchema = z.object({
  lang: localeSchema.optional().describe("ru or en; the user's notification_language when left out"),
});
export type EvidenceReportQuery = z.infer<typeof evidenceReportQuerySchema>;

/** A SHA-256 as 64 hex digits, either case. */
export const sha256Text = text(64).regex(/^[0-9a-fA-F]{64}$/, 'sha256');

/** `GET /{product}/verification_ticket/{id}/verify`: the report id and hash printed on the PDF. */
export const evidenceVerifyQuerySchema = z.object({
  report: z.uuid().describe('The report id printed on the PDF'),
  hash: sha256Text.describe('The SHA-256 printed on the PDF, or the SHA-256 of the PDF file itself'),
});
export type EvidenceVerifyQuery = z.infer<typeof evidenceVerifyQuerySchema>;

/**
 * The answer of verify. Anyone may ask (the holder of a PDF is often not a user), so it tells
 * nothing that the PDF does not already show: genuine or not and, when genuine, when the report
 * was generated. An unknown report, another ticket's and a wrong hash are the same "not genuine".
 */
export const evidenceVerificationSchema = z.object({
  genuine: z.boolean(),
  ticket: ticketIdSchema,
  report: z.uuid(),
  generated_at: z.string().nullable().describe('When the report was generated; null unless genuine'),
  matched: z
    .enum(['content', 'file'])
    .nullable()
    .describe('What the hash was: the content hash printed on the PDF, or the hash of the PDF file'),
  content_destroyed_at: z
    .string()
    .nullable()
    .default(null)
    .describe(
      "When the ticket's personal data the report was built from was destroyed on schedule (issue 28 §2); the hashes stay, so a report is still verified; null while it is kept or unless genuine",
    ),
});
export type EvidenceVerification = z.infer<typeof evidenceVerificationSchema>;

// ---- Canonical JSON ----

/**
 * One JSON text per value, whatever order its keys were built in: object keys sorted (by UTF-16
 * code units), no whitespace, `undefined` members dropped as JSON.stringify drops them. The
 * report's hash is the SHA-256 of this text of its content, so the hash never depends on how a
 * PostgreSQL jsonb column happened to order the keys of a stored result.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined && typeof member !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

// ---- Masking of personal data (decision 0031) ----

const mask = (length: number) => '*'.repeat(Math.max(0, length));

/**
 * A passport or driving licence number: a Russian one (10 characters: a 4-character series and a
 * 6-digit number) keeps the region digits of its series and the last three of its number,
 * `45 ** ***543`; any other (foreign documents, decision 0012) keeps its last three characters
 * and, from 8 characters on, its first two.
 */
export function maskDocumentNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length === 10) return `${compact.slice(0, 2)} ** ***${compact.slice(7)}`;
  if (compact.length <= 4) return mask(compact.length);
  const head = compact.length >= 8 ? compact.slice(0, 2) : '';
  return `${head}${mask(compact.length - head.length - 3)}${compact.slice(-3)}`;
}

/** A phone keeps its country and operator code and its last two digits: `+7 926 ***-**-99`. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    return `+7 ${digits.slice(1, 4)} ***-**-${digits.slice(9)}`;
  }
  if (digits.length <= 4) return mask(digits.length);
  return `${value.trim().startsWith('+') ? '+' : ''}${digits.slice(0, 2)}${mask(digits.length - 4)}${digits.slice(-2)}`;
}

/** A date of birth keeps its year: `**.**.1979`. */
export function maskBirthDate(value: string): string {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(value)?.[1];
  return year ? `**.**.${year}` : mask(value.length);
}

/** SNILS keeps its two check digits: `***-***-*** 01`. */
export function maskSnils(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `***-***-*** ${digits.slice(-2)}`;
}

/** An e-mail keeps its first character and its domain: `i***@example.ru`. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return mask(value.length);
  return `${value[0]}***${value.slice(at)}`;
}

/** The form fields a report masks, and how; every other field is shown as typed (decision 0031). */
export const maskedFields: Readonly<Partial<Record<(typeof transportFieldNames)[number], (value: string) => string>>> =
  {
    passportNumber: maskDocumentNumber,
    drivingLicenseNumber: maskDocumentNumber,
    phone: maskPhone,
    birthDate: maskBirthDate,
    snils: maskSnils,
    email: maskEmail,
  };

/** `YYYY-MM-DD` as the report shows dates, `DD.MM.YYYY`; anything else as it is. */
const shownDate = (value: string) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');
const dateFields: readonly string[] = ['drivingLicenseDate', 'passportDate'];

export interface EvidenceInput {
  field: (typeof transportFieldNames)[number];
  value: string;
}

/**
 * The inputs a ticket stored, in the form's order, masked for the report: document numbers,
 * phone, SNILS, e-mail and date of birth partly hidden, names, vehicle and company identifiers
 * in full. Fields that are not form fields (`issueDate`, the copy of passportDate) are left out.
 */
export function maskedInputs(inputs: Record<string, unknown>): EvidenceInput[] {
  const shown: EvidenceInput[] = [];
  for (const field of transportFieldNames) {
    const raw = inputs[field];
    const value = Array.isArray(raw) ? raw.filter((item) => typeof item === 'string').join(', ') : raw;
    if (typeof value !== 'string' || value === '') continue;
    const masker = maskedFields[field];
    shown.push({ field, value: masker ? masker(value) : dateFields.includes(field) ? shownDate(value) : value });
  }
  return shown;
}
