import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

interface VerifiedToken {
  claims: AccessClaims;
  /** When the token expires, in ms since the epoch. */
  expiresAt: number;
}

/** What signs and checks the tokens of one app (built by buildApp from its secret). */
export interface TokenKeys {
  /**
   * The HMAC key of the secret, imported once: jose imports a raw secret into WebCrypto on every
   * call, a measurable share of each request under load (issue 9, "Under load").
   */
  key: Promise<CryptoKey>;
  /** The same secret's bytes, which sign on this thread (`signHs256`). */
  secret: Uint8Array;
  /**
   * Access tokens whose signature has been checked. A browser sends the same token with every
   * request for its lifetime, and WebCrypto's HMAC check was 5–7 % of the main thread under the
   * concurrent analysts (issue 9, "Under load"). Only tokens that verified get in, so a client
   * cannot fill it without the secret; expiry is still checked on every use, and revocation does
   * not depend on it (the token version is compared with the user's row on each request).
   */
  verified: LRUCache<string, VerifiedToken>;
}

export function createTokenKeys(secret: string): TokenKeys {
  const bytes = new TextEncoder().encode(secret);
  const key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { key, secret: bytes, verified: new LRUCache({ max: 10_000 }) };
}

/**
 * The compact HS256 JWS of `claims` (RFC 7515), signed on this thread. jose signs through
 * WebCrypto, a job on the thread pool whose answer then waits its turn on the event loop: one
 * more wait behind the analysis work in each sign-in (issue 26 §3). The HMAC of a few hundred
 * bytes takes microseconds; tokens are still verified by jose.
 */
function signHs256(secret: Uint8Array, claims: Record<string, unknown>): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode({ alg: 'HS256' })}.${encode(claims)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface AccessClaims {
  userId: number;
  /** The refresh-token family the access token was issued with (absent for tokens minted in tests). */
  sessionId: string | undefined;
  /** The user's token version at issue; a revocation bumps the stored one (0 when absent). */
  tokenVersion: number;
}

/** Short-lived HS256 access token. */
export async function signAccessToken(
  keys: TokenKeys,
  userId: number,
  ttlSeconds: number,
  sessionId?: string,
  tokenVersion = 0,
): Promise<string> {
  const issuedAt = nowSeconds();
  return signHs256(keys.secret, {
    typ: 'access',
    ver: tokenVersion,
    ...(sessionId ? { sid: sessionId } : {}),
    sub: String(userId),
    iat: issuedAt,
    exp: issuedAt + ttlSeconds,
  });
}

/** Returns the claims of a valid access token, or undefined for anything else. */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<AccessClaims | undefined> {
  const known = keys.verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known.claims;
    keys.verified.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await keys.key, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(userId) || payload.exp === undefined) return undefined;
    const tokenVersion = payload.ver === undefined ? 0 : payload.ver;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return undefined;
    const claims = { userId, sessionId: typeof payload.sid === 'string' ? payload.sid : undefined, tokenVersion };
    keys.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return undefined;
  }
}

/**
 * A refresh token: a signed JWT around a random id. The server still trusts only the hash it
 * stored (rotation, revocation); the JWT form lets the browser read `exp` and skip a refresh
 * with a dead token (docs/product.md#session-timing).
 */
export async function signRefreshToken(keys: TokenKeys, ttlSeconds: number): Promise<string> {
  return signHs256(keys.secret, {
    typ: 'refresh',
    jti: randomBytes(32).toString('base64url'),
    exp: nowSeconds() + ttlSeconds,
  });
}
