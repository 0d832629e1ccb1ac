import { z } from 'zod';
import { localeSchema } from '../shared/common';
import { incidentFilterQuery } from '../incidents/incident-filter';

/**
 * Incident reports (issue 11 §6, docs/decisions/0022-reports.md): staff or a reports user asks
 * for a report of a period and an incident filter as PDF or XLSX; it is generated in the
 * background, its state polled, and the file downloaded while it is kept.
 */

export const reportFormats = ['pdf', 'xlsx'] as const;
export const reportFormatSchema = z.enum(reportFormats);
export type ReportFormat = z.infer<typeof reportFormatSchema>;

export const reportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** How long a generated report is kept before it is deleted. */
export const reportKeepDays = 7;
/** How many reports of one person the list shows (newest first); older ones stay downloadable by id while kept. */
export const reportListLength = 20;
/** The longest period of one report: ten years, the longest monthly trend the statistics draw. */
export const maxReportDays = 3660;
/** Top regions and cargo categories a report lists (docs/product.md#top-lists: top lists capped at 10). */
export const reportTopLength = 10;

/**
 * The incident filter of the report. The period is required: date_from and date_to (both
 * inclusive), at most `maxReportDays` apart.
 */
export const reportFilterSchema = incidentFilterQuery({})
  .refine((f) => f.date_from !== undefined, { message: 'required', path: ['date_from'] })
  .refine((f) => f.date_to !== undefined, { message: 'required', path: ['date_to'] })
  .refine(
    (f) =>
      !f.date_from || !f.date_to || (Date.parse(f.date_to) - Date.parse(f.date_from)) / 86_400_000 <= maxReportDays,
    { message: `at most ${maxReportDays} days`, path: ['date_from'] },
  );
export type ReportFilter = z.infer<typeof reportFilterSchema>;
/** What a caller sends: the period, and only the filter conditions it uses. */
export type ReportFilterInput = Partial<z.input<typeof reportFilterSchema>> & { date_from: string; date_to: string };

/** `POST /{product}/reports`. */
export const reportRequestSchema = z.object({
  format: reportFormatSchema,
  lang: localeSchema.describe('Language of the report'),
  filter: reportFilterSchema,
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export type ReportRequestInput = Omit<z.input<typeof reportRequestSchema>, 'filter'> & { filter: ReportFilterInput };

/** What a running generation is doing (the job's progress). */
export const reportStages = ['statistics', 'drawing', 'saving'] as const;
export const reportStageSchema = z.enum(reportStages);
export type ReportStage = z.infer<typeof reportStageSchema>;

export const reportSchema = z.object({
  id: z.uuid(),
  status: reportStatusSchema,
  format: reportFormatSchema,
  lang: localeSchema,
  date_from: z.string(),
  date_to: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().describe('When the report and its file are deleted'),
  file_name: z.string(),
  size: z.number().int().nullable().describe('Bytes of the file, once done'),
  error: z.string().nullable().describe('Why generation failed, for staff; the page shows a generic text'),
  stage: reportStageSchema.nullable().describe('While running: what the generation is doing'),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ results: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

export const reportParamSchema = z.object({ id: z.uuid() });

/** The file name of a report: `incident_report_<from>_<to>.<format>`. */
export function reportFileName(r: { date_from: string; date_to: string; format: ReportFormat }): string {
  return `incident_report_${r.date_from}_${r.date_to}.${r.format}`;
}
