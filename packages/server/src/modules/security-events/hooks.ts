import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PersonalDataExport } from '@cargo-sentry/contracts/security-events/security-events';
import type { ErrorCode } from '@cargo-sentry/contracts/shared/errors';
import { DomainError } from '../../platform/errors';
import { RateLimitedError, type SignInLock } from '../../platform/rate-limit';
import type { SecurityEventRecorder } from './recorder';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What personal data a route's file holds: each successful download is a security event. A
     * route that sends a file states it, `false` for a file without personal data (a template, a
     * news image); routes.test.ts refuses a download route that does not say.
     */
    personalData?: PersonalDataExport | false;
    /** The sign-in route: its refusals are sign-in failures (401) and refusals by a lock (429). */
    signIn?: boolean;
  }
  interface FastifyRequest {
    /** The code of the error the request was answered with, for the security event log. */
    errorCode: ErrorCode | undefined;
    /** The sign-in allowance a 429 found used up, for the security event log. */
    signInLock: SignInLock | undefined;
  }
}

/** A login as the log keeps it: an e-mail's local part masked, a username as it is. */
function maskLogin(login: unknown): string | null {
  if (typeof login !== 'string' || login.length === 0) return null;
  const text = login.trim().slice(0, 100);
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  return `${text.slice(0, 1)}***${text.slice(at)}`;
}

/** The numeric path parameters of a request (ids); anything else could carry personal data. */
function idParams(request: FastifyRequest): Record<string, string> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /^\d{1,10}$/.test(entry[1]),
    ),
  );
}

function actorOf(request: FastifyRequest) {
  const user = request.user ?? request.caller;
  return {
    actorId: user?.id ?? request.apiKey?.apiUserId ?? null,
    actorUsername: user?.username ?? null,
    apiKeyId: request.apiKey?.id ?? null,
    address: request.ip,
  };
}

/**
 * The one place the security events of requests are recorded (issue 28 §5): every 403 whatever
 * refused it, every failed sign-in and every lock that refuses sign-ins, every download of a route
 * marked `personalData`, and every API key's first call from an address. After the response, so
 * recording never fails or delays it.
 */
export function recordRequestSecurityEvents(app: FastifyInstance, recorder: SecurityEventRecorder): void {
  app.decorateRequest('errorCode', undefined);
  app.decorateRequest('signInLock', undefined);
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof DomainError) request.errorCode = error.code;
    if (error instanceof RateLimitedError) request.signInLock = error.lock;
  });
  app.addHook('onResponse', async (request, reply) => {
    try {
      const status = reply.statusCode;
      const config = request.routeOptions.config;
      const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
      if (request.apiKey && status !== 401) {
        recorder.noteApiKeyCall({ keyId: request.apiKey.id, apiUserId: request.apiKey.apiUserId, address: request.ip });
      }
      if (config?.signIn && (status === 401 || status === 429)) {
        const login = maskLogin((request.body as { username?: unknown } | undefined)?.username);
        if (status === 401) {
          recorder.record({
            kind: 'sign_in_failure',
            address: request.ip,
            target: login,
            details: { code: request.errorCode ?? null },
          });
        } else if (request.signInLock) {
          // One `lock_out` per lock, its later refusals counted on it: a script hammering a locked
          // account must not write one event per attempt. Every 429 of sign-in comes from an
          // allowance of the rate limiter, which names its lock.
          recorder.noteSignInRefusal({ lock: request.signInLock, address: request.ip, target: login });
        }
        return;
      }
      if (status === 403) {
        recorder.record({
          ...actorOf(request),
          kind: 'permission_refusal',
          target: route,
          details: { code: request.errorCode ?? 'forbidden' },
        });
        return;
      }
      if (config?.personalData && status >= 200 && status < 300) {
        recorder.record({
          ...actorOf(request),
          kind: 'personal_data_export',
          target: config.personalData,
          details: { route, params: idParams(request) },
        });
      }
    } catch (error) {
      request.log.error({ err: error }, 'security event not recorded');
    }
  });
}
