import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * The HMAC key of a secret, imported once: jose imports a raw secret into WebCrypto on every
 * call, a measurable share of each request under load (issue 9, "Under load").
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  userId: number;
  /** The refresh-token family the access token was issued with (absent for tokens minted in tests). */
  sessionId: string | undefined;
  /** The user's token version at issue; a revocation bumps the stored one (0 when absent). */
  tokenVersion: number;
}

/** Short-lived HS256 access token. */
export async function signAccessToken(
  secret: string,
  userId: number,
  ttlSeconds: number,
  sessionId?: string,
  tokenVersion = 0,
): Promise<string> {
  const claims = { typ: 'access', ver: tokenVersion, ...(sessionId ? { sid: sessionId } : {}) };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await keyOf(secret));
}

interface VerifiedToken {
  claims: AccessClaims;
  /** When the token expires, in ms since the epoch. */
  expiresAt: number;
}

/**
 * Access tokens whose signature has been checked, per secret. A browser sends the same token with
 * every request for its lifetime, and WebCrypto's HMAC check was 5–7 % of the main thread under the
 * concurrent analysts (issue 9, "Under load"). Only tokens that verified get in, so a client cannot
 * fill it without the secret; expiry is still checked on every use, and revocation does not depend
 * on it (the token version is compared with the user's row on each request).
 */
const verifiedTokens = new LRUCache<string, VerifiedToken>({ max: 10_000 });

/** Returns the claims of a valid access token, or undefined for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | undefined> {
  const key = `${secret}\n${token}`;
  const known = verifiedTokens.get(key);
  if (known) {
    if (Date.now() < known.expiresAt) return known.claims;
    verifiedTokens.delete(key);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(userId) || payload.exp === undefined) return undefined;
    const tokenVersion = payload.ver === undefined ? 0 : payload.ver;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return undefined;
    const claims = { userId, sessionId: typeof payload.sid === 'string' ? payload.sid : undefined, tokenVersion };
    verifiedTokens.set(key, { claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return undefined;
  }
}

/**
 * A refresh token: a signed JWT around a random id. The server still trusts only the hash it
 * stored (rotation, revocation); the JWT form lets the browser read `exp` and skip a refresh
 * with a dead token (SPEC §9).
 */
export async function signRefreshToken(secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomBytes(32).toString('base64url'))
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await keyOf(secret));
}
