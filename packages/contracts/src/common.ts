import { z } from 'zod';
import { errorCodes } from './errors';

/** The one error shape of the API (DESIGN.md §5). `fields` is keyed by the input path. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(20),
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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const localeSchema = z.enum(['ru', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/** A bilingual option of a reference list. */
export const optionSchema = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });
export type Option = z.infer<typeof optionSchema>;
