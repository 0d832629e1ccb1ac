import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** Keys that make a response a token response (`tokenPairSchema` and any later one like it). */
const tokenKeys = ['access', 'refresh'];

function carriesTokens(route: RouteOptions): boolean {
  const responses = Object.values((route.schema?.response ?? {}) as Record<string, unknown>);
  return responses.some((schema) => schema instanceof z.ZodObject && tokenKeys.some((key) => key in schema.shape));
}

/**
 * Responses that carry tokens must not be kept by a browser or proxy cache (RFC 6749 §5.1):
 * every route whose response schema holds `access` or `refresh` answers `Cache-Control: no-store`,
 * found from the schema so a new token route cannot forget it. Register before the routes.
 */
export function registerNoStoreForTokens(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!carriesTokens(route)) return;
    const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
      reply.header('Cache-Control', 'no-store');
    };
    const existing = route.onSend;
    route.onSend = existing === undefined ? [noStore] : [...(Array.isArray(existing) ? existing : [existing]), noStore];
  });
}
