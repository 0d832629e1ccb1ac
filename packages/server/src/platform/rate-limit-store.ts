import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Counter, CounterFactory } from './rate-limit';

/**
 * Where the rate-limit counters live: per process in memory, or in Redis shared by every process.
 * Redis is optional and must never slow sign-in down (issue 23, item 20: with Redis unreachable
 * each sign-in took 8 s and `get_ticket` 4 s, waiting in ioredis's offline queue). So a command
 * fails fast (100 ms to connect, no queue while disconnected, a second at most to answer), a circuit breaker
 * stops asking a Redis that keeps failing, and meanwhile each process counts in its own memory:
 * the limits still hold per process, as without `REDIS_URL`.
 */
export interface RateLimitStore {
  counters: CounterFactory;
  /** True while the shared store is configured but not answering (the health answer warns). */
  isUnreachable(): boolean;
  /**
   * Resolves when the shared store is connected, or after a short wait when it is not: requests
   * made before it connects would count in memory, where other processes do not see them.
   */
  connected(): Promise<void>;
  close(): Promise<void>;
}

/** Milliseconds Redis gets to connect. */
const connectTimeoutMs = 100;
// Much longer than the connect time-out: on a loaded machine the event loop reads a prompt answer
// late (500 ms timed out under a load average of 60 and split the counters between Redis and
// memory). It only matters for a Redis that answered once and then hangs; the breaker bounds how
// often it is paid. Unreachable or never-ready Redis is refused at once, without waiting for it.
const commandTimeoutMs = 1_000;
/** Consecutive failures that open the breaker, and how long it then skips Redis. */
const breakerThreshold = 3;
/** How long start-up waits for Redis before serving with per-process counters. */
const startupWaitMs = 1_000;
const breakerHalfOpenMs = 5_000;

export function memoryStore(): RateLimitStore {
  return {
    counters: (options) => new RateLimiterMemory(options),
    isUnreachable: () => false,
    connected: async () => undefined,
    close: async () => undefined,
  };
}

export function redisStore(url: string, log: FastifyBaseLogger, prefix = 'cs:rl:'): RateLimitStore {
  const redis = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    // No queue and no retries per command: a command while disconnected fails at once (the
    // offline queue is what held each sign-in for seconds); reconnecting goes on in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let isDownLogged = false;
  redis.on('error', (error) => {
    // Reconnect attempts fail every ~2 s while Redis is down: log the outage once, not each of them.
    if (isDownLogged) return;
    isDownLogged = true;
    log.warn({ err: error }, 'redis unreachable; rate limits counted per process until it answers');
  });
  redis.on('ready', () => {
    if (isDownLogged) log.info('redis answers again; rate limits shared again');
    isDownLogged = false;
  });
  // Over-limit answers (RateLimiterRes) are Redis working, not failing.
  const breaker = circuitBreaker(
    handleWhen((error) => !(error instanceof RateLimiterRes)),
    { halfOpenAfter: breakerHalfOpenMs, breaker: new ConsecutiveBreaker(breakerThreshold) },
  );
  return {
    counters: (options) =>
      fallbackCounter(
        new RateLimiterRedis({
          ...options,
          storeClient: redis,
          keyPrefix: prefix + options.keyPrefix,
          rejectIfRedisNotReady: true,
        }),
        new RateLimiterMemory(options),
        breaker,
      ),
    isUnreachable: () => redis.status !== 'ready' || breaker.state !== CircuitState.Closed,
    connected: () =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, startupWaitMs);
        redis.once('ready', done);
      }),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Counts in `shared` through the breaker; when it fails or the breaker is open, in `local`. */
function fallbackCounter(shared: Counter, local: Counter, breaker: CircuitBreakerPolicy): Counter {
  const run = async <T>(operation: (counter: Counter) => Promise<T>): Promise<T> => {
    try {
      return await breaker.execute(() => operation(shared));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      return operation(local);
    }
  };
  return {
    points: shared.points,
    consume: (key) => run((counter) => counter.consume(key)),
    reward: (key, points) => run((counter) => counter.reward(key, points)),
  };
}
