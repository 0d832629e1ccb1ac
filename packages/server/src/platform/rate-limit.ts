import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { SignInLimit } from '@cargo-sentry/contracts/security-events/security-events';
import { DomainError } from './errors';

/** One counter kind: `points` per `duration` seconds, its keys under `keyPrefix`. */
interface CounterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * The part of a rate-limiter-flexible limiter we use: `consume` counts one and rejects with a
 * `RateLimiterRes` over the limit, `reward` gives points back.
 */
export interface Counter {
  readonly points: number;
  consume(key: string): Promise<unknown>;
  reward(key: string, points: number): Promise<unknown>;
}

/** Makes counters in one store (platform/rate-limit-store.ts): per process, or shared through Redis. */
export type CounterFactory = (options: CounterOptions) => Counter;

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
  /**
   * Reserves one sign-in attempt against the (account, IP) pair and the account's ceiling before
   * the password is checked; throws 429 when either is used up. The caller settles the attempt:
   * a right password gives the reservation back, a wrong one keeps it spent.
   *
   * From a known device (`knownDevice`, the id of a valid known-device cookie of the account) the
   * attempt counts against the (account, device) pair alone: a stranger's guesses from other
   * addresses, which fill the ceiling, or from the owner's own address behind one NAT, which fill
   * the IP pair, do not lock the owner out of a browser they signed in from (issue 23 §17).
   */
  reserveSignIn(account: string, ip: string, knownDevice?: string): Promise<SignInAttempt>;
  /** Counts one request for `account` in `scope` (password recovery per e-mail); throws 429 over the limit. */
  hitAccount(scope: string, account: string): Promise<void>;
  /** Counts one verification call of a signed-in user; throws 429 over the limit. */
  hitVerification(userId: number): Promise<void>;
  /** Counts one call made with an API key; throws 429 over the limit. */
  hitApiKey(keyId: number): Promise<void>;
}

/** A reserved sign-in attempt (`RateLimiter.reserveSignIn`). */
export interface SignInAttempt {
  /** The password was right: the attempt is given back, successful sign-ins are not counted. */
  succeeded(): Promise<void>;
}

/**
 * A sign-in allowance used up, as the security event log records it: one `lock_out` event per
 * lock (docs/product.md#security-event-log), the attempts refused after the first counted on it.
 */
export interface SignInLock {
  limit: SignInLimit;
  /** The counter's key (account and address, account and browser, account, or address): with `limit`, which lock. */
  key: string;
  /** When the allowance comes back: the end of the counter's window. */
  lockedUntil: Date;
  /**
   * Attempts this lock has refused, this one included. The counter counts a refused attempt too,
   * atomically in the store, so exactly one attempt across processes sees 1: the one that locked.
   */
  refused: number;
}

/** A 429 over a rate limit; `lock` says which sign-in allowance is used up, when it is one. */
export class RateLimitedError extends DomainError {
  constructor(
    msBeforeNext: number,
    readonly lock?: SignInLock,
  ) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super('rate_limited', `Too many attempts, try again in ${seconds} s`, undefined, {
      'retry-after': String(seconds),
    });
  }
}

export function createRateLimiter(counters: CounterFactory, limits: RateLimits, log: FastifyBaseLogger): RateLimiter {
  const made = new Map<string, Counter>();
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
  const signInDevice = counter('token:device', limits.perAccount, limits.windowSeconds);
  const verification = counter('verify:user', limits.checksPerUser, limits.windowSeconds);
  const signInAccount = counter('token:acct', limits.accountCeiling, accountCeilingSeconds);
  const apiKey = counter('api:key', limits.callsPerApiKey, limits.windowSeconds);

  const normal = (account: string) => account.trim().toLowerCase();
  const pairKey = (account: string, ip: string) => `${normal(account)}|${ip}`;

  /** Runs a store call; a store failure is logged and let through. */
  const safely = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      log.warn({ err: error }, 'rate-limit store failed; request allowed');
    }
  };
  /**
   * Counts one against `key`: true when counted, false when the store failed (let through); over
   * the limit a 429, naming the lock when `limit` says the counter is a sign-in allowance.
   */
  const take = async (limiter: Counter, key: string, limit?: SignInLimit): Promise<boolean> => {
    let isCounted = false;
    await safely(async () => {
      try {
        await limiter.consume(key);
        isCounted = true;
      } catch (error) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the points are used up
        if (!(error instanceof RateLimiterRes)) throw error;
        const lock = limit && {
          limit,
          key,
          lockedUntil: new Date(Date.now() + error.msBeforeNext),
          refused: error.consumedPoints - limiter.points,
        };
        throw new RateLimitedError(error.msBeforeNext, lock);
      }
    });
    return isCounted;
  };
  return {
    hitIp: async (scope, ip) => {
      // The sign-in scope's per-address allowance is a lock-out of the address; other scopes' are not.
      await take(perIp(scope), ip, scope === 'token' ? 'address' : undefined);
    },
    reserveSignIn: async (account, ip, knownDevice) => {
      // Consumed first and checked after, atomically in the store: a burst of concurrent guesses
      // cannot all pass a check made before any of them was counted (issue 23, item 16).
      const reserved: Array<{ limiter: Counter; key: string }> = [];
      const giveBack = () =>
        safely(async () => {
          await Promise.all(reserved.map(({ limiter, key }) => limiter.reward(key, 1)));
        });
      if (knownDevice !== undefined) {
        const device = `${normal(account)}|${knownDevice}`;
        if (await take(signInDevice, device, 'known_device')) reserved.push({ limiter: signInDevice, key: device });
        return { succeeded: giveBack };
      }
      const pair = pairKey(account, ip);
      const owner = normal(account);
      if (await take(signInPair, pair, 'account_address')) reserved.push({ limiter: signInPair, key: pair });
      try {
        if (await take(signInAccount, owner, 'account')) reserved.push({ limiter: signInAccount, key: owner });
      } catch (error) {
        // Refused by the ceiling without a guess: the pair gets its attempt back.
        await giveBack();
        throw error;
      }
      return { succeeded: giveBack };
    },
    hitAccount: async (scope, account) => {
      await take(perAccount(scope), normal(account));
    },
    hitVerification: async (userId) => {
      await take(verification, String(userId));
    },
    hitApiKey: async (keyId) => {
      await take(apiKey, String(keyId));
    },
  };
}
