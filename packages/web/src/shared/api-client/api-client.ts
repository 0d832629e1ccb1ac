import { tokenPairSchema, type TokenPair } from '@cargo-sentry/contracts/auth/auth';
import { apiErrorSchema } from '@cargo-sentry/contracts/shared/common';
import {
  dataVersionHeader,
  dataVersionSchema,
  minDataVersionHeader,
} from '@cargo-sentry/contracts/shared/data-version';
import type { ErrorCode } from '@cargo-sentry/contracts/shared/errors';
import type { z } from 'zod';
import type { Store } from '../lib/create-store';
import { saveBlob } from '../lib/save-file';
import { pendingCalls, pendingDownloads, reportError } from './activity';
import { ApiError } from './api-error';
import { localTokenStorage, readTokenExpiry, type TokenStorage } from './tokens';
import { xhrFetch } from './xhr-fetch';

/** Paths that never carry the bearer token and never end the session (docs/product.md#auth-and-account-calls). */
const publicFragments = ['/auth/', '/registration', '/office_function', '/password_recovery', '/field_of_activity'];
/** The access token is refreshed when fewer than this many milliseconds remain (docs/product.md#session-timing). */
export const refreshMarginMs = 60_000;
/** How long logout waits for the server before clearing the tokens anyway. */
const logoutTimeoutMs = 3_000;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Multipart body, sent as is. */
  form?: FormData;
  signal?: AbortSignal;
  /** The caller shows the failure itself, so it stays out of the shared errors store. */
  quiet?: boolean;
  /** Called with the share of the body sent (0–1); the request then goes by XMLHttpRequest, which reports it. */
  onUploadProgress?: (sent: number) => void;
}

export interface ApiClientOptions {
  baseUrl: string;
  product?: string;
  tokens?: TokenStorage;
  fetch?: typeof fetch;
  now?: () => number;
  loading?: Store<number>;
  downloads?: Store<number>;
  /** Called after the tokens were cleared: the app forgets the user and goes to login. */
  onSessionEnd?: () => void;
  /** Runs `task` holding the lock `name` across this browser's tabs (default: the Web Locks API). */
  lock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

/**
 * The Web Locks API where there is one (every current browser); otherwise no lock. Tabs share
 * the tokens in localStorage, and the server treats a rotated refresh token used again as theft
 * (it revokes the whole family), so tabs take turns to refresh. localStorage reaches another
 * tab's process late, so a waiting tab may still send the old token: the server accepts that for
 * a few seconds (`REFRESH_REUSE_GRACE`).
 */
export function browserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(name, task) as Promise<T>;
}

const refreshLockName = 'cargo_sentry.token_refresh';

export interface Download {
  blob: Blob;
  fileName: string;
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'not_authenticated',
  402: 'out_of_checks',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

export function isPublicPath(path: string): boolean {
  return publicFragments.some((fragment) => path.includes(fragment));
}

/** The file name of a Content-Disposition header (RFC 6266, UTF-8 form preferred). */
export function readFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : fallback;
}

export function createApiClient(options: ApiClientOptions) {
  const tokens = options.tokens ?? localTokenStorage;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const loading = options.loading ?? pendingCalls;
  const downloads = options.downloads ?? pendingDownloads;
  let product = options.product ?? 'cargo';
  let onSessionEnd = options.onSessionEnd;
  const lock = options.lock ?? browserLock;
  let refreshing: Promise<string> | null = null;
  /**
   * The highest data version any answer named (a write's, decision 0044), sent with every call so
   * that whichever server process answers next shows this client's own writes: the processes
   * behind a load balancer each learn of another's write a few milliseconds late.
   */
  let dataVersion: number | undefined;

  function noteDataVersion(response: Response): void {
    const parsed = dataVersionSchema.safeParse(response.headers.get(dataVersionHeader));
    if (parsed.success && (dataVersion === undefined || parsed.data > dataVersion)) dataVersion = parsed.data;
  }

  function buildUrl(path: string, query?: Record<string, QueryValue>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value == null || value === '') continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else search.append(key, String(value));
    }
    const qs = search.toString();
    return `${options.baseUrl}${path.replace('{product}', product)}${qs ? `?${qs}` : ''}`;
  }

  function endSession(): void {
    tokens.clear();
    onSessionEnd?.();
  }

  function saveTokens(pair: TokenPair): void {
    tokens.write(pair);
  }

  async function refreshAccess(): Promise<string> {
    const before = tokens.read().refresh;
    refreshing ??= lock(refreshLockName, async () => {
      const { access, refresh } = tokens.read();
      // Another tab rotated the pair while this one waited for the lock: use its tokens.
      if (access && refresh && refresh !== before) return access;
      const response = await doFetch(buildUrl('/auth/token/refresh/'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (!response.ok) throw new ApiError(response.status, 'token_invalid');
      const pair = tokenPairSchema.parse(await response.json());
      saveTokens(pair);
      return pair.access;
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function canRefresh(): boolean {
    const { refresh } = tokens.read();
    if (!refresh) return false;
    // The server issues refresh tokens as JWTs; a token without a readable exp is left to the server.
    const expiry = readTokenExpiry(refresh);
    return expiry === null || expiry > now();
  }

  /** A usable access token: refreshed when under a minute remains, never with a dead refresh token. */
  async function freshAccess(): Promise<string | undefined> {
    const { access } = tokens.read();
    if (!access) return undefined;
    const expiry = readTokenExpiry(access);
    if (expiry !== null && expiry - now() >= refreshMarginMs) return access;
    if (!canRefresh()) {
      endSession();
      throw new ApiError(401, 'token_invalid');
    }
    try {
      return await refreshAccess();
    } catch {
      endSession();
      throw new ApiError(401, 'token_invalid');
    }
  }

  async function readError(response: Response): Promise<ApiError> {
    const fallback = statusCodes[response.status] ?? 'internal';
    try {
      const body: unknown = await response.json();
      const parsed = apiErrorSchema.safeParse(body);
      if (parsed.success)
        return new ApiError(response.status, parsed.data.code, parsed.data.fields, parsed.data.detail, body);
    } catch {
      /* not JSON: keep the status-based code */
    }
    return new ApiError(response.status, fallback);
  }

  async function fetchOnce(
    url: string,
    init: RequestInit,
    access: string | undefined,
    onUploadProgress?: (sent: number) => void,
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (access) headers.set('Authorization', `Bearer ${access}`);
    if (dataVersion !== undefined) headers.set(minDataVersionHeader, String(dataVersion));
    try {
      const response = onUploadProgress
        ? await xhrFetch(url, { ...init, headers }, onUploadProgress)
        : await doFetch(url, { ...init, headers });
      noteDataVersion(response);
      return response;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error');
    }
  }

  /** Sends a call with the session rules of docs/product.md#session-errors and returns the successful response. */
  async function send(path: string, request: RequestOptions, counter: Store<number>): Promise<Response> {
    const isPublic = isPublicPath(path);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (request.form) body = request.form;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const url = buildUrl(path, request.query);
    const init: RequestInit = { method: request.method ?? 'GET', headers, body, signal: request.signal };
    counter.set((n) => n + 1);
    try {
      const progress = request.onUploadProgress;
      let response = await fetchOnce(url, init, isPublic ? undefined : await freshAccess(), progress);
      if (response.status === 401 && !isPublic) {
        // One retry with a new access token; a second 401 (or no way to refresh) ends the session.
        const retried = canRefresh() ? await refreshAccess().catch(() => undefined) : undefined;
        if (retried) response = await fetchOnce(url, init, retried, progress);
        if (response.status === 401) {
          endSession();
          throw await readError(response);
        }
      }
      if (!response.ok) {
        const error = await readError(response);
        if (!request.quiet) reportError(error);
        throw error;
      }
      return response;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && !request.quiet) reportError(error);
      throw error;
    } finally {
      counter.set((n) => n - 1);
    }
  }

  async function request<S extends z.ZodType>(
    path: string,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const response = await send(path, options, loading);
    const text = await response.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const error = new ApiError(response.status, 'bad_response', undefined, parsed.error.message);
      if (!options.quiet) reportError(error);
      throw error;
    }
    return parsed.data;
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request(path, schema, { ...options, method: 'GET' }),
    post: <S extends z.ZodType>(
      path: string,
      body: unknown,
      schema: S,
      options?: Omit<RequestOptions, 'method' | 'body'>,
    ) => request(path, schema, { ...options, method: 'POST', body }),

    /** Fetches a file (Excel export) with its own loading flag; saves it in the browser. */
    async download(
      path: string,
      options: RequestOptions & { fallbackName?: string; save?: boolean } = {},
    ): Promise<Download> {
      const response = await send(path, options, downloads);
      const blob = await response.blob();
      const fileName = readFileName(
        response.headers.get('Content-Disposition'),
        options.fallbackName ?? 'incidents.pdf',
      );
      if (options.save !== false && typeof document !== 'undefined') saveBlob(fileName, blob);
      return { blob, fileName };
    },

    /** Saves the pair of a successful sign-in: the guest becomes authenticated (docs/product.md#session). */
    signIn: saveTokens,
    /**
     * Logout: the server revokes the session (its refresh family and access tokens), then the
     * tokens are cleared and the app goes to login. Best effort: an unreachable server must not
     * keep the user signed in on this device, so a failure or a slow answer only skips the call.
     */
    async signOut(): Promise<void> {
      const { refresh } = tokens.read();
      if (refresh) {
        await doFetch(buildUrl('/auth/logout/'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refresh }),
          signal: AbortSignal.timeout(logoutTimeoutMs),
        }).catch(() => undefined);
      }
      endSession();
    },
    hasSession: () => Boolean(tokens.read().access) && canRefresh(),
    setProduct: (name: string) => {
      product = name;
    },
    onSessionEnd: (handler: () => void) => {
      onSessionEnd = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same-origin `/api/v1`, tokens in localStorage. */
export const api = createApiClient({ baseUrl: '/api/v1' });
