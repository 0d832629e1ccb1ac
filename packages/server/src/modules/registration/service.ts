import { randomBytes } from 'node:crypto';
import { forgotPasswordAnswer, type Registration } from '@cargo-sentry/contracts/auth/auth';
import type { NamedOption } from '@cargo-sentry/contracts/platform/platform';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import type { BackgroundTasks } from '../../platform/background';
import { DomainError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import {
  newRegistrationMail,
  passwordResetMail,
  registrationAttemptMail,
  usernameTakenMail,
} from '../../platform/mail-texts';
import { assertPasswordAllowed } from '../../platform/password-policy';
import { hashPassword } from '../../platform/passwords';
import { hashSecret, revokeAllSessions, type AuthContext } from '../auth/service';
import { accountByEmail, accountById, changeAccount, createAccount, isUsernameTaken } from '../users/service';
import * as repo from './repo';

export interface RegistrationContext extends AuthContext {
  mailer: Mailer;
  background: BackgroundTasks;
}

const toOption = (row: repo.OptionRow): NamedOption => ({ id: row.id, name_ru: row.nameRu, name_en: row.nameEn });

export async function listOfficeFunctions(database: Database): Promise<NamedOption[]> {
  return (await repo.listOfficeFunctions(database.db)).map(toOption);
}

export async function listFieldsOfActivity(database: Database): Promise<NamedOption[]> {
  return (await repo.listFieldsOfActivity(database.db)).map(toOption);
}

/** A free username from the e-mail's local part: `ivan.petrov`, then `ivan.petrov2`, … */
async function pickUsername(database: Database, email: string): Promise<string> {
  const base = (email.split('@')[0].replace(/[^A-Za-z0-9._]/g, '') || 'user').slice(0, 60).padEnd(3, '_');
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await isUsernameTaken(database.db, candidate))) return candidate;
  }
}

/**
 * Self-registration (docs/product.md#registration): the account waits for staff verification and cannot sign in
 * until activated. Support is told in the background.
 *
 * The answer does not tell whether the e-mail or the username is registered (issue 23 §25): for a
 * known e-mail no account is made and its owner is mailed instead; for a taken username the
 * address given is told to register again with another. Both after the same checks and the same
 * password hashing, so status, body and timing match a fresh registration.
 */
export async function register(ctx: RegistrationContext, input: Registration, ip: string): Promise<void> {
  await ctx.rateLimiter.hitIp('registration', ip);
  const { db } = ctx.database;
  const fields: Record<string, string[]> = {};
  const [offices, activities] = await Promise.all([repo.listOfficeFunctions(db), repo.listFieldsOfActivity(db)]);
  if (!offices.some((o) => o.id === input.office_function)) fields.office_function = ['unknown_option'];
  if (!activities.some((o) => o.id === input.field_of_activity)) fields.field_of_activity = ['unknown_option'];
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', 'Unknown option', fields);
  const isUsernameClash = input.username !== undefined && (await isUsernameTaken(db, input.username));
  const username = input.username ?? (await pickUsername(ctx.database, input.email));
  assertPasswordAllowed(input.password, { username, email: input.email, company: input.company });
  const passwordHash = await hashPassword(input.password);
  const owner = await accountByEmail(db, input.email);
  if (owner) return mailExistingOwner(ctx, owner);
  if (isUsernameClash) return mailUsernameTaken(ctx, input.email, username);
  let user: UserRow;
  try {
    user = await createAccount(db, {
      username,
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      inn: input.inn,
      company: input.company,
      fieldOfActivityId: input.field_of_activity,
      officeFunctionId: input.office_function,
      awaitingVerification: true,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two registrations at once: the unique indexes decide which one lost, and why.
    const winner = await accountByEmail(db, input.email);
    if (!winner) return mailUsernameTaken(ctx, input.email, username);
    return mailExistingOwner(ctx, winner);
  }
  const mail = newRegistrationMail(user, `${ctx.config.publicUrl}/administration/users`);
  ctx.background.run('registration-mail', () => ctx.mailer.send({ to: ctx.config.supportEmail, ...mail }));
}

/** The username chosen belongs to another account: tell the address given, in both languages. */
function mailUsernameTaken(ctx: RegistrationContext, email: string, username: string): void {
  const link = `${ctx.config.publicUrl}/registrationPre`;
  const mail = usernameTakenMail(username, link);
  ctx.background.run('registration-username-mail', () => ctx.mailer.send({ to: email, link, ...mail }));
}

/** The e-mail is registered already: tell its owner, in their language, how to get in. */
function mailExistingOwner(ctx: RegistrationContext, owner: UserRow): void {
  const { publicUrl } = ctx.config;
  const mail = registrationAttemptMail(
    owner.notificationLanguage,
    `${publicUrl}/login`,
    `${publicUrl}/recovery_password`,
  );
  ctx.background.run('registration-attempt-mail', () =>
    ctx.mailer.send({ to: owner.email, link: `${publicUrl}/login`, ...mail }),
  );
}

/**
 * Password recovery, step 1. The answer and its timing do not depend on the e-mail: the lookup,
 * key and mail happen after the response, in the background.
 */
export async function requestPasswordReset(ctx: RegistrationContext, email: string, ip: string): Promise<string> {
  await ctx.rateLimiter.hitIp('forgot', ip);
  await ctx.rateLimiter.hitAccount('forgot', email);
  ctx.background.run('password-reset-mail', () => sendResetKey(ctx, email));
  return forgotPasswordAnswer;
}

async function sendResetKey(ctx: RegistrationContext, email: string): Promise<void> {
  const user = await accountByEmail(ctx.database.db, email);
  // An API user has no password to recover: it calls with keys only.
  if (!user || !user.isActive || user.isApiUser) return;
  const key = randomBytes(32).toString('base64url');
  await repo.insertResetKey(ctx.database.db, {
    userId: user.id,
    keyHash: hashSecret(key),
    expiresAt: new Date(Date.now() + ctx.config.resetKeyTtl * 1000),
  });
  const link = `${ctx.config.publicUrl}/password_reset?key=${key}`;
  const mail = passwordResetMail(user.notificationLanguage, link, Math.round(ctx.config.resetKeyTtl / 3600));
  await ctx.mailer.send({ to: user.email, link, ...mail });
}

/** Password recovery, step 2: a live key sets the password once and signs the user out everywhere. */
export async function resetPassword(
  ctx: RegistrationContext,
  input: { key: string; password: string },
  ip: string,
): Promise<void> {
  await ctx.rateLimiter.hitIp('reset', ip);
  const passwordHash = await hashPassword(input.password);
  const isDone = await ctx.database.db.transaction(async (tx) => {
    const userId = await repo.consumeResetKey(tx, hashSecret(input.key));
    if (userId === undefined) return false;
    // a refused password rolls the transaction back: the key stays usable for a better one
    const user = await accountById(tx, userId);
    if (user) assertPasswordAllowed(input.password, user);
    await repo.expireResetKeys(tx, userId);
    await changeAccount(tx, userId, { passwordHash });
    await revokeAllSessions(tx, userId);
    return true;
  });
  if (!isDone) throw new DomainError('wrong_key', 'Wrong key or key is out of date.');
}
