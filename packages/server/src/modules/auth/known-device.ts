import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * Known-device cookies (issue 23 §17, docs/decisions/0036). A right sign-in leaves the browser a
 * cookie naming the account and a random device id, signed with an HMAC of a key derived from the
 * server secret over both and the user's device salt. A sign-in that brings a valid one is counted
 * per (account, device) instead of against the account's ceiling, so guesses from elsewhere cannot
 * lock the owner out of a browser they signed in from before. Replacing the salt (password change
 * or reset, signing out everywhere) revokes every cookie of the user at once.
 */
export const knownDeviceCookie = 'cs_device';

/** One browser keeps entries for a few accounts (a shared office PC); the newest first. */
const maxEntriesPerCookie = 5;
const maxAgeSeconds = 365 * 24 * 3600;

interface DeviceOwner {
  id: number;
  deviceSalt: string;
}

/** The HMAC key, derived so that the cookie never signs with the JWT key itself. */
function deviceKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('cargo-sentry known-device cookie v1').digest();
}

function mac(serverSecret: string, user: DeviceOwner, deviceId: string): string {
  return createHmac('sha256', deviceKey(serverSecret))
    .update(`${user.id}.${deviceId}.${user.deviceSalt}`)
    .digest('base64url');
}

function parseEntries(cookie: string | undefined): Array<{ userId: string; deviceId: string; mac: string }> {
  if (!cookie) return [];
  return cookie
    .slice(0, 1024)
    .split('~')
    .slice(0, maxEntriesPerCookie)
    .map((entry) => entry.split('.'))
    .filter((parts) => parts.length === 3)
    .map(([userId, deviceId, tag]) => ({ userId, deviceId, mac: tag }));
}

/** The device id the cookie holds for `user`, when its signature is valid; otherwise undefined. */
export function readKnownDevice(
  serverSecret: string,
  user: DeviceOwner,
  cookie: string | undefined,
): string | undefined {
  const entry = parseEntries(cookie).find((e) => e.userId === String(user.id));
  if (!entry) return undefined;
  const expected = Buffer.from(mac(serverSecret, user, entry.deviceId));
  const given = Buffer.from(entry.mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? entry.deviceId : undefined;
}

/** A fresh device id: a browser with no valid entry for the account (first sign-in, unlock link). */
export function newDeviceId(): string {
  return randomBytes(12).toString('base64url');
}

/** The cookie value with `user` on `deviceId` first, keeping the browser's entries for other accounts. */
export function rememberDevice(
  serverSecret: string,
  user: DeviceOwner,
  deviceId: string,
  cookie: string | undefined,
): string {
  const others = parseEntries(cookie)
    .filter((e) => e.userId !== String(user.id))
    .map((e) => `${e.userId}.${e.deviceId}.${e.mac}`);
  const own = `${user.id}.${deviceId}.${mac(serverSecret, user, deviceId)}`;
  return [own, ...others].slice(0, maxEntriesPerCookie).join('~');
}

/**
 * HttpOnly so page scripts never read it; sent only to the auth routes (sign-in, unlock); Strict:
 * the app calls them from its own pages; Secure behind https.
 */
export function knownDeviceCookieOptions(isHttps: boolean): CookieSerializeOptions {
  return {
    path: '/api/v1/auth/',
    httpOnly: true,
    secure: isHttps,
    sameSite: 'strict',
    maxAge: maxAgeSeconds,
  };
}
