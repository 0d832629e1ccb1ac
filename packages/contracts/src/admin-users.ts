import { z } from 'zod';
import { pageQuerySchema, text } from './common';
import { accessLevelSchema, checkNameSchema } from './auth';

/** Where an account stands: `pending` registered itself and waits for staff to activate it. */
export const accountStatusSchema = z.enum(['pending', 'active', 'inactive']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** `GET /{product}/reg_admin`: staff list of accounts, newest first. */
export const userListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'active', 'inactive', 'all']).default('all'),
  s: text(200).trim().optional().describe('Search in username, e-mail, name and company'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** An account as staff see it (SPEC §3 "Admin user settings" plus registration data). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  position: z.string(),
  inn: z.string(),
  field_of_activity: z.number().int().nullable(),
  office_function: z.number().int().nullable(),
  status: accountStatusSchema,
  is_staff: z.boolean(),
  is_api_user: z.boolean(),
  can_do_reports: z.boolean(),
  access_level: accessLevelSchema,
  demo: z.boolean(),
  notification_language: z.enum(['ru', 'en']),
  subscribed: z.boolean(),
  verification_count: z.number().int(),
  verification_total: z.number().int(),
  disabled_checks: z.array(checkNameSchema),
  enable_commercial_prudence: z.boolean(),
  commercial_prudence_limit_enabled: z.boolean(),
  commercial_prudence_limit: z.number().int(),
  required_vetting_fields: z.array(z.string()),
  foreign_documents: z.boolean(),
  registration_date: z.string().describe('ISO 8601'),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
