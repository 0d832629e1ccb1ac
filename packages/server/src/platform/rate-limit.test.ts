import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { counterStores, isRedisUp, redisTestUrl as redisUrl } from '../../test/redis';
import type { FastifyBaseLogger } from 'fastify';
import { createRateLimiter, RateLimitedError, type Counter } from './rate-limit';
import { memoryStore } from './rate-limit-store';

describe('rate limiter store failures', () => {
  it('lets the request through and logs the error', async () => {
    const broken = { get: () => Promise.reject(new Error('store down')), points: 1 };
    const failing = Object.assign(broken, { consume: broken.get, reward: broken.get });
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const limiter = createRateLimiter(
      () => failing as unknown as Counter,
      { windowSeconds: 60, perIp: 1, perAccount: 1, accountCeiling: 1, checksPerUser: 1, callsPerApiKey: 1 },
      log,
    );
    await expect(limiter.hitIp('token', '10.9.0.1')).resolves.toBeUndefined();
    const attempt = await limiter.reserveSignIn('someone', '10.9.0.1');
    await expect(attempt.succeeded()).resolves.toBeUndefined();
    await expect(limiter.hitAccount('forgot', 'a@example.test')).resolves.toBeUndefined();
    await expect(limiter.hitApiKey(7)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(5);
  });
});

describe('the lock a refusal names', () => {
  const limiter = createRateLimiter(
    memoryStore().counters,
    { windowSeconds: 60, perIp: 100, perAccount: 2, accountCeiling: 3, checksPerUser: 1, callsPerApiKey: 1 },
    { warn: () => undefined } as unknown as FastifyBaseLogger,
  );
  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => undefined,
      (error: unknown) => (error instanceof RateLimitedError ? error.lock : error),
    );

  it('says which allowance is used up, until when, and how many attempts it has refused', async () => {
    for (let i = 0; i < 2; i += 1) await limiter.reserveSignIn('user:1', '10.8.0.1');
    const before = Date.now();
    const first = await refusal(limiter.reserveSignIn('user:1', '10.8.0.1'));
    expect(first).toMatchObject({ limit: 'account_address', key: 'user:1|10.8.0.1', refused: 1 });
    const until = (first as { lockedUntil: Date }).lockedUntil.getTime();
    expect(until).toBeGreaterThan(before + 55_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await refusal(limiter.reserveSignIn('user:1', '10.8.0.1'))).toMatchObject({ refused: 2 });
    // The third guess from another address fills the account's ceiling; the fourth is its first refusal.
    await limiter.reserveSignIn('user:1', '10.8.0.2');
    expect(await refusal(limiter.reserveSignIn('user:1', '10.8.0.3'))).toMatchObject({
      limit: 'account',
      key: 'user:1',
      refused: 1,
    });
  });

  it('names no lock for limits that are not sign-in allowances', async () => {
    await limiter.hitApiKey(7);
    const error = await limiter.hitApiKey(7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).lock).toBeUndefined();
  });
});

const limits = { RATE_LIMIT_ACCOUNT: '3', RATE_LIMIT_CEILING: '5', RATE_LIMIT_IP: '8', RATE_LIMIT_WINDOW: '60' };

describe.each(counterStores)(`auth rate limits, $store counters (${testDatabaseKind})`, ({ env }) => {
  let t: TestApp;
  const prefix = `cs:test:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    t = await createTestApp({ ...limits, ...env }, { redisPrefix: prefix });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { username, password }, remoteAddress: ip });

  it('counts failures per account and address: a stranger locks out only their own address', async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    for (let i = 0; i < 3; i += 1) expect((await login(user.username, 'wrong-guess', '10.0.0.1')).statusCode).toBe(401);
    // From the guessing address even the right password is refused now, with Retry-After…
    const locked = await login(user.username, user.password, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // …and switching to the e-mail does not buy more attempts there.
    expect((await login(user.email, user.password, '10.0.0.1')).statusCode).toBe(429);
    // The owner, elsewhere, signs in; other accounts from the guessing address too.
    expect((await login(user.username, user.password, '10.0.0.2')).statusCode).toBe(200);
    expect((await login(other.username, other.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('bounds guessing from many addresses with a per-account ceiling', async () => {
    const user = await createUser(t.database);
    for (const ip of ['10.0.5.1', '10.0.5.1', '10.0.5.2', '10.0.5.2', '10.0.5.3']) {
      expect((await login(user.email, 'wrong-guess', ip)).statusCode).toBe(401);
    }
    const locked = await login(user.username, user.password, '10.0.5.4');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('refunds the reserved attempt of a right password', async () => {
    const user = await createUser(t.database);
    // Concurrent right passwords: each reserves an attempt first and gives it back on success.
    const answers = await Promise.all(Array.from({ length: 3 }, () => login(user.username, user.password, '10.0.6.2')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (let i = 0; i < 2; i += 1) expect((await login(user.username, 'wrong-guess', '10.0.6.2')).statusCode).toBe(401);
    expect((await login(user.username, user.password, '10.0.6.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 5; i += 1) expect((await login(user.username, user.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('limits requests per IP address', async () => {
    for (let i = 0; i < 8; i += 1) expect((await login(`ghost_${i}`, 'whatever', '10.0.2.1')).statusCode).toBe(401);
    const limited = await login('ghost_9', 'whatever', '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('ghost_9', 'whatever', '10.0.2.2')).statusCode).toBe(401);
  });

  it('limits password recovery per e-mail', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cargo/registration/forgot_password',
        payload: { email: 'flood@example.test' },
        remoteAddress: '10.0.3.1',
      });
    for (let i = 0; i < 3; i += 1) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('limits token refresh per IP address', async () => {
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/refresh/',
        payload: { refresh: 'nope' },
        remoteAddress: '10.0.4.1',
      });
    for (let i = 0; i < 8; i += 1) expect((await refresh()).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(429);
  });
});

describe(`sign-in lock-out with the default limits (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ten wrong passwords from A: the owner still signs in from B, A stays locked', async () => {
    const user = await createUser(t.database);
    const login = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        payload: { username: user.username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i += 1) expect((await login('wrong-guess', '203.0.113.10')).statusCode).toBe(401);
    expect((await login(user.password, '198.51.100.20')).statusCode).toBe(200);
    expect((await login(user.password, '203.0.113.10')).statusCode).toBe(429);
  });
});

describe.each(counterStores)(
  `a concurrent burst with the default limits, $store counters (${testDatabaseKind})`,
  ({ env }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(env, { redisPrefix: `cs:test:${randomBytes(4).toString('hex')}:` });
    });
    afterAll(() => t.close());

    it('100 concurrent wrong passwords from one address: 10 are checked, 90 refused unhashed', async () => {
      const user = await createUser(t.database);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/token/',
            payload: { username: user.username, password: 'wrong-guess' },
            remoteAddress: '10.0.6.1',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      // Each attempt is reserved before hashing, so concurrency cannot get past RATE_LIMIT_ACCOUNT (10).
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    });
  },
);

describe.skipIf(!isRedisUp)(`Redis counters are shared between app processes (${testDatabaseKind})`, () => {
  let a: TestApp;
  let b: TestApp;
  const prefix = `cs:test:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    a = await createTestApp({ ...limits, REDIS_URL: redisUrl }, { redisPrefix: prefix });
    b = await createTestApp({ ...limits, REDIS_URL: redisUrl }, { redisPrefix: prefix });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('failures counted by one process lock the account in the other', async () => {
    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        payload: { username: 'shared_victim', password: 'guess' },
      });
    for (let i = 0; i < 3; i += 1) expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(429);
  });
});

describe(`an unreachable Redis (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, connections are refused at once.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('lets sign-in through instead of locking everyone out', async () => {
    const user = await createUser(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
