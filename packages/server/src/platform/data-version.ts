import type { FastifyInstance } from 'fastify';
import {
  dataVersionHeader,
  dataVersionSchema,
  minDataVersionHeader,
} from '@cargo-sentry/contracts/shared/data-version';
import { DomainError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer can tell of incident writes made elsewhere (an import's end, read by polling its
     * status), so it carries the data version as a write's answer does.
     */
    carriesDataVersion?: boolean;
  }
  interface FastifyRequest {
    /**
     * The request's data version was not in this process's incident index within the bound: the
     * handler answers from the database instead, where it can (decision 0044).
     */
    isIndexBehind: boolean;
  }
}

/** What the hooks need from the incident index (the module, wired in app.ts: platform queries no table). */
export interface DataVersions {
  /** The data version committed now. */
  read(): Promise<number>;
  /** True once the index holds `version`, false when `waitMs` passed first. */
  reach(version: number, waitMs: number): Promise<boolean>;
  /** How long a request waits for its version (DATA_VERSION_WAIT_MS). */
  waitMs: number;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Read-your-writes across processes (decision 0044). A successful write's answer carries
 * `X-Data-Version`, read after the write committed. A request may send `X-Min-Data-Version`:
 * a bad value is a 400 on any route, and on the routes that read the incident index (those
 * admitted as `analysis`, decision 0035) the handler runs only once the index holds that version,
 * or with `isIndexBehind` set after `waitMs`. Register before `registerAdmission`, so a request
 * waits for its version without holding an analysis slot.
 */
export function registerDataVersions(app: FastifyInstance, versions: DataVersions): void {
  app.decorateRequest('isIndexBehind', false);
  app.addHook('preHandler', async (request) => {
    const header = request.headers[minDataVersionHeader];
    if (header === undefined) return;
    const parsed = dataVersionSchema.safeParse(header);
    if (!parsed.success) {
      throw new DomainError('validation_failed', 'Request validation failed', {
        [minDataVersionHeader]: parsed.error.issues.map((issue) => issue.message),
      });
    }
    if (request.routeOptions.config?.admission !== 'analysis') return;
    request.isIndexBehind = !(await versions.reach(parsed.data, versions.waitMs));
  });
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    if (!writeMethods.has(request.method) && !request.routeOptions.config?.carriesDataVersion) return;
    try {
      reply.header(dataVersionHeader, String(await versions.read()));
    } catch (error) {
      // The write itself succeeded: answer it, only without the version (the client's next read
      // may then come before this process's write is seen by another one, as before 0044).
      request.log.warn({ err: error }, 'data version not read');
    }
  });
}
