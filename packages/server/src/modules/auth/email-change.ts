import { randomBytes } from 'node:crypto';
import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/errors';
import type { BackgroundTasks } from '../../platform/background';
import { DomainError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { emailChangeMail, emailChangeTakenMail } from '../../platform/mail-texts';
import { changeAccount, isEmailTaken, toUserProfile } from '../users/service';
import * as repo from './repo';
import type { AuthContext } from './context';
import { hashSecret } from './secret-hash';

export interface EmailChangeContext extends AuthContext {
  mailer: Mailer;
  background: BackgroundTasks;
}

/** A day: the new mailbox may be read on another device later. */
const emailChangeKeyTtlSeconds = 24 * 3600;

/**
 * Asks to move the account to `email` (issue 23 §25). The answer is the same whether the address
 * is free or has an account: the check and the mail happen after the response, in the background.
 * A free address gets a confirmation link; a taken one is told that it already has an account.
 */
export function requestEmailChange(ctx: EmailChangeContext, user: UserRow, email: string): void {
  if (email.toLowerCase() === user.email.toLowerCase()) return;
  ctx.background.run('email-change-mail', () => mailNewAddress(ctx, user, email));
}

async function mailNewAddress(ctx: EmailChangeContext, user: UserRow, email: string): Promise<void> {
  const { db } = ctx.database;
  const { publicUrl } = ctx.config;
  if (await isEmailTaken(db, email, user.id)) {
    const mail = emailChangeTakenMail(
      user.notificationLanguage,
      `${publicUrl}/login`,
      `${publicUrl}/recovery_password`,
    );
    await ctx.mailer.send({ to: email, link: `${publicUrl}/login`, ...mail });
    return;
  }
  const key = randomBytes(32).toString('base64url');
  await repo.insertEmailChangeKey(db, {
    userId: user.id,
    newEmail: email,
    keyHash: hashSecret(key),
    expiresAt: new Date(Date.now() + emailChangeKeyTtlSeconds * 1000),
  });
  const link = `${publicUrl}/settings/security/email?key=${key}`;
  const mail = emailChangeMail(user.notificationLanguage, link, emailChangeKeyTtlSeconds / 3600);
  await ctx.mailer.send({ to: email, link, ...mail });
}

/**
 * `POST /{product}/user/confirm_email`: the key of the link mailed to the new address, used by its
 * own account, once. Whoever holds it reads that mailbox, so a clash found now may be named.
 */
export async function confirmEmailChange(ctx: EmailChangeContext, user: UserRow, key: string): Promise<CurrentUser> {
  const { db } = ctx.database;
  const taken = () =>
    new DomainError('email_taken', 'This e-mail is used by another account', { email: ['email_taken'] });
  const updated = await db
    .transaction(async (tx) => {
      const email = await repo.consumeEmailChangeKey(tx, user.id, hashSecret(key));
      if (email === undefined) throw new DomainError('wrong_key', 'Wrong key or key is out of date.');
      // Registered meanwhile by another account: the unique index would refuse it anyway.
      if (await isEmailTaken(tx, email, user.id)) throw taken();
      return changeAccount(tx, user.id, { email });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    });
  if (!updated) throw new DomainError('user_not_found', 'User not found');
  return toUserProfile(updated);
}
