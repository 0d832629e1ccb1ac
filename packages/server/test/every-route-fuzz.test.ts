import { apiErrorSchema } from '@cargo-sentry/contracts/shared/common';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentRow, insertIncidentRows } from './incident-rows';
import { apiKeyHeader, createApiKey, createApiUser, createStaff, createUser, tokenFor } from './factories';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app';

/**
 * Every route of the OpenAPI document under generated bad input (issue 9): wrong types, huge and
 * NUL-containing strings, malformed and out-of-range ids, Cyrillic and emoji, malformed JSON, as a
 * guest, a signed-in user, staff and an API key. Bad input never yields a 5xx, and every error
 * comes in the one shape. Routes are read from the document, so a new route is fuzzed without
 * touching this file. FUZZ_SEED varies the generated input (fixed by default so CI is
 * repeatable); FUZZ_RUNS the count.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  method: Method;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: string[] | null;
  /** The body may come as multipart/form-data (files): it is fuzzed as form data too. */
  takesForm: boolean;
}

const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 24);

const malformedIds = ['1e1', '0x10', '+5', '005', '5.0', '-1', '0', '2147483648', '4000000000', '9007199254740991'];
const badScalar = fc.oneof(
  fc.constantFrom(...malformedIds, '', ' ', ',,,', 'null', 'true', '[]', '{}', 'NaN', 'Infinity', '-0'),
  fc.constantFrom('a\u0000b', '\u0000', 'город Москва', 'Грузовик 🚚', '😀😀', 'city:2147483648', 'region:4000000000'),
  // unpaired surrogates (JSON's `\ud800` escape carries them), which once reached the database as a 500
  fc.constantFrom('a\uD800b', '\uDC00', 'Тема \uD83D'),
  fc.constantFrom('district:1', 'region:32768', 'city:1', '2024-02-31', '9999-99-99', '10007-06-07', '1800-01-01'),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }).map((s) => s + '\u0000'),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);
const badValue = fc.oneof(
  { weight: 4, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), badScalar, { maxKeys: 2 }) },
);

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const body = op.requestBody as
        { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined;
      const bodySchema =
        body?.content && (body.content['multipart/form-data'] ?? Object.values(body.content)[0])?.schema;
      operations.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: body ? Object.keys(bodySchema?.properties ?? {}) : null,
        takesForm: !!body?.content?.['multipart/form-data'],
      });
    }
  }
  return operations;
}

/** A form part: text, or a file of random bytes (sometimes a real image's start) under an odd name. */
const formPart = fc.oneof(
  badScalar.map(show),
  fc.record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])),
      fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ),
    filename: fc.constantFrom(
      'face.png',
      'photo.JPG',
      'a\u0000b.png',
      'скан 😀.jpeg',
      '../../etc/passwd',
      '',
      'x'.repeat(400),
    ),
    type: fc.constantFrom('image/png', 'application/octet-stream', 'text/html', ''),
  }),
);
/** Malformed multipart bodies: no closing boundary, a header without a name, garbage. */
const brokenForms = ['--fuzz\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue', '--fuzz--', 'не форма'];

async function formBody(
  properties: string[],
  values: Record<string, unknown>,
  broken: string | null,
): Promise<{ payload: Buffer | string; contentType: string }> {
  if (broken !== null) return { payload: broken, contentType: 'multipart/form-data; boundary=fuzz' };
  const form = new FormData();
  for (const name of properties) {
    const value = values[name] as string | { bytes: Uint8Array; filename: string; type: string } | undefined;
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/**
 * A path segment, percent-encoded; an unpaired surrogate (which encodeURIComponent refuses) as the
 * bytes a careless client would send for it (`%ED%A0%80`, not UTF-8).
 */
function encodePathValue(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

/** A generated value as URL text; objects (null-prototype ones included) as JSON. */
function show(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      search.append(name, show(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe(`every route under generated bad input (${testDatabaseKind})`, () => {
  let t: TestApp;
  let operations: Operation[];
  let staffId: number;
  let userId: number;
  let apiKey: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_IP: '1000000', RATE_LIMIT_ACCOUNT: '1000000', RATE_LIMIT_API_KEY: '1000000' });
    staffId = (await createStaff(t.database)).id;
    userId = (await createUser(t.database)).id;
    apiKey = (await createApiKey(t.database, await createApiUser(t.database), { verification_count: 1000 })).key;
    await insertIncidentRows(t.database, [incidentRow({}), incidentRow({ price: 2_000_000 })]);
    operations = operationsOf(t.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
  });
  afterAll(() => t.close());

  it('reads the routes from the OpenAPI document', () => {
    const paths = operations.map((o) => `${o.method} ${o.path}`);
    expect(paths).toContain('post /api/v1/auth/token/');
    expect(paths).toContain('get /api/v1/cargo/incident/map_clusters');
    expect(paths).toContain('delete /api/v1/cargo/incident_admin/{id}');
    expect(paths).toContain('post /api/v1/cargo/verification/trust_person');
    const atiLookup = operations.find((o) => o.path === '/api/v1/cargo/verification/find_ati_su_id');
    expect(atiLookup).toMatchObject({ method: 'get', queryParams: ['ticket', 'inn'] });
    expect(operations.length).toBeGreaterThan(20);
  });

  it('answers every route with a 2xx or a 4xx in the one error shape, never a 5xx', async () => {
    for (const operation of operations) {
      const request = fc.record({
        role: fc.constantFrom('guest', 'user', 'staff', 'api_key'),
        product: fc.oneof({ weight: 5, arbitrary: fc.constant('cargo') }, { weight: 1, arbitrary: badScalar }),
        path: fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, badValue]))),
        query: fc.record(Object.fromEntries(operation.queryParams.map((name) => [name, badValue])), {
          requiredKeys: [],
        }),
        body: fc.oneof(
          fc.record(Object.fromEntries((operation.bodyProperties ?? []).map((name) => [name, badValue])), {
            requiredKeys: [],
          }),
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom('{"username": "a', '{"a":1}}', '\u0000', 'не JSON', '[1,2'),
        ),
        asForm: operation.takesForm ? fc.boolean() : fc.constant(false),
        form: fc.record(Object.fromEntries((operation.bodyProperties ?? []).map((name) => [name, formPart])), {
          requiredKeys: [],
        }),
        brokenForm: fc.option(fc.constantFrom(...brokenForms), { freq: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ role, product, path, query, body, asForm, form, brokenForm }) => {
          const url =
            operation.path
              .replace('/cargo/', `/${encodePathValue(show(product))}/`)
              .replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(show(path[name] ?? '1'))) +
            queryString(query);
          const headers: Record<string, string> = {};
          if (role === 'api_key') headers.authorization = apiKeyHeader(apiKey).authorization;
          else if (role !== 'guest') {
            headers.authorization = `Bearer ${await tokenFor(t.app, { id: role === 'staff' ? staffId : userId })}`;
          }
          const sendsBody = operation.bodyProperties !== null || operation.method !== 'get';
          if (sendsBody && operation.method !== 'get' && operation.method !== 'delete') {
            headers['content-type'] = 'application/json';
          }
          let payload: string | Buffer | undefined =
            headers['content-type'] === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
          if (asForm) {
            const encoded = await formBody(operation.bodyProperties ?? [], form, brokenForm);
            payload = encoded.payload;
            headers['content-type'] = encoded.contentType;
          }
          const res = await t.app.inject({ method: operation.method.toUpperCase() as 'GET', url, headers, payload });
          const where = `${operation.method.toUpperCase()} ${url.slice(0, 300)} as ${role}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const shape = apiErrorSchema.safeParse(JSON.parse(res.body));
            expect(shape.success, `${where}: ${res.body.slice(0, 300)}`).toBe(true);
          }
        }),
        { seed, numRuns: runsPerOperation, endOnFailure: true },
      );
    }
  }, 300_000);
});
