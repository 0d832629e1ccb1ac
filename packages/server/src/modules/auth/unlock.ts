import { randomBytes } from 'node:crypto';
import { unlockLinkAnswer } from '@cargo-sentry/contracts/auth/auth';
import type { BackgroundTasks } from '../../platform/background';
import { DomainError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { unlockMail } from '../../platform/mail-texts';
import { accountById, accountByLogin } from '../users/service';
import { newDeviceId, rememberDevice } from './known-device';
import * as repo from './repo';
import { canSignIn, hashSecret, type AuthContext } from './service';

export interface UnlockContext extends AuthContext {
  mailer: Mailer;
  background: BackgroundTasks;
}

/** An hour: as long as the ceiling it lifts lasts. */
const unlockKeyTtlSeconds = 3600;

/**
 * Unlock links (issue 23 §17): the owner of an account locked by a stranger's guesses asks for
 * one, and the browser that opens it becomes a known device, which the ceiling does not lock
 * out. The answer and its timing do not depend on the account: the lookup, key and mail happen
 * after the response, in the background (as password recovery).
 */
export async function requestUnlockLink(ctx: UnlockContext, login: string, ip: string): Promise<string> {
  await ctx.rateLimiter.hitIp('unlock', ip);
  await ctx.rateLimiter.hitAccount('unlock', login);
  ctx.background.run('unlock-mail', () => sendUnlockKey(ctx, login));
  return unlockLinkAnswer;
}

async function sendUnlockKey(ctx: UnlockContext, login: string): Promise<void> {
  const { db } = ctx.database;
  const user = await accountByLogin(db, login);
  if (!user || !canSignIn(user)) return;
  const key = randomBytes(32).toString('base64url');
  await repo.insertUnlockKey(db, {
    userId: user.id,
    keyHash: hashSecret(key),
    expiresAt: new Date(Date.now() + unlockKeyTtlSeconds * 1000),
  });
  // The mailer logs the link only when the demo outbox is on (issue 23 §24).
  const link = `${ctx.config.publicUrl}/unlock?key=${key}`;
  const mail = unlockMail(user.notificationLanguage, link, unlockKeyTtlSeconds / 60);
  await ctx.mailer.send({ to: user.email, link, ...mail });
}

/**
 * Uses an unlock key once: the answer's known-device cookie lets this browser sign in despite the
 * account's ceiling. It does not sign in by itself: the password is still asked for.
 */
export async function unlockDevice(
  ctx: UnlockContext,
  key: string,
  ip: string,
  deviceCookie: string | undefined,
): Promise<{ username: string; knownDevice: string }> {
  await ctx.rateLimiter.hitIp('unlock-confirm', ip);
  const { db } = ctx.database;
  const userId = await repo.consumeUnlockKey(db, hashSecret(key));
  const user = userId === undefined ? undefined : await accountById(db, userId);
  if (!user || !canSignIn(user)) throw new DomainError('wrong_key', 'Wrong key or key is out of date.');
  return {
    username: user.username,
    knownDevice: rememberDevice(ctx.config.jwtSecret, user, newDeviceId(), deviceCookie),
  };
}
