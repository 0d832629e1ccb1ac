import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What a raw socket got back, and after how long the server closed it. */
interface Exchange {
  status: number;
  headers: string;
  body: string;
  closedAfterMs: number;
}

function parse(raw: string, closedAfterMs: number): Exchange {
  const [head, body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body, closedAfterMs };
}

/**
 * Opens a connection, writes `start`, then `trickle` one byte every `everyMs` until the server
 * closes the connection (or `giveUpMs` passes).
 */
function exchange(port: number, start: string, trickle = '', everyMs = 500, giveUpMs = 15_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]);
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve(parse(raw, Date.now() - began));
    };
    socket.on('data', (chunk) => (raw += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.write(start);
  });
}

describe('requests Node rejects before Fastify (real server)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT: '2', HEADERS_TIMEOUT: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a body that trickles in, within the request timeout, in the one error shape', async () => {
    const head =
      'POST /api/v1/auth/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 200\r\n\r\n{';
    const result = await exchange(port, head, '"username":"slow-loris","password":"x"'.padEnd(199, ' '));
    // 2 s timeout, checked every second
    expect(result.closedAfterMs).toBeLessThan(5_000);
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({ detail: expect.any(String), code: 'request_timeout' });
  });

  it('cuts off headers that trickle in', async () => {
    const result = await exchange(
      port,
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: ' + 'a'.repeat(50),
    );
    expect(result.closedAfterMs).toBeLessThan(4_000);
    expect(result.status).toBe(408);
  });

  it('answers a 20 KB header with 431 in the one error shape', async () => {
    const result = await exchange(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(result.status).toBe(431);
    expect(result.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(result.body)).toEqual({ detail: expect.any(String), code: 'headers_too_large' });
  });

  it('still serves a request that arrives in time', async () => {
    const result = await exchange(port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(result.status).toBe(200);
  });
});
