import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, injectMultipart, openTicket, type MultipartPart } from './factories';
import { interlacedPngBomb, jpegBomb, pngBomb, smallPng, twoHeaderPngBomb } from './image-bombs';
import { incidentRow, insertIncidentRows } from './incident-rows';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app';

/**
 * Issue 23 §21: one 875 KB PNG of 30000 × 30000 took the server past 8 GiB and stalled /health for
 * 7.6 s. Every route that takes a file is read from the OpenAPI document (as the every-route fuzz
 * does), so a new upload route gets the bombs without touching this file; the decoding routes
 * also get the bombs that pass a header check. /health is polled all along.
 */

interface FileRoute {
  path: string;
  fileFields: string[];
}

type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
};

function fileRoutesOf(document: OpenApi): FileRoute[] {
  const routes: FileRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const form = item.post?.requestBody?.content?.['multipart/form-data']?.schema as
      { properties?: Record<string, { format?: string }> } | undefined;
    const fileFields = Object.entries(form?.properties ?? {})
      .filter(([, property]) => property.format === 'binary')
      .map(([name]) => name);
    if (fileFields.length > 0) routes.push({ path, fileFields });
  }
  return routes;
}

/** Polls /health every 25 ms until stopped; answers the slowest answer's time. */
function pollHealth(t: TestApp): { stop(): Promise<number> } {
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return slowest;
    },
  };
}

/** A file part's body (a copy: Blob takes only ArrayBuffer-backed bytes). */
const blobOf = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

describe(`image bombs on every route that takes a file (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let routes: FileRoute[];
  let incidentId: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '100000' });
    staff = await createStaff(t.database);
    incidentId = (await insertIncidentRows(t.database, [incidentRow({})]))[0]!.id;
    routes = fileRoutesOf(t.app.swagger() as unknown as OpenApi);
  });
  afterAll(() => t.close());

  it('finds every image route among the upload routes of the OpenAPI document', () => {
    const paths = routes.map((r) => r.path);
    for (const image of [
      'verification/get_ticket',
      'verification/check_face',
      'verification/recognize_passport',
      'face_gallery',
      'content_image',
    ]) {
      expect(paths).toContain(`/api/v1/cargo/${image}`);
    }
  });

  it('refuses the 30000 × 30000 PNG (grey and colour) and a 60000 × 60000 JPEG on every file field with 413', async () => {
    const bombs: Array<[string, Buffer]> = [
      ['grey.png', pngBomb(30_000, 30_000)],
      ['colour.png', pngBomb(30_000, 30_000, 'rgb')],
      ['huge.jpg', jpegBomb()],
    ];
    const rssBefore = rssMb();
    let rssPeak = rssBefore;
    const health = pollHealth(t);
    for (const route of routes) {
      const url = route.path.replace(/\{\w+\}/g, '1');
      for (const field of route.fileFields) {
        for (const [name, bomb] of bombs) {
          const res = await injectMultipart(t.app, url, staff, [
            ['consent', 'true'],
            [field, blobOf(bomb), name],
          ]);
          expect(res.statusCode, `${url} ${field} ${name}: ${res.body}`).toBe(413);
          expect(res.json()).toEqual({
            code: 'image_too_large',
            detail: expect.stringContaining('at most 40 megapixels'),
            fields: { [field]: ['image_too_large'] },
          });
          rssPeak = Math.max(rssPeak, rssMb());
        }
      }
    }
    const slowestHealthMs = await health.stop();
    // The probe saw > 8 GiB and a 7.6 s stall; the header gate decodes nothing.
    expect(rssPeak - rssBefore).toBeLessThan(512);
    expect(slowestHealthMs).toBeLessThan(1_500);
  });

  it('refuses bombs that pass a header check on every route that decodes, off the main thread', async () => {
    const ticket = await openTicket(t.app, staff);
    const decodingRoutes: Array<[string, MultipartPart[]]> = [
      [
        'verification/check_face',
        [
          ['ticket', ticket],
          ['biometric_consent', 'true'],
        ],
      ],
      ['verification/recognize_passport', [['consent', 'true']]],
      [
        'face_gallery',
        [
          ['person_name', 'Бомба'],
          ['source_kind', 'incident'],
          ['incident_id', String(incidentId)],
        ],
      ],
      ['content_image', []],
    ];
    const bombs: Array<[string, Buffer]> = [
      ['interlaced.png', interlacedPngBomb()],
      ['two-headers.png', twoHeaderPngBomb()],
    ];
    const rssBefore = rssMb();
    let rssPeak = rssBefore;
    const health = pollHealth(t);
    for (const [route, fields] of decodingRoutes) {
      for (const [name, bomb] of bombs) {
        const url = `/api/v1/cargo/${route}`;
        const res = await injectMultipart(t.app, url, staff, [...fields, ['file', blobOf(bomb), name]]);
        expect(res.statusCode, `${route} ${name}: ${res.body}`).toBe(400);
        // refused for the file itself, not for another field of the form
        expect(res.json(), `${route} ${name}`).toMatchObject({
          code: 'validation_failed',
          fields: { file: [expect.any(String)] },
        });
        expect(Object.keys(res.json().fields), `${route} ${name}`).toEqual(['file']);
        rssPeak = Math.max(rssPeak, rssMb());
      }
    }
    const slowestHealthMs = await health.stop();
    expect(rssPeak - rssBefore).toBeLessThan(512);
    expect(slowestHealthMs).toBeLessThan(1_500);
  });

  it('still takes an honest image as content, and refuses bytes that only start like a PNG', async () => {
    const url = '/api/v1/cargo/content_image';
    const honest = await injectMultipart(t.app, url, staff, [['file', blobOf(smallPng()), 'map.png']]);
    expect(honest.statusCode, honest.body).toBe(201);
    const fake = Buffer.concat([smallPng().subarray(0, 33), Buffer.from('<script>alert(1)</script>')]);
    const refused = await injectMultipart(t.app, url, staff, [['file', blobOf(fake), 'fake.png']]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', fields: { file: ['image'] } });
  });
});
