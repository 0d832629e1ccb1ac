import type {
  AdminChangePassword,
  AdminUpdateSettings,
  AdminUser,
  SetCommercialPrudenceLimit,
  SetDisableVerifications,
  SetVerificationCount,
} from '@cargo-sentry/contracts/user-admin/user-admin';
import type { AuditAction } from '@cargo-sentry/contracts/audit/audit';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import { DomainError } from '../../platform/errors';
import { passwordSetByStaffMail } from '../../platform/mail-texts';
import { assertPasswordAllowed } from '../../platform/password-policy';
import { hashPassword } from '../../platform/passwords';
import { recordAudit } from '../audit/service';
import { revokeAllSessions } from '../auth/service';
import { changeAccount, isEmailTaken, setVerificationQuota } from '../users/service';
import { changedFields } from './audited-user';
import { generatePassword } from './generated-password';
import { assertNotSelf, findManagedUser, loginLink, toAdminUser, type Actor, type RegAdminContext } from './service';

/**
 * Reads the account, applies `change` in one transaction and records what changed under
 * `action` (nothing when nothing changed). Every staff edit of an account goes through here.
 */
async function changeUser(
  ctx: RegAdminContext,
  actor: Actor,
  id: number,
  action: AuditAction,
  change: (tx: DbOrTx, before: UserRow) => Promise<UserRow | undefined>,
): Promise<AdminUser> {
  const after = await ctx.database.db.transaction(async (tx) => {
    const before = await findManagedUser(tx, id);
    const updated = (await change(tx, before)) ?? before;
    const diff = changedFields(before, updated);
    if (Object.keys(diff.after).length > 0) await recordAudit(tx, actor, action, { type: 'user', id }, diff);
    return updated;
  });
  return toAdminUser(after);
}

const emailTaken = () =>
  new DomainError('email_taken', 'This e-mail belongs to another account', { email: ['email_taken'] });

/**
 * `update_settings`: names, contact, language, access level, report rights, vetting settings,
 * allow-list, active flag. Deactivating ends every session of the user at once.
 */
export async function updateUserSettings(
  ctx: RegAdminContext,
  actor: Actor,
  id: number,
  input: AdminUpdateSettings,
): Promise<AdminUser> {
  if (input.is_active === false) assertNotSelf(actor, id);
  return changeUser(ctx, actor, id, 'user.update', async (tx, before) => {
    if (input.email && (await isEmailTaken(tx, input.email, id))) throw emailTaken();
    const fields = {
      firstName: input.first_name,
      lastName: input.last_name,
      company: input.company,
      position: input.position,
      email: input.email,
      notificationLanguage: input.notification_language,
      subscribed: input.subscribed,
      accessLevel: input.access_level,
      canDoReports: input.can_do_reports,
      requiredVettingFields: input.required_vetting_fields,
      foreignDocuments: input.foreign_documents,
      allowedIps: input.allowed_ips,
      isActive: input.is_active,
      // Reactivating a self-registered account that was never activated activates it too.
      ...(input.is_active === true ? { awaitingVerification: false } : {}),
    };
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return before;
    const updated = await changeAccount(tx, id, changes).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
    if (before.isActive && input.is_active === false) await revokeAllSessions(tx, id);
    return updated;
  });
}

/** `set_verification_count`: a new quota, used from the user's next ticket on. */
export function setVerificationCount(
  ctx: RegAdminContext,
  actor: Actor,
  id: number,
  input: SetVerificationCount,
): Promise<AdminUser> {
  return changeUser(ctx, actor, id, 'user.quota', (tx) => setVerificationQuota(tx, id, input.verification_count));
}

/** `set_disable_verifications`: the checks the user may not run (403 `check_disabled`, hidden in the form). */
export function setDisabledChecks(
  ctx: RegAdminContext,
  actor: Actor,
  id: number,
  input: SetDisableVerifications,
): Promise<AdminUser> {
  return changeUser(ctx, actor, id, 'user.checks', (tx) =>
    changeAccount(tx, id, { disabledChecks: [...input.disabled_checks] }),
  );
}

/** `set_commercial_prudence_limit`: the prudence section on or off, and its limit. */
export function setCommercialPrudence(
  ctx: RegAdminContext,
  actor: Actor,
  id: number,
  input: SetCommercialPrudenceLimit,
): Promise<AdminUser> {
  return changeUser(ctx, actor, id, 'user.prudence', (tx) =>
    changeAccount(tx, id, {
      enableCommercialPrudence: input.enable_commercial_prudence,
      commercialPrudenceLimitEnabled: input.commercial_prudence_limit_enabled,
      commercialPrudenceLimit: input.commercial_prudence_limit,
    }),
  );
}

/**
 * `change_password` by staff: the password given, or a generated one e-mailed to the user. Every
 * session of the user ends (auth's revocation). The trail records that it changed, never the value.
 */
export async function changeUserPassword(
  ctx: RegAdminContext,
  actor: Actor,
  id: number,
  input: AdminChangePassword,
): Promise<void> {
  const user = await findManagedUser(ctx.database.db, id);
  if (input.password !== undefined) assertPasswordAllowed(input.password, user);
  const generated = input.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(input.password ?? generated ?? '');
  await ctx.database.db.transaction(async (tx) => {
    await findManagedUser(tx, id);
    await changeAccount(tx, id, { passwordHash });
    await revokeAllSessions(tx, id);
    await recordAudit(
      tx,
      actor,
      'user.password',
      { type: 'user', id },
      { after: { set_by: generated ? 'generated_and_emailed' : 'staff' } },
    );
  });
  if (!generated) return;
  const link = loginLink(ctx.config);
  const mail = passwordSetByStaffMail(user.notificationLanguage, user.username, link, generated);
  ctx.background.run('password-mail', () => ctx.mailer.send({ to: user.email, link, ...mail }));
}
