import { z } from 'zod';
import { localeSchema, pageQuerySchema, text } from '../shared/common';
import {
  accessLevelSchema,
  checkNameSchema,
  checkNames,
  currentUserSchema,
  passwordSchema,
  usernamePattern,
} from '../auth/auth';
import { transportFieldNames, transportFieldSchema } from '../verification/form';

/** Where an account stands: `pending` registered itself and waits for staff to activate it. */
export const accountStatusSchema = z.enum(['pending', 'active', 'inactive']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** Columns the staff list sorts by; `-` in front sorts descending. */
export const userSortFields = ['name', 'username', 'email', 'last_login', 'registration_date'] as const;
export type UserSortField = (typeof userSortFields)[number];
export const userOrderings = userSortFields.flatMap((field) => [field, `-${field}`] as const);
export const userOrderingSchema = z.enum(userOrderings as [string, ...string[]]).transform((value) => ({
  field: value.replace(/^-/, '') as UserSortField,
  isDescending: value.startsWith('-'),
}));

/** `GET /{product}/reg_admin`: staff list of accounts (never API users), newest first by default. */
export const userListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'active', 'inactive', 'all']).default('all'),
  s: text(200).trim().optional().describe('Search in username, e-mail, name and company'),
  ordering: userOrderingSchema
    .default({ field: 'registration_date', isDescending: true })
    .describe(`One of ${userSortFields.join(', ')}; a leading "-" sorts descending`),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Most addresses and networks in one account's allow-list. */
export const maxAllowedIps = 20;

/**
 * One entry of an account's allow-list: an IPv4 or IPv6 address, or a network in CIDR notation
 * (`10.0.0.0/8`, `2001:db8::/32`). Sign-in and every request from elsewhere are refused.
 */
export const allowedIpSchema = text(64)
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ip_or_cidr' }));

export const allowedIpsSchema = z
  .array(allowedIpSchema)
  .max(maxAllowedIps)
  .refine((ips) => new Set(ips).size === ips.length, 'duplicate');

/** An account as staff see it: the profile of docs/product.md#current-user plus registration data and status. */
export const adminUserSchema = currentUserSchema.extend({
  position: z.string(),
  field_of_activity: z.number().int().nullable(),
  office_function: z.number().int().nullable(),
  status: accountStatusSchema,
  is_api_user: z.boolean(),
  registration_date: z.string().describe('ISO 8601'),
  last_login: z.string().nullable(),
  allowed_ips: z.array(z.string()).describe('Addresses or CIDR networks the account may sign in from; empty: any'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Most checks a staff member may grant at once. */
export const maxVerificationCount = 1_000_000;
/** Highest commercial prudence limit (INNs under monitoring). */
export const maxCommercialPrudenceLimit = 1_000_000;

const nameText = text(100).trim();

/**
 * `POST /{product}/reg_admin/create_user` (docs/product.md#new-user). Without `password` one is
 * generated and e-mailed to the user; it is never shown or logged.
 */
export const createUserSchema = z.object({
  username: text(64).trim().min(3).regex(usernamePattern, 'username'),
  email: z.email().max(254).describe('Where the login (and a generated password) is sent'),
  password: passwordSchema.optional().describe('Left out: a password is generated and e-mailed'),
  first_name: nameText.default(''),
  last_name: nameText.default(''),
  position: text(200).trim().default(''),
  company: text(200).trim().min(1),
  notification_language: localeSchema.default('ru').describe('"language" of docs/product.md#new-user'),
  subscribed: z.boolean().default(true).describe('"newsletters" of docs/product.md#new-user'),
  access_level: accessLevelSchema.default('full'),
  allowed_ips: allowedIpsSchema
    .default([])
    .describe('"IP address" of docs/product.md#new-user: empty allows any address'),
  verification_count: z.number().int().min(0).max(maxVerificationCount).default(0),
});
export type CreateUser = z.infer<typeof createUserSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;

/**
 * `POST /{product}/reg_admin/{id}/update_settings`: the fields of docs/product.md#admin-user-settings
 * that have no endpoint of their own. Every field is optional; the ones sent change.
 */
export const adminUpdateSettingsSchema = z
  .object({
    first_name: nameText,
    last_name: nameText,
    company: text(200).trim().min(1),
    position: text(200).trim(),
    email: z.email().max(254),
    notification_language: localeSchema,
    subscribed: z.boolean(),
    access_level: accessLevelSchema,
    can_do_reports: z.boolean(),
    required_vetting_fields: z
      .array(transportFieldSchema)
      .max(transportFieldNames.length)
      .refine((fields) => new Set(fields).size === fields.length, 'duplicate'),
    foreign_documents: z.boolean(),
    allowed_ips: allowedIpsSchema,
    is_active: z.boolean().describe('false deactivates the account and signs it out everywhere'),
  })
  .partial();
export type AdminUpdateSettings = z.infer<typeof adminUpdateSettingsSchema>;

/** `POST /{product}/reg_admin/{id}/set_verification_count`: a new quota; "done of total" starts again. */
export const setVerificationCountSchema = z.object({
  verification_count: z.number().int().min(0).max(maxVerificationCount),
});
export type SetVerificationCount = z.infer<typeof setVerificationCountSchema>;

/** `POST /{product}/reg_admin/{id}/set_disable_verifications`: the checks the user may not run. */
export const setDisableVerificationsSchema = z.object({
  disabled_checks: z
    .array(checkNameSchema)
    .max(checkNames.length)
    .refine((checks) => new Set(checks).size === checks.length, 'duplicate'),
});
export type SetDisableVerifications = z.infer<typeof setDisableVerificationsSchema>;

/** `POST /{product}/reg_admin/{id}/set_commercial_prudence_limit`. */
export const setCommercialPrudenceLimitSchema = z.object({
  enable_commercial_prudence: z.boolean(),
  commercial_prudence_limit_enabled: z.boolean(),
  commercial_prudence_limit: z.number().int().min(0).max(maxCommercialPrudenceLimit),
});
export type SetCommercialPrudenceLimit = z.infer<typeof setCommercialPrudenceLimitSchema>;

/**
 * `POST /{product}/reg_admin/{id}/change_password`: staff set a password, or leave it out to have
 * one generated and e-mailed. Either way every session of the user ends.
 */
export const adminChangePasswordSchema = z.object({
  password: passwordSchema.optional(),
});
export type AdminChangePassword = z.infer<typeof adminChangePasswordSchema>;
