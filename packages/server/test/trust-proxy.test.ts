import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** A route that answers with the client address Fastify settled on. */
function addIpRoute(app: TestApp['app']): void {
  app.get('/api/v1/test/ip', { config: { permission: 'guest' } }, (request) => ({ ip: request.ip }));
}

describe('forwarded headers (TRUST_PROXY)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signIn = (forwardedFor: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: 'nobody', password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const ipSeen = async (forwardedFor: string) =>
    (await t!.app.inject({ url: '/api/v1/test/ip', headers: { 'x-forwarded-for': forwardedFor } })).json().ip;

  it('by default ignores X-Forwarded-For: the socket address is the client', async () => {
    t = await createTestApp({ RATE_LIMIT_IP: '1' }, { beforeReady: addIpRoute });
    expect(await ipSeen('203.0.113.7')).toBe('127.0.0.1');
    expect(await ipSeen('198.51.100.9')).toBe('127.0.0.1');
    // Two made-up addresses still share the one per-IP budget of the socket address.
    expect((await signIn('203.0.113.7')).statusCode).toBe(401);
    expect((await signIn('198.51.100.9')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For once a proxy is trusted explicitly', async () => {
    t = await createTestApp({ RATE_LIMIT_IP: '1', TRUST_PROXY: 'true' }, { beforeReady: addIpRoute });
    expect(await ipSeen('203.0.113.7')).toBe('203.0.113.7');
    expect((await signIn('203.0.113.7')).statusCode).toBe(401);
    expect((await signIn('198.51.100.9')).statusCode).toBe(401);
  });

  it('believes only the listed proxies', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' }, { beforeReady: addIpRoute });
    // inject() comes from 127.0.0.1, which is not in the list
    expect(await ipSeen('203.0.113.7')).toBe('127.0.0.1');
    await t.close();
    t = await createTestApp({ TRUST_PROXY: 'loopback' }, { beforeReady: addIpRoute });
    expect(await ipSeen('203.0.113.7')).toBe('203.0.113.7');
  });
});
