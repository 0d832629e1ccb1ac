import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createStore } from '../lib/create-store';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { createMemoryTokenStorage } from './tokens';
import { xhrFetch } from './xhr-fetch';

/** A real server (jsdom's XMLHttpRequest really sends), answering what the upload carried. */
let server: Server;
let baseUrl: string;
const seen: { authorization?: string; bytes: number }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, accept');
    res.setHeader('Access-Control-Expose-Headers', 'x-extra');
    if (req.method === 'OPTIONS') return res.end();
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({ authorization: req.headers.authorization, bytes });
      const refused = req.url?.includes('refuse');
      res.writeHead(refused ? 400 : 200, { 'Content-Type': 'application/json', 'X-Extra': 'yes' });
      res.end(JSON.stringify(refused ? { detail: 'no', code: 'import_failed', report: { rows: 3 } } : { bytes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const form = (size: number) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(size)]), 'big.csv');
  return data;
};

describe('uploads with progress', () => {
  it('sends the body by XMLHttpRequest and answers a Response with its status, headers and body', async () => {
    const response = await xhrFetch(`${baseUrl}/upload`, { method: 'POST', body: form(2_000_000) }, () => {});
    expect(response.status).toBe(200);
    expect(response.headers.get('x-extra')).toBe('yes');
    const { bytes } = (await response.json()) as { bytes: number };
    expect(bytes).toBeGreaterThan(2_000_000);
  });

  it('reports the share of the body sent, when the browser knows the total', async () => {
    const listeners: ((event: Partial<ProgressEvent>) => void)[] = [];
    class FakeRequest {
      upload = {
        addEventListener: (_: string, listener: (event: Partial<ProgressEvent>) => void) => listeners.push(listener),
      };
      status = 200;
      response = new TextEncoder().encode('{}').buffer;
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      getAllResponseHeaders = () => 'content-type: application/json\r\n';
      send() {
        for (const event of [
          { lengthComputable: false, loaded: 5, total: 0 },
          { lengthComputable: true, loaded: 50, total: 200 },
          { lengthComputable: true, loaded: 200, total: 200 },
        ]) {
          listeners.forEach((listener) => listener(event));
        }
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    try {
      const progress: number[] = [];
      const response = await xhrFetch('/x', { method: 'POST', body: 'x' }, (sent) => progress.push(sent));
      expect(progress).toEqual([0.25, 1]);
      expect(response.headers.get('content-type')).toBe('application/json');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('carries the token when the client is asked for progress, and keeps the whole error body', async () => {
    const access = 'a.eyJleHAiOjQxMDI0NDQ4MDB9.s'; // exp in 2100
    const client = createApiClient({
      baseUrl,
      tokens: createMemoryTokenStorage({ access, refresh: access }),
      loading: createStore(0),
    });
    const answer = await client.request('/ok', z.object({ bytes: z.number() }), {
      method: 'POST',
      form: form(10_000),
      onUploadProgress: () => {},
    });
    expect(answer.bytes).toBeGreaterThan(10_000);
    expect(seen.at(-1)?.authorization).toBe(`Bearer ${access}`);

    const failure = await client
      .request('/refuse', z.unknown(), { method: 'POST', form: form(10), onUploadProgress: () => {}, quiet: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'import_failed', body: { report: { rows: 3 } } });
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const sending = xhrFetch(
      `${baseUrl}/upload`,
      { method: 'POST', body: form(10), signal: controller.signal },
      () => {},
    );
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
