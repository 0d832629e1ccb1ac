import type {
  AccountStatus,
  AdminUser,
  CreateUser,
  UserListQuery,
} from '@cargo-sentry/contracts/user-admin/user-admin';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import type { BackgroundTasks } from '../../platform/background';
import { DomainError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { accountActivatedMail, accountCreatedMail } from '../../platform/mail-texts';
import { assertPasswordAllowed } from '../../platform/password-policy';
import { hashPassword } from '../../platform/passwords';
import { recordAudit } from '../audit/service';
import { revokeAllSessions } from '../auth/service';
import {
  accountById,
  activatePendingAccount,
  changeAccount,
  createAccount,
  isEmailTaken,
  isUsernameTaken,
  searchPeople,
  toUserProfile,
} from '../users/service';
import { auditedUser } from './audited-user';
import { generatePassword } from './generated-password';

export interface RegAdminContext {
  database: Database;
  config: Config;
  mailer: Mailer;
  background: BackgroundTasks;
}

/** The staff member acting, as the audit trail names them. */
export type Actor = Pick<UserRow, 'id' | 'username'>;

function accountStatus(user: UserRow): AccountStatus {
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
    allowed_ips: user.allowedIps,
  };
}

export async function listUsers(
  database: Database,
  query: UserListQuery,
): Promise<{ results: AdminUser[]; count: number }> {
  const { rows, count } = await searchPeople(database.db, {
    status: query.status,
    s: query.s,
    page: query.page,
    pageSize: query.page_size,
    ordering: query.ordering,
  });
  return { results: rows.map(toAdminUser), count };
}

/**
 * A person's account that reg_admin manages: API users have their own pages (`api_user`) and a
 * deleted account is gone for staff too, so both are 404 here.
 */
export async function findManagedUser(db: DbOrTx, id: number): Promise<UserRow> {
  const user = await accountById(db, id);
  if (!user || user.isApiUser || user.deletedAt) throw new DomainError('user_not_found', `No user ${id}`);
  return user;
}

export async function getUser(database: Database, id: number): Promise<AdminUser> {
  return toAdminUser(await findManagedUser(database.db, id));
}

/** The link every account e-mail ends with. */
export function loginLink(config: Config): string {
  return `${config.publicUrl}/login`;
}

/**
 * Staff verification of a self-registered account: it may sign in from now on and gets an
 * e-mail with a login link. Activating an active account changes nothing and sends nothing.
 */
export async function activateUser(ctx: RegAdminContext, actor: Actor, id: number): Promise<AdminUser> {
  const activated = await ctx.database.db.transaction(async (tx) => {
    const before = await findManagedUser(tx, id);
    const after = await activatePendingAccount(tx, id);
    if (after) {
      await recordAudit(
        tx,
        actor,
        'user.activate',
        { type: 'user', id },
        { before: { status: accountStatus(before) }, after: { status: accountStatus(after) } },
      );
    }
    return after;
  });
  if (!activated) return getUser(ctx.database, id);
  const link = loginLink(ctx.config);
  const mail = accountActivatedMail(activated.notificationLanguage, activated.username, link);
  ctx.background.run('activation-mail', () => ctx.mailer.send({ to: activated.email, link, ...mail }));
  return toAdminUser(activated);
}

function takenError(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new DomainError('username_taken', 'The username or e-mail is taken', { username: ['username_taken'] });
  }
  throw error;
}

/**
 * Creates an account (docs/product.md#new-user), active at once. Without a password one is generated
 * and e-mailed with the login; the answer never carries it and no log line holds it.
 */
export async function createUser(ctx: RegAdminContext, actor: Actor, input: CreateUser): Promise<AdminUser> {
  const { db } = ctx.database;
  if (await isUsernameTaken(db, input.username)) {
    throw new DomainError('username_taken', 'This username is taken', { username: ['username_taken'] });
  }
  if (await isEmailTaken(db, input.email)) {
    throw new DomainError('email_taken', 'This e-mail belongs to another account', { email: ['email_taken'] });
  }
  const generated = input.password === undefined ? generatePassword() : undefined;
  const password = input.password ?? generated ?? '';
  if (input.password !== undefined) assertPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(password);
  const user = await db
    .transaction(async (tx) => {
      const row = await createAccount(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        position: input.position,
        company: input.company,
        notificationLanguage: input.notification_language,
        subscribed: input.subscribed,
        accessLevel: input.access_level,
        allowedIps: input.allowed_ips,
        verificationCount: input.verification_count,
        verificationTotal: input.verification_count,
      });
      await recordAudit(tx, actor, 'user.create', { type: 'user', id: row.id }, { after: auditedUser(row) });
      return row;
    })
    .catch(takenError);
  const link = loginLink(ctx.config);
  const mail = accountCreatedMail(user.notificationLanguage, user.username, link, generated);
  ctx.background.run('account-created-mail', () => ctx.mailer.send({ to: user.email, link, ...mail }));
  return toAdminUser(user);
}

/** Staff may not lock themselves out: no deactivating or deleting one's own account. */
export function assertNotSelf(actor: Actor, id: number): void {
  if (actor.id === id) throw new DomainError('own_account', 'You cannot do this to your own account');
}

/**
 * Deletes an account (docs/decisions/0017-deleting-users.md): the row stays, so its tickets,
 * imports and the audit trail still point at it, but everything that identifies the person is
 * erased and it can never sign in again. Its sessions end at once.
 */
export async function deleteUser(ctx: RegAdminContext, actor: Actor, id: number, now = new Date()): Promise<void> {
  assertNotSelf(actor, id);
  await ctx.database.db.transaction(async (tx) => {
    const before = await findManagedUser(tx, id);
    await changeAccount(tx, id, {
      username: `deleted_${id}`,
      email: `deleted_${id}@deleted.invalid`,
      // Not a hash of any kind: no password matches it.
      passwordHash: '!deleted',
      firstName: '',
      lastName: '',
      phone: '',
      inn: '',
      position: '',
      subscribed: false,
      isActive: false,
      awaitingVerification: false,
      isStaff: false,
      canDoReports: false,
      allowedIps: [],
      deletedAt: now,
    });
    await revokeAllSessions(tx, id);
    // Who was deleted, not how to reach them: the e-mail, phone and names go with the account.
    const who = { username: before.username, company: before.company, status: accountStatus(before) };
    await recordAudit(tx, actor, 'user.delete', { type: 'user', id }, { before: who });
  });
}
