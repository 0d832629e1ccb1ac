import { z } from 'zod';
import { localeSchema, referenceIdSchema, text } from '../shared/common';
import { isValidInn } from '../shared/identifiers';
import { passwordContainsAccount } from './password-policy';

// Re-exported for the callers that imported it from here before identifiers.ts existed.
export { isValidInn };

/** Username rule of docs/product.md#identifier-formats: Latin letters, digits, '.' and '_'. */
export const usernamePattern = /^[A-Za-z0-9._]+$/;
export const passwordMinLength = 8;
/** An INN is 10 digits (organisation) or 12 (individual); `isValidInn` checks its check digits. */
export const innPattern = /^(\d{10}|\d{12})$/;

export const tokenRequestSchema = z.object({
  username: text(254).trim().min(1).describe('Username or e-mail'),
  password: text(256).min(1),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refresh: text(2000).min(1) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** `POST /auth/logout/`: the refresh token names the session (family) to end; answers 204. */
export const logoutRequestSchema = z.object({
  refresh: z.string().min(1).describe('The refresh token of the session to end'),
});

export const accessLevelSchema = z.enum(['full', 'limited']);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** Check names a staff member can disable per user (docs/product.md#admin-user-settings). */
export const checkNames = [
  'risk',
  'fssp',
  'osago',
  'driver',
  'passport_complex',
  'phone',
  'face',
  'trust_person',
  'sud',
  'reputation',
  'participant',
] as const;
export const checkNameSchema = z.enum(checkNames);
export type CheckName = z.infer<typeof checkNameSchema>;

/** docs/product.md#current-user, plus the fields the UI needs to show quota and profile. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  inn: z.string(),
  notification_language: localeSchema,
  subscribed: z.boolean(),
  is_staff: z.boolean(),
  can_do_reports: z.boolean(),
  access_level: accessLevelSchema,
  demo: z.boolean(),
  verification_count: z.number().int().describe('Checks left in the quota'),
  verification_total: z.number().int().describe('Quota size, for "done of total"'),
  disabled_checks: z.array(checkNameSchema),
  enable_commercial_prudence: z.boolean(),
  commercial_prudence_limit_enabled: z.boolean(),
  commercial_prudence_limit: z.number().int(),
  required_vetting_fields: z.array(z.string()),
  foreign_documents: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const phoneSchema = text(40)
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{10,15}$/, 'phone'));

/**
 * A new password: long enough and not only spaces. The rest of the one password rule (strength,
 * no account words inside) is `findPasswordProblem` in password-policy.ts, which needs the
 * account and a strength estimator. Each refusal has its own code.
 */
export const passwordSchema = text(128)
  .min(passwordMinLength)
  .refine((password) => password.trim() !== '', 'password_blank');

export const registrationSchema = z
  .object({
    username: text(64).trim().min(3).regex(usernamePattern).optional(),
    first_name: text(100).trim().min(1),
    last_name: text(100).trim().min(1),
    phone: phoneSchema,
    email: z.email().max(254),
    password: passwordSchema,
    inn: text(20).trim().regex(innPattern, { message: 'inn', abort: true }).refine(isValidInn, 'inn_checksum'),
    field_of_activity: referenceIdSchema.min(1),
    office_function: referenceIdSchema.min(1),
    company: text(200).trim().min(1),
  })
  .refine((form) => !passwordContainsAccount(form.password, form), {
    path: ['password'],
    message: 'password_contains_account',
  });
export type Registration = z.infer<typeof registrationSchema>;

export const registrationResultSchema = z.object({ detail: z.string(), status: z.literal('awaiting_verification') });

export const forgotPasswordSchema = z.object({ email: z.email().max(254) });
export const resetPasswordSchema = z.object({ key: text(200).min(1), password: passwordSchema });
export const changePasswordSchema = z.object({ current_password: text(256).min(1), password: passwordSchema });

export const updateSettingsSchema = z.object({
  first_name: text(100).trim().min(1).optional(),
  last_name: text(100).trim().min(1).optional(),
  company: text(200).trim().min(1).optional(),
  phone: phoneSchema.optional(),
  notification_language: localeSchema.optional(),
  subscribed: z.boolean().optional(),
  email: z.email().max(254).optional(),
});
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

/** The neutral answer of password recovery (docs/product.md#password-recovery): the same for known and unknown e-mails. */
/**
 * `POST /auth/unlock/`: a sign-in refused by the account's ceiling (429) asks for an unlock link
 * by e-mail (issue 23 §17). The answer is the same whether the account exists or not.
 */
export const unlockRequestSchema = z.object({ username: tokenRequestSchema.shape.username });
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

/** `POST /auth/unlock/confirm/`: the key of the e-mailed link makes this browser a known device. */
export const unlockConfirmSchema = z.object({ key: text(200).min(1) });
export const unlockConfirmResultSchema = z.object({
  detail: z.string(),
  /** The account unlocked, to fill in the sign-in form. */
  username: z.string(),
});

/** `POST /{product}/user/confirm_email`: the key of the link mailed to the new address (issue 23 §25). */
export const confirmEmailSchema = z.object({ key: text(200).min(1) });

export const unlockLinkAnswer = 'If the account exists, a link to unlock signing in has been sent to its e-mail.';

export const forgotPasswordAnswer =
  'If the email exists in the system, you will receive a link to reset your password.';
