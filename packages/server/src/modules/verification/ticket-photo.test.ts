import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maxPhotoBytes } from '@cargo-sentry/contracts/shared/uploads';
import {
  authHeader,
  createUser,
  injectMultipart,
  multipartBody,
  onePixelPng,
  type MultipartPart,
  type TestUser,
} from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { storedFiles } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { verificationTickets } from '../../db/schema/verification';

const product = '/api/v1/cargo';

/** get_ticket with the face photo sent as a file and name (docs/product.md#verification-calls), as multipart/form-data. */
describe(`get_ticket with a photo (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database, { verificationCount: 10 });
  });
  afterAll(() => t.close());

  const quota = async () =>
    (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0].verificationCount;
  const ticketCount = async () =>
    (await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.userId, user.id))).length;

  const getTicket = (parts: MultipartPart[]) =>
    injectMultipart(t.app, `${product}/verification/get_ticket`, user, parts);
  const png = (bytes: Uint8Array<ArrayBuffer> = onePixelPng) => new Blob([bytes], { type: 'image/png' });

  it('keeps the photo with the ticket, under the given name, and shows it when the ticket is re-opened', async () => {
    const res = await getTicket([
      ['consent', 'true'],
      ['photo', png(), 'IMG_0042.PNG'],
      ['name', 'driver.png'],
    ]);
    expect(res.statusCode).toBe(201);
    const ticket = res.json<{ ticket: string; photo: unknown; verification_count: number }>();
    expect(ticket.photo).toEqual({ name: 'driver.png', size: onePixelPng.length });
    expect(ticket.verification_count).toBe(9);

    const [row] = await t.database.db
      .select({ data: storedFiles.data, mimeType: storedFiles.mimeType, ownerId: storedFiles.ownerId })
      .from(verificationTickets)
      .innerJoin(storedFiles, eq(storedFiles.id, verificationTickets.photoFileId))
      .where(eq(verificationTickets.id, ticket.ticket));
    expect(Buffer.compare(row.data, onePixelPng)).toBe(0);
    expect(row).toMatchObject({ mimeType: 'image/png', ownerId: user.id });

    const detail = await t.app.inject({
      url: `${product}/verification_ticket/${ticket.ticket}`,
      headers: await authHeader(t.app, user),
    });
    expect(detail.json()).toMatchObject({ photo: { name: 'driver.png', size: onePixelPng.length } });
  });

  it('opens a ticket from form data without a photo, and still needs the consent there', async () => {
    const ok = await getTicket([['consent', 'true']]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ photo: null });
    const before = await quota();
    const refused = await getTicket([['photo', png(), 'face.png']]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', fields: { consent: [expect.any(String)] } });
    expect(await quota()).toBe(before);
  });

  it('refuses a file that is not a JPEG or PNG, whatever its name says, and spends nothing', async () => {
    const before = { quota: await quota(), tickets: await ticketCount() };
    const notAnImage = await getTicket([
      ['consent', 'true'],
      ['photo', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'face.png'],
    ]);
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toMatchObject({ code: 'validation_failed', fields: { 'photo.data': ['photo'] } });
    const wrongName = await getTicket([
      ['consent', 'true'],
      ['photo', png(), 'face.gif'],
    ]);
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ fields: { 'photo.filename': ['photo'] } });
    expect({ quota: await quota(), tickets: await ticketCount() }).toEqual(before);
  });

  it('refuses a photo over the size limit or a second file with 413 in the one error shape', async () => {
    const before = await quota();
    const huge = new Uint8Array(maxPhotoBytes + 1);
    huge.set(onePixelPng);
    const tooLarge = await getTicket([
      ['consent', 'true'],
      ['photo', png(huge), 'face.png'],
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'payload_too_large', detail: expect.any(String) });
    const twoFiles = await getTicket([
      ['consent', 'true'],
      ['photo', png(), 'a.png'],
      ['other', png(), 'b.png'],
    ]);
    expect(twoFiles.statusCode).toBe(413);
    expect(await quota()).toBe(before);
  });

  it('refuses form data on a check, which takes JSON only', async () => {
    const form = new FormData();
    form.append('autoGos', 'А777АА77');
    const { payload, headers } = await multipartBody(form);
    const res = await t.app.inject({
      method: 'POST',
      url: `${product}/verification/risk`,
      headers: { ...headers, ...(await authHeader(t.app, user)) },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
