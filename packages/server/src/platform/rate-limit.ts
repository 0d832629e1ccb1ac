import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from './errors';

/** Fixed-window counters; one store per process (memory) or shared by all processes (Redis). */
export interface CounterStore {
  /** Adds one to `key` and returns the new count and the milliseconds left in its window. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const live = (key: string) => {
    const t = now();
    // Sweep expired windows at most once a minute so the map cannot grow without bound.
    if (t - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      lastSweep = t;
    }
    const w = windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  };
  return {
    increment: async (key, windowMs) => {
      const w = live(key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    peek: async (key) => {
      const w = live(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    reset: async (key) => {
      windows.delete(key);
    },
  };
}

// INCR and PEXPIRE in one step, so a crash between them cannot leave a counter without expiry.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function createRedisStore(redis: Redis, prefix = 'cs:rl:'): CounterStore {
  return {
    increment: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(incrementScript, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    peek: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}

export interface RateLimits {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
}

/**
 * The auth rate limits: every request counts against its IP; failures (or, for recovery, every
 * request) count against the account. A store error lets the request through (logged): an
 * unavailable Redis must not lock everyone out of signing in.
 */
export interface RateLimiter {
  /** Counts one request from `ip` for `scope`; throws 429 over the per-IP limit. */
  hitIp(scope: string, ip: string): Promise<void>;
  /** Throws 429 when `account` already used its allowance for `scope`. */
  checkAccount(scope: string, account: string): Promise<void>;
  /** Counts one failure (or request) of `account` for `scope`. */
  hitAccount(scope: string, account: string): Promise<void>;
  resetAccount(scope: string, account: string): Promise<void>;
}

export function createRateLimiter(store: CounterStore, limits: RateLimits, log: FastifyBaseLogger): RateLimiter {
  const windowMs = limits.windowSeconds * 1000;
  const tooMany = (resetInMs: number) => {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    return new DomainError('rate_limited', `Too many attempts, try again in ${seconds} s`, undefined, {
      'retry-after': String(seconds),
    });
  };
  const safely = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      log.warn({ err: error }, 'rate-limit store failed; request allowed');
    }
  };
  const accountKey = (scope: string, account: string) => `${scope}:acct:${account.trim().toLowerCase()}`;
  return {
    hitIp: (scope, ip) =>
      safely(async () => {
        const { count, resetInMs } = await store.increment(`${scope}:ip:${ip}`, windowMs);
        if (count > limits.perIp) throw tooMany(resetInMs);
      }),
    checkAccount: (scope, account) =>
      safely(async () => {
        const { count, resetInMs } = await store.peek(accountKey(scope, account));
        if (count >= limits.perAccount) throw tooMany(resetInMs);
      }),
    hitAccount: (scope, account) =>
      safely(async () => {
        await store.increment(accountKey(scope, account), windowMs);
      }),
    resetAccount: (scope, account) => safely(() => store.reset(accountKey(scope, account))),
  };
}
