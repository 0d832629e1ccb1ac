import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiKeyHeader, createApiKey, createApiUser, createUser } from '../../test/factories';

interface Operation {
  security?: unknown;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  parameters?: { in: string; name: string; required?: boolean }[];
}

describe('OpenAPI document and token responses', () => {
  let t: TestApp;
  let operations: { method: string; path: string; op: Operation }[];
  let securitySchemes: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    securitySchemes = doc.components.securitySchemes;
    operations = Object.entries<Record<string, Operation>>(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });
  afterAll(() => t.close());

  /** Whether the server itself turns a request without a token away (401). */
  const needsToken = async (method: string, path: string) => {
    const url = path.replace(/\{[^}]+\}/g, '1');
    const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
    return res.statusCode === 401 && res.json().code === 'not_authenticated';
  };

  const schemesOf = (op: Operation) => ((op.security ?? []) as Record<string, unknown>[]).flatMap(Object.keys);

  it('marks exactly the routes that require a token with the bearer scheme', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      const documented = schemesOf(op).includes('bearer');
      if (documented !== (await needsToken(method, path))) wrong.push(`${method} ${path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('marks exactly the routes that take an API key with the apiKey scheme too', async () => {
    const { key } = await createApiKey(t.database, await createApiUser(t.database), { verification_count: 0 });
    const documented: string[] = [];
    const accepted: string[] = [];
    for (const { method, path, op } of operations) {
      if (!op.security) continue;
      if (schemesOf(op).includes('apiKey')) documented.push(`${method} ${path}`);
      const res = await t.app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        headers: apiKeyHeader(key),
        payload: method === 'GET' ? undefined : {},
      });
      const isRefused = res.statusCode === 401 || (res.statusCode === 403 && res.json().code === 'forbidden');
      if (!isRefused) accepted.push(`${method} ${path}`);
    }
    expect(documented).toEqual(accepted);
    expect(documented).toContain('POST /api/v1/cargo/verification/get_ticket');
    expect(documented).toContain('GET /api/v1/cargo/incident/{id}');
    expect(securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: expect.stringContaining('Api-Key <key>'),
    });
  });

  it('documents a file field as binary form data, and leaves it out of the JSON body', () => {
    const ticket = operations.find((o) => o.path === '/api/v1/cargo/verification/get_ticket')!.op;
    const content = ticket.requestBody!.content;
    expect(content['multipart/form-data'].schema.properties.photo).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(content['application/json'].schema.properties)).toEqual(['consent', 'name', 'consent_version']);
  });

  it('spot checks: incident list and statistics are protected, sign-in and health are not', () => {
    const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)!.op;
    const bearerOrKey = [{ bearer: [] }, { apiKey: [] }];
    expect(find('GET', '/api/v1/cargo/incident').security).toEqual(bearerOrKey);
    expect(find('GET', '/api/v1/cargo/incident/get_statistics').security).toEqual(bearerOrKey);
    expect(find('GET', '/api/v1/cargo/incident/export_excel').security).toEqual([{ bearer: [] }]);
    expect(find('GET', '/api/v1/cargo/api_user').security).toEqual([{ bearer: [] }]);
    expect(find('POST', '/api/v1/auth/token/').security).toBeUndefined();
    expect(find('GET', '/api/v1/health').security).toBeUndefined();
  });

  it('marks only parameters a request may not leave out as required', () => {
    const list = operations.find((o) => o.method === 'GET' && o.path === '/api/v1/cargo/incident')!.op;
    const required = (list.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    // page, ordering and every filter have defaults
    expect(required).toEqual([]);
    const clusters = operations.find((o) => o.path === '/api/v1/cargo/incident/map_clusters')!.op;
    const clusterRequired = (clusters.parameters ?? []).filter((p) => p.in === 'query' && p.required);
    expect(clusterRequired.map((p) => p.name).sort()).toEqual(['bbox', 'zoom']);
    for (const { op } of operations) {
      for (const p of op.parameters ?? []) if (p.in === 'path') expect(p.required).toBe(true);
    }
  });

  it('answers sign-in and refresh with Cache-Control: no-store', async () => {
    const user = await createUser(t.database);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/',
      payload: { username: user.username, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      payload: { refresh: signIn.json().refresh },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/v1/health' })).headers['cache-control']).toBeUndefined();
  });
});
