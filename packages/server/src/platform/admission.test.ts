import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@cargo-sentry/contracts/shared/common';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, createUser, defaultPassword } from '../../test/factories';
import { createAdmissionGate } from './admission';

/** Connections the server still holds open (it drops one once it sees the client gone). */
function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

describe('admission gate', () => {
  it('runs at most `slots` at once and admits the waiting in arrival order', async () => {
    const gate = createAdmissionGate({ slots: 2, queueLimit: 10, firstHoldMs: 100 });
    const first = await gate.enter()!;
    await gate.enter()!;
    const admitted: string[] = [];
    const third = gate.enter()!.then((leave) => (admitted.push('third'), leave));
    const fourth = gate.enter()!.then((leave) => (admitted.push('fourth'), leave));
    await Promise.resolve();
    expect(admitted).toEqual([]);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(2);
    first();
    first(); // giving a slot back twice frees it once
    await third;
    expect(admitted).toEqual(['third']);
    expect(gate.waiting).toBe(1);
    (await third)();
    await fourth;
    expect(admitted).toEqual(['third', 'fourth']);
    expect(gate.running).toBe(2);
  });

  it('refuses to queue beyond the limit and frees the slot count when nobody waits', async () => {
    const gate = createAdmissionGate({ slots: 1, queueLimit: 1, firstHoldMs: 100 });
    const leave = await gate.enter()!;
    const waiting = gate.enter();
    expect(waiting).toBeInstanceOf(Promise);
    expect(gate.enter()).toBeUndefined();
    leave();
    (await waiting!)();
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('starts no waiting request while one that goes first holds it, and none arriving while a slot is free', async () => {
    const gate = createAdmissionGate({ slots: 2, queueLimit: 10, firstHoldMs: 10_000 });
    const running = await gate.enter()!;
    const release = gate.hold();
    const admitted: string[] = [];
    const arriving = gate.enter()!.then((leave) => (admitted.push('arriving'), leave));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(admitted).toEqual([]);
    expect(gate.waiting).toBe(1);
    // a slot given back during the hold stays free
    running();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.running).toBe(0);
    release();
    release(); // released twice, held once
    (await arriving)();
    expect(admitted).toEqual(['arriving']);
    expect(gate.running).toBe(0);
    // no hold left: the next one enters at once
    expect(gate.waiting).toBe(0);
    (await gate.enter()!)();
  });

  it('keeps a request waiting on account of holds for at most firstHoldMs', async () => {
    const gate = createAdmissionGate({ slots: 1, queueLimit: 10, firstHoldMs: 60 });
    const release = gate.hold();
    const started = performance.now();
    const leave = await gate.enter()!;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(55);
    expect(waited).toBeLessThan(1000);
    expect(gate.running).toBe(1);
    leave();
    release();
  });

  it('holds nothing back when firstHoldMs is 0', async () => {
    const gate = createAdmissionGate({ slots: 1, queueLimit: 0, firstHoldMs: 0 });
    gate.hold();
    const entered = gate.enter();
    expect(entered).toBeInstanceOf(Promise);
    (await entered!)();
  });
});

describe('analysis slots in the app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const analysisUrls = [
    '/api/v1/cargo/incident',
    '/api/v1/cargo/incident/get_summary',
    '/api/v1/cargo/incident/get_all_coordinates',
    '/api/v1/cargo/incident/map_clusters?zoom=4&bbox=19,41,180,82',
    '/api/v1/cargo/incident/get_statistics',
    '/api/v1/cargo/incident/cargo_category_details?cargo_category=1',
  ];

  it('makes list, map and statistics wait for a slot while sign-in and the references go by', async () => {
    t = await createTestApp({ ANALYSIS_SLOTS: '1', ANALYSIS_QUEUE: '0' });
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user);
    for (const url of analysisUrls) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    expect(t.app.analysisGate.running).toBe(0);

    const leave = await t.app.analysisGate.enter()!;
    for (const url of analysisUrls) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(apiErrorSchema.parse(res.json()).code).toBe('service_unavailable');
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: user.username, password: defaultPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const references = await t.app.inject({ url: '/api/v1/cargo/incident/get_references', headers });
    expect(references.statusCode).toBe(200);
    // a request that fails validation is answered without a slot
    const bad = await t.app.inject({ url: '/api/v1/cargo/incident?page=0', headers });
    expect(bad.statusCode).toBe(400);
    leave();

    expect((await t.app.inject({ url: analysisUrls[0], headers })).statusCode).toBe(200);
    expect(t.app.analysisGate.running).toBe(0);
  });

  it('lets a waiting request run once the slot is given back', async () => {
    t = await createTestApp({ ANALYSIS_SLOTS: '1', ANALYSIS_QUEUE: '5' });
    const headers = await authHeader(t.app, await createUser(t.database));
    const leave = await t.app.analysisGate.enter()!;
    const list = t.app.inject({ url: analysisUrls[0], headers });
    await expect.poll(() => t!.app.analysisGate.waiting).toBe(1);
    leave();
    expect((await list).statusCode).toBe(200);
  });

  it('gives the slot back once the answer is serialized, not when a slow client has read it', async () => {
    let answered: FastifyReply | undefined;
    t = await createTestApp(
      { ANALYSIS_SLOTS: '1', ANALYSIS_QUEUE: '0' },
      {
        beforeReady: (app) =>
          app.get('/test/large-analysis', { config: { permission: 'guest', admission: 'analysis' } }, (_, reply) => {
            answered = reply;
            return 'x'.repeat(32 * 2 ** 20);
          }),
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // a client that asks and then reads nothing: 32 MB cannot all reach it
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.write('GET /test/large-analysis HTTP/1.1\r\nHost: localhost\r\n\r\n');
    try {
      await expect.poll(() => answered !== undefined).toBe(true);
      await expect.poll(() => t!.app.analysisGate.running).toBe(0);
      // given back while most of the answer still waits for the client
      expect(answered!.raw.writableFinished).toBe(false);
    } finally {
      socket.destroy();
    }
  });

  it('skips the handler of a request whose client went away while it waited', async () => {
    let handled = 0;
    t = await createTestApp(
      { ANALYSIS_SLOTS: '1', ANALYSIS_QUEUE: '5' },
      {
        beforeReady: (app) =>
          app.get('/test/counted-analysis', { config: { permission: 'guest', admission: 'analysis' } }, () => {
            handled += 1;
            return 'done';
          }),
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const leave = await t.app.analysisGate.enter()!;
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /test/counted-analysis HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => t!.app.analysisGate.waiting).toBe(1);
    socket.destroy();
    // the server has seen the client go before the slot frees, however slow the machine
    await expect.poll(() => openConnections(t!.app.server)).toBe(0);
    leave();
    await expect.poll(() => t!.app.analysisGate.waiting).toBe(0);
    await expect.poll(() => t!.app.analysisGate.running).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100)); // time for a wrongly admitted handler to run
    expect(handled).toBe(0);
    // a client that stays is answered as before
    expect((await t.app.inject({ url: '/test/counted-analysis' })).body).toBe('done');
    expect(handled).toBe(1);
  });

  it('lets a sign-in by while analysis requests queue, and starts none of them until it is answered', async () => {
    t = await createTestApp({ ANALYSIS_SLOTS: '1', ANALYSIS_QUEUE: '5', SIGN_IN_HOLD_MS: '10000' });
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user);
    const gate = t.app.analysisGate;
    const holdsTaken: Array<() => void> = [];
    const hold = gate.hold.bind(gate);
    gate.hold = () => {
      const release = hold();
      holdsTaken.push(release);
      return release;
    };
    const leave = await gate.enter()!;
    const list = t.app.inject({ url: analysisUrls[0], headers });
    await expect.poll(() => gate.waiting).toBe(1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: user.username, password: defaultPassword },
    });
    expect(signIn.statusCode).toBe(200);
    expect(holdsTaken).toHaveLength(1);
    // answered: its hold is given back, and the list goes once the slot is free
    expect(gate.waiting).toBe(1);
    leave();
    expect((await list).statusCode).toBe(200);
    // a wrong password holds and gives back the same way
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: user.username, password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(holdsTaken).toHaveLength(2);
    expect((await t.app.inject({ url: analysisUrls[0], headers })).statusCode).toBe(200);
  });

  it('keeps analysis requests from starting while a request that goes first is under way', async () => {
    let finish: () => void = () => undefined;
    t = await createTestApp(
      { ANALYSIS_SLOTS: '2', ANALYSIS_QUEUE: '5', SIGN_IN_HOLD_MS: '10000' },
      {
        beforeReady: (app) =>
          app.post('/test/first', { config: { permission: 'guest', admission: 'first' } }, async () => {
            await new Promise<void>((resolve) => (finish = resolve));
            return 'signed in';
          }),
      },
    );
    const headers = await authHeader(t.app, await createUser(t.database));
    const first = t.app.inject({ method: 'POST', url: '/test/first' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const list = t.app.inject({ url: analysisUrls[0], headers });
    await expect.poll(() => t!.app.analysisGate.waiting).toBe(1);
    expect(t.app.analysisGate.running).toBe(0);
    finish();
    expect((await first).body).toBe('signed in');
    expect((await list).statusCode).toBe(200);
  });
});
