import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET over real HTTP that leaves the body as it came: fetch would decode it. */
function get(baseUrl: string, pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(`${baseUrl}${pathname}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const script = `export const shell = ${JSON.stringify('Cargo Sentry '.repeat(400))};\n`;
const style = `body { margin: 0; }\n${'.card { padding: 1rem; }\n'.repeat(100)}`;
const html =
  '<!doctype html><html lang="ru"><head><title>Cargo Sentry</title></head><body><div id="root"></div></body></html>';
const immutable = 'public, max-age=31536000, immutable';

describe('the built SPA over HTTP', () => {
  let dist: string;
  let test: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), html);
    // what the build's precompress step leaves: each asset with its .br and .gz
    for (const [name, text] of [
      ['index-AbC123.js', script],
      ['index-AbC123.css', style],
    ]) {
      const file = path.join(dist, 'assets', name);
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
    // too small to have compressed copies
    writeFileSync(path.join(dist, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
    test = await createTestApp({ WEB_DIST: dist });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli to a client that takes br, cached for a year', async () => {
    const res = await get(baseUrl, '/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a client without br', async () => {
    const res = await get(baseUrl, '/assets/index-AbC123.css', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(style);
  });

  it('sends the file as it is to a client that takes no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(baseUrl, '/assets/index-AbC123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe(immutable);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.toString()).toBe(script);
    }
  });

  it('sends an asset that has no compressed copy as it is, even to a client that takes br', async () => {
    const res = await get(baseUrl, '/assets/tiny-XyZ789.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.body.toString()).toBe('export {};\n');
  });

  it('makes the browser revalidate index.html, at / and at a history-mode path', async () => {
    for (const pathname of ['/', '/index.html', '/incidents/view/7']) {
      const res = await get(baseUrl, pathname, 'br, gzip');
      expect(res.status, pathname).toBe(200);
      expect(res.headers['content-type'], pathname).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], pathname).toBe('no-cache');
      expect(res.body.toString(), pathname).toBe(html);
    }
  });

  it('still answers unknown API paths with the JSON 404', async () => {
    const res = await get(baseUrl, '/api/v1/cargo/no-such-thing', 'br');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'not_found' });
  });
});
