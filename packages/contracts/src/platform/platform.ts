import { z } from 'zod';
import { text } from '../shared/common';

/** What still works but not as configured: `rate_limit_store_unreachable` = Redis does not answer, counters are per process. */
export const healthWarningSchema = z.enum(['rate_limit_store_unreachable']);

/** `GET /api/v1/health`: the database answered; `warnings` names what is degraded meanwhile. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  warnings: z.array(healthWarningSchema),
});
export type Health = z.infer<typeof healthSchema>;
export type HealthWarning = z.infer<typeof healthWarningSchema>;

/** `GET /api/v1/config` (guest): what the SPA needs before anyone signs in. */
export const publicConfigSchema = z.object({
  product: z.string(),
  support_phone: z.string(),
  support_email: z.string().describe('Shown on the support page and in content as {email}'),
  map_tile_url: z
    .string()
    .nullable()
    .describe('Optional raster tile URL template; the base map is drawn from shipped shapes otherwise'),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** `POST /{product}/feedback` (user): the feedback form of the header and the support page. */
export const feedbackSchema = z.object({ text: text(5000).trim().min(1) });
export type Feedback = z.infer<typeof feedbackSchema>;

/** Bilingual option lists of the registration form. */
export const namedOptionSchema = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });
export const optionListSchema = z.array(namedOptionSchema);
export type NamedOption = z.infer<typeof namedOptionSchema>;
