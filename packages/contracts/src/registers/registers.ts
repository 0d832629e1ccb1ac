import { z } from 'zod';
import { apiErrorSchema } from '../shared/common';
import { registerDefinitions } from './definitions';
import { importModeSchema, importReportSchema } from '../shared/spreadsheet-import';
import { uploadedFileSchema } from '../shared/uploads';

/**
 * Staff import of the verification registers (issue 10 §5): the list, the import and the
 * templates, under `/{product}/registers`. The registers themselves: register-definitions.ts.
 */

export type RegisterName = keyof typeof registerDefinitions;
export const registerNames = Object.keys(registerDefinitions) as [RegisterName, ...RegisterName[]];
export const registerNameSchema = z.enum(registerNames);

export const registerParamSchema = z.object({ register: registerNameSchema });

/** `POST /{product}/registers/{register}/import` as multipart/form-data. */
export const registerImportRequestSchema = z.object({
  file: uploadedFileSchema,
  mode: importModeSchema
    .default('append')
    .describe(
      'append: add the rows, updating a row already stored (same natural key); replace: the file becomes the whole register (in one transaction)',
    ),
});

export const templateFormatSchema = z.enum(['xlsx', 'csv']);
export type TemplateFormat = z.infer<typeof templateFormatSchema>;
export const templateQuerySchema = z.object({ format: templateFormatSchema.default('xlsx') });

export const registerImportReportSchema = importReportSchema.extend({
  register: registerNameSchema,
  mode: importModeSchema,
  rows_inserted: z.number().int().describe('Rows new to the register'),
  rows_updated: z.number().int().describe('Rows of the register (same natural key) the file changed'),
  rows_unchanged: z.number().int().describe('Rows the register held already, exactly as in the file'),
});
export type RegisterImportReport = z.infer<typeof registerImportReportSchema>;

/** A refused import: the one error shape plus the row-by-row report; nothing was written. */
export const importFailedSchema = apiErrorSchema.extend({
  code: z.literal('import_failed'),
  report: registerImportReportSchema,
});

export const registerSummarySchema = z.object({
  name: registerNameSchema,
  rows: z.number().int(),
  last_import: z
    .object({
      at: z.string(),
      by: z.string().nullable().describe('Username of the staff member'),
      mode: importModeSchema,
      rows: z.number().int(),
      file_name: z.string(),
    })
    .nullable(),
});
export type RegisterSummary = z.infer<typeof registerSummarySchema>;

export const registerListSchema = z.object({ results: z.array(registerSummarySchema) });
export type RegisterList = z.infer<typeof registerListSchema>;
