import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/users';
import { DomainError } from './errors';

/** The key a request came with, once it is known to be valid (docs/decisions/0018-api-keys.md). */
export interface ApiKeyCaller {
  id: number;
  apiUserId: number;
}

/**
 * How the permission hook authenticates `Authorization: Api-Key <key>`. The API-users module
 * provides it (app.ts passes it in), as the users module provides `findSignedInUser`.
 */
export interface ApiKeyAuth {
  /**
   * The key's caller and the account it acts as, or undefined when the key is unknown, revoked
   * or expired or its API user inactive. The account comes narrowed to the key: checks the key
   * may not run are among its `disabledChecks`.
   */
  find(key: string): Promise<{ key: ApiKeyCaller; user: UserRow } | undefined>;
  /** Counts one call of the key; throws 429 over its limit. */
  hit(keyId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether an API key may call the route (as the `api_user` permission); bearer tokens always may. */
    apiKey?: boolean;
  }
  interface FastifyRequest {
    /** The API key of the request, when it came with a valid one (also on a refused call, for the usage log). */
    apiKey: ApiKeyCaller | undefined;
  }
}

const scheme = /^Api-Key\s+(\S+)\s*$/i;

/** The key of an `Authorization: Api-Key <key>` header (the scheme's case does not matter, RFC 9110). */
export function apiKeyOf(header: string | undefined): string | undefined {
  return header ? scheme.exec(header)?.[1] : undefined;
}

/**
 * The account an API key acts as. Refused: an invalid, revoked or expired key (401
 * `api_key_invalid`), a key over its rate (429), a route that does not accept keys (403).
 * The key is known to the request before the last two, so their calls are in the usage log.
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  key: string,
  auth: ApiKeyAuth | undefined,
): Promise<UserRow> {
  const found = await auth?.find(key);
  if (!auth || !found) throw new DomainError('api_key_invalid', 'API key is invalid, revoked or expired');
  request.apiKey = found.key;
  await auth.hit(found.key.id);
  if (!request.routeOptions.config?.apiKey) {
    throw new DomainError('forbidden', 'This endpoint does not accept API keys');
  }
  return found.user;
}
