import type { AccountStatus, AdminUser, UserListQuery } from '@cargo-sentry/contracts/admin-users';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { BackgroundTasks } from '../../platform/background';
import { DomainError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { accountActivatedMail } from '../../platform/mail-texts';
import { activatePendingUser, findUserById, selectUserPage, toUserProfile } from '../users/service';

export interface RegAdminContext {
  database: Database;
  config: Config;
  mailer: Mailer;
  background: BackgroundTasks;
}

export function accountStatus(user: UserRow): AccountStatus {
  if (!user.isActive) return 'inactive';
  return user.awaitingVerification ? 'pending' : 'active';
}

/** The profile every account sees, plus what only staff see. */
export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...toUserProfile(user),
    position: user.position,
    field_of_activity: user.fieldOfActivityId,
    office_function: user.officeFunctionId,
    status: accountStatus(user),
    is_api_user: user.isApiUser,
    registration_date: user.registrationDate.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
  };
}

export async function listUsers(
  database: Database,
  query: UserListQuery,
): Promise<{ results: AdminUser[]; count: number }> {
  const { rows, count } = await selectUserPage(database.db, {
    status: query.status,
    s: query.s,
    page: query.page,
    pageSize: query.page_size,
  });
  return { results: rows.map(toAdminUser), count };
}

export async function getUser(database: Database, id: number): Promise<AdminUser> {
  const user = await findUserById(database.db, id);
  if (!user) throw new DomainError('user_not_found', `No user ${id}`);
  return toAdminUser(user);
}

/**
 * Staff verification of a self-registered account: it may sign in from now on and gets an
 * e-mail with a login link. Activating an active account changes nothing and sends nothing.
 */
export async function activateUser(ctx: RegAdminContext, id: number): Promise<AdminUser> {
  const activated = await activatePendingUser(ctx.database.db, id);
  if (!activated) return getUser(ctx.database, id);
  const link = `${ctx.config.publicUrl}/login`;
  const mail = accountActivatedMail(activated.notificationLanguage, activated.username, link);
  ctx.background.run('activation-mail', () => ctx.mailer.send({ to: activated.email, link, ...mail }));
  return toAdminUser(activated);
}
