import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createStaff, createUser, multipartBody, onePixelPng } from '../../../test/factories';
import { storeFile } from '../files/service';

const upload = '/api/v1/cargo/content_image';

describe(`content images (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffId: number;
  let staff: { authorization: string };
  let user: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    const staffUser = await createStaff(t.database);
    staffId = staffUser.id;
    staff = await authHeader(t.app, staffUser);
    user = await authHeader(t.app, await createUser(t.database));
  });
  afterAll(() => t.close());

  async function send(bytes: Buffer, filename: string, headers = staff) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const { payload, headers: contentType } = await multipartBody(form);
    return t.app.inject({ method: 'POST', url: upload, payload, headers: { ...headers, ...contentType } });
  }

  it('keeps a PNG staff upload and serves it to anyone by its path, as an image', async () => {
    const res = await send(onePixelPng, 'схема.png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/v1\/cargo\/content_image\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('refuses what is not a JPEG or PNG, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name] of [
      [svg, 'a.svg'],
      [svg, 'a.png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'a.jpg'],
    ] as const) {
      const res = await send(bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('refuses uploads to a non-staff user', async () => {
    expect((await send(onePixelPng, 'a.png', user)).statusCode).toBe(403);
  });

  it('does not serve other stored files (photos, attachments) through this path', async () => {
    const other = await storeFile(t.database.db, {
      ownerId: staffId,
      name: 'passport.png',
      mimeType: 'image/png',
      data: onePixelPng,
    });
    expect((await t.app.inject({ url: `${upload}/${other.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${upload}/not-a-uuid` })).statusCode).toBe(400);
  });
});
