import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { authHeader, createUser } from '../../test/factories';

/**
 * Redis that cannot be reached must cost a sign-in nothing noticeable (issue 23, item 20): a port
 * where nothing listens refuses at once; a "blackhole" that accepts the connection and never
 * answers is what a hung Redis or a dropped route looks like, and is the harder case.
 */

/** A TCP server on loopback that accepts connections and never writes a byte. */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on loopback where nothing listens: bound once to learn a free number, then closed. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const silent = await startSilentServer();
// The same app without REDIS_URL (memory counters): the yardstick for what a sign-in costs here now.
let baseline: TestApp;
beforeAll(async () => {
  baseline = await createTestApp();
});
afterAll(() => baseline.close());
const cases = [
  { redis: 'a port where nothing listens', url: `redis://127.0.0.1:${await freePort()}` },
  { redis: 'a server that never answers', url: `redis://127.0.0.1:${silent.port}` },
];
afterAll(() => silent.close());

describe.each(cases)(`Redis unreachable: $redis (${testDatabaseKind})`, ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: url });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { username, password }, remoteAddress: ip });

  it('signs in as fast as without Redis: p99 of 40 sign-ins within 200 ms of the same without it', async () => {
    const user = await createUser(t.database);
    const other = await createUser(baseline.database);
    const timed = async (app: TestApp, who: typeof user, ip: string) => {
      const started = performance.now();
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        payload: { username: who.username, password: who.password },
        remoteAddress: ip,
      });
      expect(answer.statusCode).toBe(200);
      return performance.now() - started;
    };
    await timed(t, user, '10.7.0.1');
    await timed(baseline, other, '10.7.0.1');
    const withoutRedis: number[] = [];
    const redisDown: number[] = [];
    // Interleaved, so both see the same load: the shared 2-core machine alone can push a
    // sign-in's p99 past 200 ms; before the fix each one waited seconds for Redis.
    for (let i = 0; i < 40; i += 1) {
      redisDown.push(await timed(t, user, `10.7.0.${i + 2}`));
      withoutRedis.push(await timed(baseline, other, `10.7.0.${i + 2}`));
    }
    const [down, base] = [percentile(redisDown, 99), percentile(withoutRedis, 99)];
    // On a quiet machine both are ~25 ms; under the load of a shared CI box a single stall is the
    // p99 of 40, hence the slack proportional to the yardstick.
    expect(down, `p99 ${down.toFixed(0)} ms with Redis down, ${base.toFixed(0)} ms without Redis`).toBeLessThan(
      200 + 2 * base,
    );
  });

  it('opens a verification ticket as fast as without Redis', async () => {
    const timedTicket = async (app: TestApp) => {
      const headers = await authHeader(app.app, await createUser(app.database));
      const started = performance.now();
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/v1/cargo/verification/get_ticket',
        headers,
        payload: { consent: true },
      });
      expect(answer.statusCode).toBe(201);
      return performance.now() - started;
    };
    const [down, base] = [await timedTicket(t), await timedTicket(baseline)];
    // Before the fix each ticket waited ~4 s for Redis.
    expect(down, `${down.toFixed(0)} ms with Redis down, ${base.toFixed(0)} ms without`).toBeLessThan(200 + 2 * base);
  });

  it('still limits guessing with in-process counters', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 10; i += 1)
      expect((await login(user.username, 'wrong-guess', '10.7.1.1')).statusCode).toBe(401);
    expect((await login(user.username, user.password, '10.7.1.1')).statusCode).toBe(429);
    expect((await login(user.username, user.password, '10.7.1.2')).statusCode).toBe(200);
  });

  it('warns in the health answer', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', warnings: ['rate_limit_store_unreachable'] });
  });
});
