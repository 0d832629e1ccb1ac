import { z } from 'zod';
import { pageQuerySchema, text } from './common';
import { currentUserSchema } from './auth';

/** Where an account stands: `pending` registered itself and waits for staff to activate it. */
export const accountStatusSchema = z.enum(['pending', 'active', 'inactive']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** `GET /{product}/reg_admin`: staff list of accounts, newest first. */
export const userListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'active', 'inactive', 'all']).default('all'),
  s: text(200).trim().optional().describe('Search in username, e-mail, name and company'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** An account as staff see it: the profile of SPEC §3 "Current user" plus registration data and status. */
export const adminUserSchema = currentUserSchema.extend({
  position: z.string(),
  field_of_activity: z.number().int().nullable(),
  office_function: z.number().int().nullable(),
  status: accountStatusSchema,
  is_api_user: z.boolean(),
  registration_date: z.string().describe('ISO 8601'),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
