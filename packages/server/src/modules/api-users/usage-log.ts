import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyCheckNames } from '@cargo-sentry/contracts/api-users/api-users';
import type { Database } from '../../db/client';
import type { ApiKeyCallInsert } from '../../db/schema/api-keys';
import type { BackgroundTasks } from '../../platform/background';
import { insertCalls } from './usage-repo';

/** How long calls gather before one insert writes them; the statistics page flushes first. */
const batchDelayMs = 1000;
/**
 * Calls held at most while the database is slow or down: beyond it calls go unlogged (and a
 * warning says how many) rather than memory growing without bound.
 */
const maxPendingCalls = 20_000;

/** The usage log of API keys (issue 11 §2): one row per call, written in batches after the responses. */
export interface UsageLog {
  record(call: ApiKeyCallInsert): void;
  /** Writes what is pending now (the statistics read after it). */
  flush(): Promise<void>;
}

export function createUsageLog(database: Database, background: BackgroundTasks, log: FastifyBaseLogger): UsageLog {
  let pending: ApiKeyCallInsert[] = [];
  let isScheduled = false;
  let dropped = 0;
  // One write at a time, in order: a flush waits for the one before it.
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (dropped > 0) log.warn({ dropped }, 'api key usage calls dropped: the log was full');
      dropped = 0;
      if (batch.length === 0) return;
      try {
        await insertCalls(database.db, batch);
      } catch (error) {
        log.error({ err: error, calls: batch.length }, 'api key usage could not be written');
      }
    });
    return writing;
  };

  return {
    record(call) {
      if (pending.length >= maxPendingCalls) {
        dropped += 1;
        return;
      }
      pending.push(call);
      if (isScheduled) return;
      isScheduled = true;
      // A background task, so closing the app writes the batch before the database closes.
      background.run('api-key-usage', async () => {
        await new Promise((resolve) => setTimeout(resolve, batchDelayMs));
        isScheduled = false;
        await flush();
      });
    },
    flush,
  };
}

/** `participation` is the route of the check docs/product.md#participation names `participant`. */
const checkOfRoute: Record<string, string> = { participation: 'participant' };
const checkNames = new Set<string>(apiKeyCheckNames);

/** The route pattern without `/api/v1/{product}`, and the check it runs, if any. */
function endpointOf(request: FastifyRequest, product: string): { endpoint: string; check: string | null } {
  const route = (request.routeOptions.url ?? '').replace(`/api/v1/${product}`, '');
  const name = /^\/verification\/(\w+)$/.exec(route)?.[1];
  const check = name ? (checkOfRoute[name] ?? name) : null;
  return { endpoint: `${request.method} ${route}`, check: check && checkNames.has(check) ? check : null };
}

/**
 * Logs every call that came with a valid API key, after its response: the route pattern (never
 * the URL, query or body, so no personal data), the check, status and duration.
 */
export function logApiKeyCalls(app: FastifyInstance, usage: UsageLog): void {
  app.addHook('onResponse', async (request, reply) => {
    const key = request.apiKey;
    if (!key) return;
    const { endpoint, check } = endpointOf(request, app.config.product);
    usage.record({
      keyId: key.id,
      apiUserId: key.apiUserId,
      at: new Date(),
      endpoint,
      checkName: check,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
    });
  });
}
