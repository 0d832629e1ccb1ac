import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/users';
import { apiKeyOf, authenticateApiKey, type ApiKeyAuth } from './api-key-auth';
import { DomainError } from './errors';
import { isAddressAllowed } from './ip-allow-list';
import { verifyAccessToken, type TokenKeys } from './tokens';

/**
 * Reads the account of an access token. The users module provides it (app.ts passes it in):
 * platform/ sits below the modules and queries no table itself.
 */
export type FindSignedInUser = (id: number) => Promise<UserRow | undefined>;

/** Who may call a route (docs/architecture.md#permissions). `reports` = staff or can_do_reports. */
export type Permission = 'guest' | 'user' | 'staff' | 'reports' | 'api_user';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The signed-in account; set for every route whose permission is not `guest`. */
    user: UserRow | undefined;
    /** The refresh-token family of the access token, when it has one. */
    sessionId: string | undefined;
    /**
     * The account the request's token or key named, set before the checks that may refuse it:
     * the security event log names who was refused (docs/product.md#security-event-log).
     */
    caller: UserRow | undefined;
  }
}

/** The signed-in user of a non-guest route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new DomainError('not_authenticated', 'Authentication required');
  return request.user;
}

/** The account's allow-list (set by staff) refuses a request from anywhere else, key or token. */
function assertAddressAllowed(request: FastifyRequest, user: UserRow): void {
  if (!isAddressAllowed(request.ip, user.allowedIps)) {
    throw new DomainError('ip_not_allowed', 'This account may not be used from this address');
  }
}

function isAllowed(permission: Permission, user: UserRow): boolean {
  switch (permission) {
    case 'guest':
    case 'user':
      return true;
    case 'staff':
      return user.isStaff;
    case 'reports':
      return user.isStaff || user.canDoReports;
    case 'api_user':
      return user.isApiUser || user.isStaff;
  }
}

/**
 * Every API route must declare `config.permission`; a route without one fails at start-up.
 * The check runs on request (before body parsing and validation), so a guest gets 401 and a
 * wrong role 403 whatever the body holds. `Authorization: Bearer <access token>` signs a user
 * in; `Authorization: Api-Key <key>` an API user, on routes with `config.apiKey` only.
 */
export function registerPermissions(
  app: FastifyInstance,
  tokenKeys: TokenKeys,
  findSignedInUser: FindSignedInUser,
  apiKeyAuth?: ApiKeyAuth,
): void {
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('caller', undefined);
  app.decorateRequest('apiKey', undefined);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.permission) throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    // A key acts as `api_user`: on a staff or reports route it would pass for a role it has not.
    if (route.config.apiKey && !['user', 'api_user'].includes(route.config.permission)) {
      throw new Error(
        `Route ${route.method} ${route.url} lets API keys past its ${route.config.permission} permission`,
      );
    }
  });
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'guest') return;
    const header = request.headers.authorization;
    const apiKey = apiKeyOf(header);
    if (apiKey !== undefined) {
      // A key acts as the `api_user` permission, on the routes that accept keys only.
      const user = await authenticateApiKey(request, apiKey, apiKeyAuth);
      request.caller = user;
      if (!isAllowed('api_user', user)) throw new DomainError('forbidden', 'You do not have permission to do this');
      assertAddressAllowed(request, user);
      request.user = user;
      return;
    }
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new DomainError('not_authenticated', 'Authentication credentials were not provided');
    const claims = await verifyAccessToken(tokenKeys, token);
    if (!claims) throw new DomainError('token_invalid', 'Token is invalid or expired');
    const user = await findSignedInUser(claims.userId);
    if (!user || !user.isActive) throw new DomainError('token_invalid', 'User is inactive or deleted');
    // Logout, password change or reset, refresh reuse: the row, current on every process, says so.
    if (user.tokenVersion !== claims.tokenVersion) throw new DomainError('token_invalid', 'Token was revoked');
    request.caller = user;
    assertAddressAllowed(request, user);
    if (!isAllowed(permission, user)) throw new DomainError('forbidden', 'You do not have permission to do this');
    request.user = user;
    request.sessionId = claims.sessionId;
  });
}
