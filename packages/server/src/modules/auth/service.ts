import { randomUUID } from 'node:crypto';
import type { CurrentUser, TokenPair, TokenRequest, UpdateSettings } from '@cargo-sentry/contracts/auth/auth';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { isAddressAllowed } from '../../platform/ip-allow-list';
import { assertPasswordAllowed } from '../../platform/password-policy';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import { signAccessToken, signRefreshToken } from '../../platform/tokens';
import {
  accountById,
  accountByLogin,
  changeAccount,
  forgetKnownDevices,
  revokeAccessTokens,
  toUserProfile,
  upgradePasswordHash,
} from '../users/service';
import { requestEmailChange, type EmailChangeContext } from './email-change';
import { newDeviceId, readKnownDevice, rememberDevice } from './known-device';
import * as repo from './repo';
import type { AuthContext } from './context';
import { hashSecret } from './secret-hash';

export type { AuthContext } from './context';
export { hashSecret } from './secret-hash';

/**
 * Can this account sign in? Self-registered accounts wait for staff activation; API users call
 * with their keys only and never sign in (docs/decisions/0018-api-keys.md).
 */
export function canSignIn(user: UserRow): boolean {
  return user.isActive && !user.awaitingVerification && !user.isApiUser;
}

/**
 * Staff may tie an account to addresses (docs/product.md#new-user, IP address). Checked after the
 * password, so the answer tells nothing to someone who does not know it.
 */
function assertAddressAllowed(user: UserRow, ip: string): void {
  if (!isAddressAllowed(ip, user.allowedIps)) {
    throw new DomainError('ip_not_allowed', 'This account may not sign in from this address');
  }
}

async function issueTokens(ctx: AuthContext, user: UserRow, familyId: string): Promise<TokenPair> {
  const { accessTokenTtl, refreshTokenTtl } = ctx.config;
  // signed on this thread: no round trip to the thread pool to wait for under load (issue 26 §3)
  const refresh = await signRefreshToken(ctx.tokenKeys, refreshTokenTtl);
  const access = await signAccessToken(ctx.tokenKeys, user.id, accessTokenTtl, familyId, user.tokenVersion);
  await repo.insertRefreshToken(ctx.database.db, {
    userId: user.id,
    familyId,
    tokenHash: hashSecret(refresh),
    expiresAt: new Date(Date.now() + refreshTokenTtl * 1000),
  });
  return { access, refresh };
}

/** A right sign-in: the token pair, and the known-device cookie value to leave in the browser. */
export interface SignedIn {
  tokens: TokenPair;
  knownDevice: string;
}

/**
 * `POST /auth/token/`: username or e-mail plus password. Unknown account, wrong password,
 * inactive or unverified account all answer the same 401 after the same amount of hashing.
 * `deviceCookie` is the browser's known-device cookie: valid for the account, its attempts are
 * counted per device and the account's ceiling does not lock it out (issue 23 §17).
 */
export async function login(
  ctx: AuthContext,
  input: TokenRequest,
  ip: string,
  deviceCookie?: string,
): Promise<SignedIn> {
  await ctx.rateLimiter.hitIp('token', ip);
  const user = await accountByLogin(ctx.database.db, input.username);
  // Count by account, not by spelling: username and e-mail share one allowance.
  const account = user ? `user:${user.id}` : `login:${input.username}`;
  const deviceId = user ? readKnownDevice(ctx.config.jwtSecret, user, deviceCookie) : undefined;
  const attempt = await ctx.rateLimiter.reserveSignIn(account, ip, deviceId);
  const isPasswordRight = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  // A wrong password keeps its reserved attempt spent.
  if (!user || !isPasswordRight) throw new DomainError('invalid_credentials', 'Invalid login or password.');
  await attempt.succeeded();
  if (!canSignIn(user)) throw new DomainError('invalid_credentials', 'Invalid login or password.');
  assertAddressAllowed(user, ip);
  if (needsRehash(user.passwordHash)) await rehashPassword(ctx, user, input.password);
  // Two independent writes on two connections: under load each round trip waits its turn for a
  // core, and sign-in's p99 is the budget the issue sets (decision 0032).
  const [tokens] = await Promise.all([
    issueTokens(ctx, user, randomUUID()),
    changeAccount(ctx.database.db, user.id, { lastLogin: new Date() }),
  ]);
  return { tokens, knownDevice: rememberDevice(ctx.config.jwtSecret, user, deviceId ?? newDeviceId(), deviceCookie) };
}

/**
 * Upgrades a legacy (scrypt) or outdated hash while the plain password is at hand. Best effort:
 * the login already succeeded, so a failure is only logged and the next login tries again.
 */
async function rehashPassword(ctx: AuthContext, user: UserRow, password: string): Promise<void> {
  try {
    // Only over the hash we verified: a password changed meanwhile must not be reverted.
    await upgradePasswordHash(ctx.database.db, user.id, user.passwordHash, await hashPassword(password));
  } catch (error) {
    ctx.log.warn({ err: error, userId: user.id }, 'password rehash failed; login continues');
  }
}

/**
 * `POST /auth/token/refresh/`: rotates the refresh token. A token that was revoked or has expired,
 * or is used again later than `refreshReuseGrace` seconds after its rotation, revokes its whole
 * family: whoever holds the newer token is signed out too. Within the grace a second use gets a
 * pair of its own: two tabs of one browser refresh at the same moment, and a tab cannot always
 * see the pair another tab has just stored (localStorage reaches other renderer processes late).
 */
export async function refreshTokens(ctx: AuthContext, refresh: string, ip: string): Promise<TokenPair> {
  await ctx.rateLimiter.hitIp('refresh', ip);
  const { db } = ctx.database;
  const hash = hashSecret(refresh);
  let row = await repo.findRefreshToken(db, hash);
  if (!row) throw new DomainError('token_invalid', 'Refresh token is invalid');
  const isRotated = !row.usedAt && !row.revokedAt && (await repo.markRefreshTokenUsed(db, row.id));
  // not rotated by us: read again, another request may have rotated or revoked it meanwhile
  if (!isRotated) row = (await repo.findRefreshToken(db, hash)) ?? row;
  const isRecentReuse =
    !isRotated &&
    row.usedAt !== null &&
    row.revokedAt === null &&
    Date.now() - row.usedAt.getTime() < ctx.config.refreshReuseGrace * 1000;
  if (row.expiresAt.getTime() <= Date.now() || !(isRotated || isRecentReuse)) {
    await revokeSession(db, row);
    throw new DomainError('token_invalid', 'Refresh token was already used, revoked or has expired');
  }
  const user = await accountById(db, row.userId);
  if (!user || !canSignIn(user)) {
    await revokeSession(db, row);
    throw new DomainError('token_invalid', 'User is inactive or deleted');
  }
  assertAddressAllowed(user, ip);
  return issueTokens(ctx, user, row.familyId);
}

/**
 * Ends one session: its refresh-token family, and the user's access tokens (they carry the
 * token version, which is per user: the user's other sessions just refresh once).
 */
async function revokeSession(db: DbOrTx, token: { familyId: string; userId: number }): Promise<void> {
  if (await repo.revokeFamily(db, token.familyId)) await revokeAccessTokens(db, token.userId);
}

/**
 * `POST /auth/logout/`: revokes the family of the given refresh token. Idempotent: an unknown,
 * spent or already revoked token is signed out already, and gets the same answer.
 */
export async function logout(ctx: AuthContext, refresh: string, ip: string): Promise<void> {
  await ctx.rateLimiter.hitIp('logout', ip);
  const { db } = ctx.database;
  const row = await repo.findRefreshToken(db, hashSecret(refresh));
  if (row) await db.transaction((tx) => revokeSession(tx, row));
}

/**
 * Signs a user out everywhere (password reset, deactivation); takes a transaction or the db.
 * Known devices are forgotten too: whoever took over the account must not keep a device that
 * bypasses the sign-in ceiling.
 */
export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await repo.revokeUserTokens(db, userId);
  await revokeAccessTokens(db, userId);
  await forgetKnownDevices(db, userId);
}

/**
 * Sets a new password; every other session is signed out. Every access token, the caller's
 * too, stops working; the caller's refresh token stays and gets it a new one.
 */
export async function changePassword(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string | undefined,
  input: { current_password: string; password: string },
): Promise<void> {
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw new DomainError('current_password_wrong', 'Current password is wrong.', {
      current_password: ['current_password_wrong'],
    });
  }
  assertPasswordAllowed(input.password, user);
  await ctx.database.db.transaction(async (tx) => {
    await changeAccount(tx, user.id, { passwordHash: await hashPassword(input.password) });
    await repo.revokeUserTokens(tx, user.id, sessionId);
    await revokeAccessTokens(tx, user.id);
    // A changed password forgets every known device; this browser gets its cookie at next sign-in.
    await forgetKnownDevices(tx, user.id);
  });
}

/**
 * Profile, notification language and newsletter flag, at once. A new e-mail is not set here: it
 * is confirmed from the new address (`requestEmailChange`), so the answer never tells whether
 * another account has it (issue 23 §25).
 */
export async function updateSettings(
  ctx: EmailChangeContext,
  user: UserRow,
  input: UpdateSettings,
): Promise<CurrentUser> {
  const fields = {
    firstName: input.first_name,
    lastName: input.last_name,
    company: input.company,
    phone: input.phone,
    notificationLanguage: input.notification_language,
    subscribed: input.subscribed,
  };
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const updated = Object.keys(changes).length === 0 ? user : await changeAccount(ctx.database.db, user.id, changes);
  if (!updated) throw new DomainError('user_not_found', 'User not found');
  // After the update: the mail speaks the language chosen in the same request.
  if (input.email) requestEmailChange(ctx, updated, input.email);
  return toUserProfile(updated);
}
