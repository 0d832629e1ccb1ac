import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStaff } from './factories';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app';

/**
 * Issue 23 §25: `incidents_file/{id}` read `0x1`, `1e0`, `+1` and ` 1` as upload 1. Every route
 * whose path has an `{id}` is taken from the OpenAPI document (so a new one is checked without
 * touching this file) and asked, as staff, for ids that are not plain digits: each is a 400 naming
 * the id, never an answer about row 1.
 */
const notPlainDigits = ['0x1', '1e0', '+1', ' 1', '01', '1.0', '１'];

describe(`every {id} in a path reads plain digits only (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: { authorization: string };
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_IP: '1000000', RATE_LIMIT_ACCOUNT: '1000000' });
    staff = await authHeader(t.app, await createStaff(t.database));
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.includes('{id}'))
      .flatMap(([path, item]) =>
        ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in item).map((method) => ({ method, path })),
      );
  });
  afterAll(() => t.close());

  it('finds the routes with an id, the incident uploads among them', () => {
    expect(routes).toContainEqual({ method: 'get', path: '/api/v1/cargo/incidents_file/{id}' });
    expect(routes).toContainEqual({ method: 'get', path: '/api/v1/cargo/incidents_file/{id}/report' });
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers 400 validation_failed on the id for every such route and malformed id', async () => {
    const accepted: string[] = [];
    for (const { method, path } of routes) {
      for (const id of notPlainDigits) {
        const url = path.replace('{id}', encodeURIComponent(id));
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: staff,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        const body = res.json() as { code?: string; fields?: Record<string, string[]> };
        if (res.statusCode !== 400 || body.code !== 'validation_failed' || !body.fields?.id) {
          accepted.push(`${method.toUpperCase()} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
