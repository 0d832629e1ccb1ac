import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenKeys, signAccessToken, signRefreshToken, verifyAccessToken } from './tokens';

const secret = 'tokens-test-secret-tokens-test-secret-42';
const keys = createTokenKeys(secret);

describe('verifyAccessToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the claims of a valid token, again from the verified-token cache', async () => {
    const token = await signAccessToken(keys, 7, 60, 'family-1', 3);
    const expected = { userId: 7, sessionId: 'family-1', tokenVersion: 3 };
    expect(await verifyAccessToken(keys, token)).toEqual(expected);
    expect(await verifyAccessToken(keys, token)).toEqual(expected);
  });

  it('rejects a token once it has expired, though it verified before', async () => {
    const token = await signAccessToken(keys, 8, 60);
    expect(await verifyAccessToken(keys, token)).toMatchObject({ userId: 8 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(keys, token)).toBeUndefined();
  });

  it('rejects a token verified under another secret, and one with its signature changed', async () => {
    const token = await signAccessToken(keys, 9, 60);
    expect(await verifyAccessToken(keys, token)).toMatchObject({ userId: 9 });
    expect(await verifyAccessToken(createTokenKeys(`${secret}-rotated`), token)).toBeUndefined();
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const changed = `${token.slice(0, token.lastIndexOf('.') + 1)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccessToken(keys, changed)).toBeUndefined();
  });
});

describe('signing', () => {
  const secretBytes = new TextEncoder().encode(secret);

  it('writes HS256 access tokens that a standard JWT library verifies, with their claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await signAccessToken(keys, 11, 900, 'family-2', 4);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, secretBytes, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ typ: 'access', sub: '11', sid: 'family-2', ver: 4 });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe(payload.iat! + 900);
    // without a session, no sid claim
    const bare = await jwtVerify(await signAccessToken(keys, 12, 60), secretBytes);
    expect(bare.payload).not.toHaveProperty('sid');
    expect(bare.payload.ver).toBe(0);
  });

  it('writes refresh tokens around a random id that verify but are no access tokens', async () => {
    const [first, second] = [await signRefreshToken(keys, 3600), await signRefreshToken(keys, 3600)];
    const { payload } = await jwtVerify(first, secretBytes, { algorithms: ['HS256'] });
    expect(payload.typ).toBe('refresh');
    expect(payload.jti).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect((await jwtVerify(second, secretBytes)).payload.jti).not.toBe(payload.jti);
    expect(await verifyAccessToken(keys, first)).toBeUndefined();
    await expect(jwtVerify(first, new TextEncoder().encode(`${secret}-other`))).rejects.toThrow();
  });
});
