import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@cargo-sentry/contracts/common';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, createUser, defaultPassword } from '../../test/factories';
import { createAdmissionGate } from './admission';

describe('admission gate', () => {
  it('runs at most `slots` at once and admits the waiting in arrival order', async () => {
    const gate = createAdmissionGate({ slots: 2, queueLimit: 10 });
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
    const gate = createAdmissionGate({ slots: 1, queueLimit: 1 });
    const leave = await gate.enter()!;
    const waiting = gate.enter();
    expect(waiting).toBeInstanceOf(Promise);
    expect(gate.enter()).toBeUndefined();
    leave();
    (await waiting!)();
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.analysisGate.waiting).toBe(1);
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
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered!.raw.writableFinished).toBe(false);
      expect(t.app.analysisGate.running).toBe(0);
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    leave();
    await expect.poll(() => t!.app.analysisGate.running).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toBe(0);
    // a client that stays is answered as before
    expect((await t.app.inject({ url: '/test/counted-analysis' })).body).toBe('done');
    expect(handled).toBe(1);
  });
});
