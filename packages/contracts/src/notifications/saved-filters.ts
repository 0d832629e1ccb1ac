import { z } from 'zod';
import { text } from '../shared/common';
import { incidentFilterSchema, type IncidentFilter } from '../incidents/incident-filter';

/**
 * Saved incident filters and their alerts (issue 12 §3, docs/decisions/0026): a user names the
 * filter of `/incidents` and, when subscribed, gets one notification per filter per hour at most
 * about new incidents that match it.
 */

export const maxSavedFilters = 50;
/** The filter as the query string of `/incidents` and of every incident endpoint. */
export const maxFilterQueryLength = 4000;
/** At most one alert per filter in this many minutes; matches in between wait for the digest. */
export const alertIntervalMinutes = 60;

/** The search parameters of a query string as the API's query parser gives them (repeats as lists). */
function queryObject(query: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = object[key];
    object[key] = previous === undefined ? value : [previous, value].flat();
  }
  return object;
}

/** The incident filter a saved query string stands for, or null when it is not a valid one. */
export function parseFilterQuery(query: string): IncidentFilter | null {
  const parsed = incidentFilterSchema.safeParse(queryObject(query));
  return parsed.success ? parsed.data : null;
}

export const savedFilterWriteSchema = z.object({
  name: text(100).trim().min(1, 'required'),
  query: text(maxFilterQueryLength)
    .refine((query) => !query.startsWith('?'), 'filter')
    .refine((query) => parseFilterQuery(query) !== null, 'filter')
    .describe('The filter as the query string of /incidents, e.g. "geo=district:3&cargo=2"'),
  subscribed: z.boolean().default(true).describe('Alert me about new incidents that match'),
});
export type SavedFilterWrite = z.infer<typeof savedFilterWriteSchema>;
export type SavedFilterWriteInput = z.input<typeof savedFilterWriteSchema>;

/** `PUT /{product}/saved_filter/{id}`: rename or (un)subscribe; the filter itself stays. */
export const savedFilterUpdateSchema = z.object({
  name: text(100).trim().min(1, 'required'),
  subscribed: z.boolean(),
});
export type SavedFilterUpdate = z.infer<typeof savedFilterUpdateSchema>;

export const savedFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  subscribed: z.boolean(),
  created_at: z.string(),
  last_alert_at: z.string().nullable(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFilterListSchema = z.object({ results: z.array(savedFilterSchema) });
export type SavedFilterList = z.infer<typeof savedFilterListSchema>;
