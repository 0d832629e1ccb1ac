import { z } from 'zod';
import { errorCodes } from './errors';

/** The one error shape of the API (docs/architecture.md#one-error-shape). `fields` is keyed by the input path. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A UTF-16 surrogate half without its partner: no character at all, and not encodable as UTF-8. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a user sends: bounded, without U+0000, which PostgreSQL cannot store in `text` (a NUL
 * once reached the database and came back as a 500), and well-formed Unicode (an unpaired
 * surrogate, which JSON's `\ud800` escape can carry, once reached the database as a 500 from a
 * notification subject). Every string input schema starts here, so `.trim()`, `.min()` and
 * `.regex()` chain on it as on `z.string()`.
 */
export function text(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain U+0000')
    .refine((value) => !unpairedSurrogate.test(value), 'must not contain an unpaired surrogate');
}

/** Upper bounds of the id columns: `smallint` reference tables, `integer`/`serial` rows. */
export const smallintMax = 32_767;
export const integerMax = 2_147_483_647;

const positiveDigits = /^[1-9][0-9]*$/;
const digitsOrZero = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number written in a path or query string: plain digits only — no sign, leading zero,
 * exponent, hex or fraction (`1e1`, `0x10`, `+5`, `005` and `5.0` once opened other rows) —
 * and within `max`, the bound of the column it is compared with (`?cargo=32768` once reached a
 * smallint column as a 500). Numbers are accepted too, for callers that build queries in code.
 */
export function wholeNumberText(max: number, { allowZero = false } = {}) {
  return z
    .union([z.string().max(10), z.number()])
    .transform((value) => String(value))
    .pipe(z.string().regex(allowZero ? digitsOrZero : positiveDigits, 'whole number'))
    .transform(Number)
    .pipe(z.number().max(max, `at most ${max}`));
}

/** A row id in a path or query string (`integer` and `serial` columns). */
export const idText = wholeNumberText(integerMax);
/** A reference id in a query string (`smallint` columns; 0 is "not set" in some lists). */
export const referenceIdText = wholeNumberText(smallintMax, { allowZero: true });

/** A reference id in a JSON body. */
export const referenceIdSchema = z.number().int().min(0).max(smallintMax);

export const pageQuerySchema = z.object({
  page: wholeNumberText(integerMax).default(1),
  page_size: wholeNumberText(500).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A paged list: `{ results, count, next, previous }` with absolute-path links or null. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}

export const okSchema = z.object({ detail: z.string() });
export type Ok = z.infer<typeof okSchema>;

export const idParamSchema = z.object({ id: idText });

export const localeSchema = z.enum(['ru', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/** A bilingual option of a reference list. */
export const optionSchema = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });
export type Option = z.infer<typeof optionSchema>;
