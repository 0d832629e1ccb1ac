import type { AppProcess } from './processes';

/** One answer of a cluster process: its status and parsed JSON body (`undefined` when empty). */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls `path` (under `/api/v1`) on a running process over real HTTP, as a browser would: JSON
 * in and out, the access token as a bearer header. `headers` adds more (X-Forwarded-For).
 */
export async function call<T = unknown>(
  app: AppProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${app.origin}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Signs in through `POST /auth/token/` on `app`; throws unless it answers 200. */
export async function signIn(app: AppProcess, username: string, password: string): Promise<TokenPair> {
  const res = await call<TokenPair>(app, 'POST', '/auth/token/', { body: { username, password } });
  if (res.status !== 200)
    throw new Error(`sign-in of ${username} on ${app.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Throws unless `answer` has `status` (the body goes into the message). */
export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}
