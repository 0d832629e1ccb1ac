import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app';

// Bad input never yields a 5xx (DESIGN.md §5): arbitrary JSON and raw bodies at the guest routes.
describe(`guest routes under arbitrary input (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_IP: '100000', RATE_LIMIT_ACCOUNT: '100000' });
  });
  afterAll(() => t.close());

  const urls = [
    '/api/v1/auth/token/',
    '/api/v1/auth/token/refresh/',
    '/api/v1/cargo/registration',
    '/api/v1/cargo/registration/forgot_password',
    '/api/v1/cargo/registration/reset_password',
  ];

  it('answers arbitrary JSON values with 4xx or 2xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.jsonValue({ maxDepth: 3 }), async (url, body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('code');
      }),
      { numRuns: 60 },
    );
  });

  it('answers raw and mislabelled bodies with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (url, body, type) => {
          const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': type } });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 30 },
    );
  });
});
