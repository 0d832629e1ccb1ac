// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createStore } from '../lib/create-store';
import { reportedErrors } from './activity';
import { createApiClient, readFileName } from './api-client';
import { ApiError } from './api-error';
import { createMemoryTokenStorage } from './tokens';

/** An unsigned JWT: the client only reads `exp`, the server checks signatures. */
function jwt(expSeconds: number, name = 'a'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: expSeconds, sub: name })}.signature`;
}

interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  /** X-Min-Data-Version as sent (decision 0044). */
  minDataVersion: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let calls: Call[] = [];
let handle: (call: Call, res: ServerResponse) => void;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const call = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        minDataVersion: req.headers['x-min-data-version'] as string | undefined,
        body,
      };
      calls.push(call);
      handle(call, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nowMs = Date.UTC(2025, 0, 1, 12, 0, 0);
const nowSec = nowMs / 1000;
const userSchema = z.object({ id: z.number() });
const newPair = { access: jwt(nowSec + 300, 'new'), refresh: jwt(nowSec + 86_400, 'new') };

function setup(initial: { access?: string; refresh?: string }) {
  const tokens = createMemoryTokenStorage(initial);
  const onSessionEnd = vi.fn();
  const loading = createStore(0);
  const client = createApiClient({ baseUrl, tokens, now: () => nowMs, onSessionEnd, loading });
  return { client, tokens, onSessionEnd, loading };
}

const endpointCalls = () => calls.filter((c) => c.url.startsWith('/api/v1/cargo/'));
const refreshCalls = () => calls.filter((c) => c.url === '/api/v1/auth/token/refresh/');

beforeEach(() => {
  calls = [];
  reportedErrors.set([]);
  handle = (call, res) => {
    if (call.url === '/api/v1/auth/token/refresh/') return json(res, 200, newPair);
    return json(res, 200, { id: 7 });
  };
});
afterEach(() => vi.restoreAllMocks());

describe('api client data versions', () => {
  it('sends back the highest data version any answer named, on every later call', async () => {
    // what each call answers: a write's version, an older one, none, a malformed one
    const answered: (string | undefined)[] = [undefined, '41', '7', undefined, 'x9', '42', undefined];
    handle = (_call, res) => {
      const version = answered[endpointCalls().length - 1];
      res.writeHead(200, { 'Content-Type': 'application/json', ...(version ? { 'X-Data-Version': version } : {}) });
      res.end(JSON.stringify({ id: 7 }));
    };
    const { client } = setup({ access: jwt(nowSec + 3600), refresh: jwt(nowSec + 86_400) });
    await client.get('/{product}/incident', userSchema);
    await client.post('/{product}/incident_admin', { price: 1 }, userSchema);
    for (let i = 0; i < 4; i++) await client.get('/{product}/incident', userSchema);
    await client.download('/{product}/incident/export_excel', { save: false });
    expect(endpointCalls().map((c) => c.minDataVersion)).toEqual([undefined, undefined, '41', '41', '41', '41', '42']);
  });
});

describe('api client tokens', () => {
  it('sends the bearer token and does not refresh while more than 60 s remain', async () => {
    const access = jwt(nowSec + 61);
    const { client } = setup({ access, refresh: jwt(nowSec + 3600) });
    await expect(client.get('/{product}/user/current', userSchema)).resolves.toEqual({ id: 7 });
    expect(refreshCalls()).toHaveLength(0);
    expect(endpointCalls()[0].authorization).toBe(`Bearer ${access}`);
  });

  it('refreshes first when fewer than 60 s remain', async () => {
    const { client, tokens } = setup({ access: jwt(nowSec + 59), refresh: jwt(nowSec + 3600) });
    await client.get('/{product}/user/current', userSchema);
    expect(refreshCalls()).toHaveLength(1);
    expect(endpointCalls()[0].authorization).toBe(`Bearer ${newPair.access}`);
    expect(tokens.read()).toEqual(newPair);
  });

  it('refreshes once for parallel calls', async () => {
    const { client } = setup({ access: jwt(nowSec + 10), refresh: jwt(nowSec + 3600) });
    await Promise.all([1, 2, 3].map(() => client.get('/{product}/user/current', userSchema)));
    expect(refreshCalls()).toHaveLength(1);
    expect(endpointCalls()).toHaveLength(3);
  });

  it('refreshes once when two tabs need a new token at the same moment', async () => {
    // two clients over one storage = two tabs over one localStorage; the lock stands in for the
    // Web Locks API (exclusive, first come first served), which Node does not have
    let queue = Promise.resolve();
    const lock = <T>(_: string, task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const tokens = createMemoryTokenStorage({ access: jwt(nowSec + 10), refresh: jwt(nowSec + 3600) });
    const tabs = [1, 2].map(() => createApiClient({ baseUrl, tokens, now: () => nowMs, lock }));
    await Promise.all(tabs.map((tab) => tab.get('/{product}/user/current', userSchema)));
    expect(refreshCalls()).toHaveLength(1);
    expect(endpointCalls().map((c) => c.authorization)).toEqual([
      `Bearer ${newPair.access}`,
      `Bearer ${newPair.access}`,
    ]);
    expect(tokens.read()).toEqual(newPair);
  });

  it('does not refresh when the refresh token has expired, and logs out', async () => {
    const { client, tokens, onSessionEnd } = setup({ access: jwt(nowSec + 30), refresh: jwt(nowSec - 1) });
    await expect(client.get('/{product}/user/current', userSchema)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(endpointCalls()).toHaveLength(0);
    expect(tokens.read()).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh fails', async () => {
    handle = (call, res) => json(res, 401, { detail: 'expired', code: 'token_invalid' });
    const { client, tokens, onSessionEnd } = setup({ access: jwt(nowSec + 5), refresh: jwt(nowSec + 3600) });
    await expect(client.get('/{product}/user/current', userSchema)).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls()).toHaveLength(1);
    expect(tokens.read()).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('sends no token to public paths', async () => {
    const { client } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    await client.get('/{product}/office_function', userSchema);
    await client.post('/auth/token/', { username: 'u', password: 'p' }, userSchema);
    expect(calls.every((c) => c.authorization === undefined)).toBe(true);
  });
});

describe('api client 401', () => {
  it('retries once with a fresh token and succeeds', async () => {
    let first = true;
    handle = (call, res) => {
      if (call.url === '/api/v1/auth/token/refresh/') return json(res, 200, newPair);
      if (first) {
        first = false;
        return json(res, 401, { detail: 'expired', code: 'not_authenticated' });
      }
      return json(res, 200, { id: 7 });
    };
    const { client, onSessionEnd } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    await expect(client.get('/{product}/user/current', userSchema)).resolves.toEqual({ id: 7 });
    expect(endpointCalls()).toHaveLength(2);
    expect(endpointCalls()[1].authorization).toBe(`Bearer ${newPair.access}`);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('retries exactly once, then clears the tokens and goes to login', async () => {
    handle = (call, res) => {
      if (call.url === '/api/v1/auth/token/refresh/') return json(res, 200, newPair);
      return json(res, 401, { detail: 'no', code: 'not_authenticated' });
    };
    const { client, tokens, onSessionEnd } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    await expect(client.get('/{product}/user/current', userSchema)).rejects.toMatchObject({
      status: 401,
      code: 'not_authenticated',
    });
    expect(endpointCalls()).toHaveLength(2);
    expect(tokens.read()).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(reportedErrors.get()).toEqual([]);
  });

  it('treats a 401 of the login call as wrong credentials, not as a lost session', async () => {
    handle = (call, res) => json(res, 401, { detail: 'bad', code: 'invalid_credentials' });
    const { client, onSessionEnd } = setup({});
    await expect(
      client.post('/auth/token/', { username: 'x', password: 'y' }, userSchema, { quiet: true }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(calls).toHaveLength(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('api client logout', () => {
  const logoutCalls = () => calls.filter((c) => c.url === '/api/v1/auth/logout/');

  it('asks the server to revoke the session before clearing the tokens', async () => {
    const refresh = jwt(nowSec + 3600);
    let tokensAtLogout: unknown;
    const { client, tokens, onSessionEnd } = setup({ access: jwt(nowSec + 300), refresh });
    handle = (call, res) => {
      tokensAtLogout = tokens.read();
      res.writeHead(204);
      res.end();
    };
    await client.signOut();
    expect(logoutCalls()).toHaveLength(1);
    expect(logoutCalls()[0]).toMatchObject({ method: 'POST', authorization: undefined });
    expect(JSON.parse(logoutCalls()[0].body)).toEqual({ refresh });
    expect(tokensAtLogout).toMatchObject({ refresh });
    expect(tokens.read()).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('still signs out on this device when the server fails', async () => {
    handle = (call, res) => json(res, 500, { detail: 'down', code: 'internal' });
    const { client, tokens, onSessionEnd } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    await client.signOut();
    expect(logoutCalls()).toHaveLength(1);
    expect(tokens.read()).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(reportedErrors.get()).toEqual([]);
  });

  it('does not call the server without a refresh token', async () => {
    const { client, onSessionEnd } = setup({});
    await client.signOut();
    expect(calls).toHaveLength(0);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });
});

describe('api client errors and loading', () => {
  it('throws ApiError with code and fields and reports it to the shared store', async () => {
    handle = (call, res) =>
      json(res, 400, { detail: 'bad', code: 'validation_failed', fields: { email: ['invalid'] } });
    const { client } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    const error = await client.post('/{product}/user/update_settings', {}, userSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: { email: ['invalid'] } });
    expect(reportedErrors.get().map((e) => e.code)).toEqual(['validation_failed']);
  });

  it('keeps quiet failures out of the store and rejects responses that break the contract', async () => {
    handle = (call, res) => json(res, 200, { id: 'not a number' });
    const { client } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    await expect(client.get('/{product}/user/current', userSchema, { quiet: true })).rejects.toMatchObject({
      code: 'bad_response',
    });
    expect(reportedErrors.get()).toEqual([]);
  });

  it('raises the loading flag while a call runs', async () => {
    let release: () => void = () => undefined;
    handle = (call, res) => {
      release = () => json(res, 200, { id: 1 });
    };
    const { client, loading } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    const pending = client.get('/{product}/user/current', userSchema);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(loading.get()).toBe(1);
    release();
    await pending;
    expect(loading.get()).toBe(0);
  });

  it('downloads a file named by content-disposition', async () => {
    handle = (call, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': 'attachment; filename="x.xlsx"; filename*=UTF-8\'\'%D0%B8%D0%BD%D1%86.xlsx',
      });
      res.end('bytes');
    };
    const { client } = setup({ access: jwt(nowSec + 300), refresh: jwt(nowSec + 3600) });
    const file = await client.download('/{product}/incident/export_excel', { query: { lang: 'ru' }, save: false });
    expect(file.fileName).toBe('инц.xlsx');
    expect(await file.blob.text()).toBe('bytes');
    expect(calls[0].url).toBe('/api/v1/cargo/incident/export_excel?lang=ru');
    expect(readFileName(null, 'incidents.pdf')).toBe('incidents.pdf');
  });
});
