import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = 'tokens-test-secret-tokens-test-secret-42';

describe('verifyAccessToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the claims of a valid token, again from the verified-token cache', async () => {
    const token = await signAccessToken(secret, 7, 60, 'family-1', 3);
    const expected = { userId: 7, sessionId: 'family-1', tokenVersion: 3 };
    expect(await verifyAccessToken(secret, token)).toEqual(expected);
    expect(await verifyAccessToken(secret, token)).toEqual(expected);
  });

  it('rejects a token once it has expired, though it verified before', async () => {
    const token = await signAccessToken(secret, 8, 60);
    expect(await verifyAccessToken(secret, token)).toMatchObject({ userId: 8 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(secret, token)).toBeUndefined();
  });

  it('rejects a token verified under another secret, and one with its signature changed', async () => {
    const token = await signAccessToken(secret, 9, 60);
    expect(await verifyAccessToken(secret, token)).toMatchObject({ userId: 9 });
    expect(await verifyAccessToken(`${secret}-rotated`, token)).toBeUndefined();
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const changed = `${token.slice(0, token.lastIndexOf('.') + 1)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccessToken(secret, changed)).toBeUndefined();
  });
});
