import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * The transport to the external verification gateway (docs/decisions/0014): GET
 * `{url}/parser/{service}?key={token}&…` answering JSON with `success` 1 (an answer) or 0 ("try
 * later"), the protocol of api-assist.com / parser-api.com. Each call has a time-out; transient
 * failures (network, time-out, 5xx, 429, `success: 0`) are retried with exponential back-off and
 * counted by one circuit breaker, which then fails fast instead of queueing users behind a gateway
 * that is down. Refusals (bad key, bad parameters) and malformed answers are failures at once.
 */

export interface GatewayOptions {
  /** Base URL, e.g. https://service.api-assist.com */
  url: string;
  /** The aggregator's access key, sent as the `key` query parameter as its documentation says. */
  token: string | undefined;
  timeoutMs: number;
  /** Retries after the first attempt, for transient failures only. */
  retries: number;
  /** First back-off delay (doubles per retry); small in tests. */
  backoffInitialMs?: number;
  backoffMaxMs?: number;
  /** Consecutive transient failures that open the breaker. */
  breakerThreshold?: number;
  /** Milliseconds the open breaker fails fast before it lets one trial call through. */
  breakerHalfOpenMs?: number;
  /** Where retries and breaker changes are noted: method and status only, never the query. */
  log?: FastifyBaseLogger;
}

/** Why a call failed; `unavailable` is transient (retried, counted by the breaker). */
export type GatewayFailure = 'unavailable' | 'rejected' | 'malformed';

/**
 * A gateway call that gave no usable answer. The message names the service and the HTTP status
 * only: the query (names, passport, phone) must never reach a log.
 */
export class GatewayError extends Error {
  constructor(
    readonly service: string,
    readonly failure: GatewayFailure,
    readonly status: number | undefined,
    detail: string,
  ) {
    super(`verification gateway ${service}: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}: ${detail}`);
    this.name = 'GatewayError';
  }
}

/** Larger answers are not an aggregator's record but a fault; reading them would only cost memory. */
const maxBodyBytes = 2 * 1024 * 1024;

function isTransient(error: Error): boolean {
  return (error instanceof GatewayError && error.failure === 'unavailable') || error instanceof TaskCancelledError;
}

/** Query parameters as the gateway takes them; undefined ones are left out. */
type GatewayQuery = Record<string, string | undefined>;

export interface Gateway {
  /** One answer of `service`, validated by `schema` (which must accept `success: 1`). */
  get<T>(service: string, query: GatewayQuery, schema: z.ZodType<T>): Promise<T>;
}

export function createGateway(options: GatewayOptions): Gateway {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const retryPolicy = retry(handleWhen(isTransient), {
    maxAttempts: options.retries,
    backoff: new ExponentialBackoff({
      initialDelay: options.backoffInitialMs ?? 200,
      maxDelay: options.backoffMaxMs ?? 5_000,
    }),
  });
  const breakerPolicy = circuitBreaker(handleWhen(isTransient), {
    halfOpenAfter: options.breakerHalfOpenMs ?? 30_000,
    breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5),
  });
  // Aggressive: the caller gets the time-out at once; the signal also aborts the request.
  const timeoutPolicy = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
  // Outermost first: every attempt passes the breaker and has its own time-out; an open breaker
  // throws BrokenCircuitError, which the retry does not handle, so the call fails fast.
  const policy = wrap(retryPolicy, breakerPolicy, timeoutPolicy);
  const log = options.log;
  retryPolicy.onRetry((event) => log?.warn({ delay: event.delay }, 'verification gateway: retrying'));
  breakerPolicy.onBreak(() => log?.error('verification gateway: circuit open, failing fast'));
  breakerPolicy.onReset(() => log?.info('verification gateway: circuit closed'));

  async function attempt<T>(service: string, query: GatewayQuery, schema: z.ZodType<T>, signal: AbortSignal) {
    const url = new URL(`parser/${service}`, base);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
    if (options.token) url.searchParams.set('key', options.token);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { signal, headers: { accept: 'application/json' } });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new TaskCancelledError('verification gateway time-out');
      // The cause is a socket error (ECONNREFUSED, ECONNRESET): no query in it.
      const code = (error as { cause?: { code?: string } }).cause?.code ?? 'network error';
      throw new GatewayError(service, 'unavailable', undefined, code);
    }
    if (text.length > maxBodyBytes) throw new GatewayError(service, 'malformed', response.status, 'answer too large');
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayError(service, 'unavailable', response.status, 'gateway error');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GatewayError(service, 'malformed', response.status, 'not JSON');
    }
    if (typeof body !== 'object' || body === null) {
      throw new GatewayError(service, 'malformed', response.status, 'not a JSON object');
    }
    const envelope = body as { success?: unknown; error?: unknown };
    if (response.status >= 400 || (typeof envelope.error === 'string' && envelope.success !== 1)) {
      // Bad key, no access, bad parameters: asking again cannot help.
      throw new GatewayError(service, 'rejected', response.status, 'request refused');
    }
    if (envelope.success === 0) {
      // The aggregator's "no data from the source now, ask again later" (its documentation).
      throw new GatewayError(service, 'unavailable', response.status, 'try later');
    }
    const parsed = schema.safeParse(body);
    // zod's issues name the paths that failed, not the values: safe to keep in the message.
    if (!parsed.success) {
      const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
      throw new GatewayError(service, 'malformed', response.status, `unexpected answer at ${paths}`);
    }
    return parsed.data;
  }

  return {
    async get(service, query, schema) {
      try {
        return await policy.execute(({ signal }) => attempt(service, query, schema, signal));
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new GatewayError(service, 'unavailable', undefined, 'circuit open');
        }
        if (error instanceof TaskCancelledError) {
          throw new GatewayError(service, 'unavailable', undefined, `no answer within ${options.timeoutMs} ms`);
        }
        throw error;
      }
    },
  };
}
