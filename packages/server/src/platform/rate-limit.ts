import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from './errors';

/** One counter kind: `points` per `duration` seconds, its keys under `keyPrefix`. */
interface CounterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** Makes counters in one store: per process (memory) or shared by all processes (Redis). */
export type CounterFactory = (options: CounterOptions) => RateLimiterAbstract;

export function memoryCounters(): CounterFactory {
  return (options) => new RateLimiterMemory(options);
}

export function redisCounters(redis: Redis, prefix = 'cs:rl:'): CounterFactory {
  return (options) => new RateLimiterRedis({ ...options, storeClient: redis, keyPrefix: prefix + options.keyPrefix });
}

/** docs/decisions/0010-rate-limits.md explains the numbers. */
export interface RateLimits {
  windowSeconds: number;
  /** Requests per window from one IP, per scope (sign-in, refresh, registration, …). */
  perIp: number;
  /** Failed sign-ins per window for one (account, IP) pair; recovery requests per window and e-mail. */
  perAccount: number;
  /** Failed sign-ins per hour for one account from all addresses together. */
  accountCeiling: number;
  /** Verification calls (tickets and checks) per window for one user. */
  checksPerUser: number;
  /** Calls per window with one API key, to any route (docs/decisions/0018-api-keys.md). */
  callsPerApiKey: number;
}

// An hour, not the short window: the ceiling is there for slow guessing from many addresses.
const accountCeilingSeconds = 3600;

/**
 * The auth rate limits. Every request counts against its IP; a failed sign-in counts against
 * its (account, IP) pair, so a stranger's guesses lock only the stranger's address out, and
 * against a much higher per-account ceiling, so guessing from many addresses stays bounded.
 * A store error lets the request through (logged): an unavailable Redis must not lock everyone
 * out of signing in.
 */
export interface RateLimiter {
  /** Counts one request from `ip` for `scope`; throws 429 over the per-IP limit. */
  hitIp(scope: string, ip: string): Promise<void>;
  /** Throws 429 when the pair or the account has used its sign-in failures. */
  checkSignIn(account: string, ip: string): Promise<void>;
  /** Counts one failed sign-in against the pair and the account. */
  countSignInFailure(account: string, ip: string): Promise<void>;
  /** Counts one request for `account` in `scope` (password recovery per e-mail); throws 429 over the limit. */
  hitAccount(scope: string, account: string): Promise<void>;
  /** Counts one verification call of a signed-in user; throws 429 over the limit. */
  hitVerification(userId: number): Promise<void>;
  /** Counts one call made with an API key; throws 429 over the limit. */
  hitApiKey(keyId: number): Promise<void>;
}

function tooMany(msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('rate_limited', `Too many attempts, try again in ${seconds} s`, undefined, {
    'retry-after': String(seconds),
  });
}

export function createRateLimiter(counters: CounterFactory, limits: RateLimits, log: FastifyBaseLogger): RateLimiter {
  const made = new Map<string, RateLimiterAbstract>();
  const counter = (keyPrefix: string, points: number, duration: number) => {
    let limiter = made.get(keyPrefix);
    if (!limiter) {
      limiter = counters({ keyPrefix, points, duration });
      made.set(keyPrefix, limiter);
    }
    return limiter;
  };
  const perIp = (scope: string) => counter(`${scope}:ip`, limits.perIp, limits.windowSeconds);
  const perAccount = (scope: string) => counter(`${scope}:acct`, limits.perAccount, limits.windowSeconds);
  const signInPair = counter('token:pair', limits.perAccount, limits.windowSeconds);
  const verification = counter('verify:user', limits.checksPerUser, limits.windowSeconds);
  const signInAccount = counter('token:acct', limits.accountCeiling, accountCeilingSeconds);
  const apiKey = counter('api:key', limits.callsPerApiKey, limits.windowSeconds);

  const normal = (account: string) => account.trim().toLowerCase();
  const pairKey = (account: string, ip: string) => `${normal(account)}|${ip}`;

  /** Runs a store call; over a limit it throws 429, a store failure is logged and let through. */
  const safely = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // rate-limiter-flexible rejects with a RateLimiterRes when the points are used up
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      log.warn({ err: error }, 'rate-limit store failed; request allowed');
    }
  };
  /** Throws 429 when `key` has used all of `limiter`'s points, without spending one. */
  const check = async (limiter: RateLimiterAbstract, key: string) => {
    const used = await limiter.get(key);
    if (used && used.consumedPoints >= limiter.points) throw tooMany(used.msBeforeNext);
  };

  return {
    hitIp: (scope, ip) =>
      safely(async () => {
        await perIp(scope).consume(ip);
      }),
    checkSignIn: (account, ip) =>
      safely(async () => {
        await check(signInPair, pairKey(account, ip));
        await check(signInAccount, normal(account));
      }),
    countSignInFailure: (account, ip) =>
      safely(async () => {
        // Spent even when over: the answer is already decided, only the count matters.
        await Promise.all([signInPair.penalty(pairKey(account, ip), 1), signInAccount.penalty(normal(account), 1)]);
      }),
    hitAccount: (scope, account) =>
      safely(async () => {
        await perAccount(scope).consume(normal(account));
      }),
    hitVerification: (userId) =>
      safely(async () => {
        await verification.consume(String(userId));
      }),
    hitApiKey: (keyId) =>
      safely(async () => {
        await apiKey.consume(String(keyId));
      }),
  };
}
