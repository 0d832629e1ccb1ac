import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { faceMatchThreshold } from '@cargo-sentry/contracts/face-gallery/face-gallery';
import type { FaceResult } from '@cargo-sentry/contracts/verification/results';
import {
  authHeader,
  createUser,
  injectMultipart,
  multipartBody,
  openTicket,
  type MultipartPart,
  type TestUser,
} from '../../../test/factories';
import { addGalleryFace, createFaceCheckSubjects, faceFixture, jpegBlob } from '../../../test/face-fixtures';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { verificationTickets } from '../../db/schema/verification';

const product = '/api/v1/cargo';

/**
 * The face check end to end with the real model on the shipped fixtures (fixtures/faces/LICENSE.md):
 * staff add two persons' faces to the gallery, then a user's other photo of one person matches that
 * person only. Each photo is one inference (~0.3 s), so the file keeps their number small.
 */
describe(`face check (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let user: TestUser;
  let incidentId: number;
  let wantedId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ staff, user, incidentId, wantedId } = await createFaceCheckSubjects(t.database));
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, who: TestUser, parts: MultipartPart[]) =>
    injectMultipart(t.app, `${product}${url}`, who, parts);
  const addFace = (who: TestUser, file: string, fields: [string, string][]) => addGalleryFace(t.app, who, file, fields);

  const ticketOf = (who: TestUser) => openTicket(t.app, who);
  const checkFace = async (who: TestUser, blob: Blob, filename: string, ticket?: string) =>
    post('/verification/check_face', who, [
      ['ticket', ticket ?? (await ticketOf(who))],
      ['biometric_consent', 'true'],
      ['file', blob, filename],
    ]);

  it('lets staff add faces with their incident or wanted-person record, and lists them', async () => {
    const hopper = await addFace(staff, 'sources/hopper.jpg', [
      ['person_name', 'Хоппер Грейс'],
      ['source_kind', 'incident'],
      ['incident_id', String(incidentId)],
    ]);
    expect(hopper.statusCode).toBe(201);
    expect(hopper.json()).toMatchObject({
      person_name: 'Хоппер Грейс',
      incident_id: incidentId,
      wanted_person_id: null,
    });
    const collins = await addFace(staff, 'sources/collins.jpg', [
      ['person_name', 'Коллинз Айлин'],
      ['source_kind', 'wanted'],
      ['wanted_person_id', String(wantedId)],
      ['birth_date', '1956-11-19'],
    ]);
    expect(collins.statusCode).toBe(201);
    const list = await t.app.inject({ url: `${product}/face_gallery`, headers: await authHeader(t.app, staff) });
    expect(list.json()).toMatchObject({ count: 2 });
  }, 60_000);

  it('refuses a gallery photo without exactly one face, an unknown incident, and a non-staff user', async () => {
    const noFace = await addFace(staff, 'no-face.jpg', [
      ['person_name', 'Никто'],
      ['source_kind', 'incident'],
      ['incident_id', String(incidentId)],
    ]);
    expect(noFace.statusCode).toBe(400);
    expect(noFace.json()).toMatchObject({ fields: { file: ['no_face'] } });
    const unknown = await addFace(staff, 'labelled/hopper-1.jpg', [
      ['person_name', 'Хоппер Грейс'],
      ['source_kind', 'incident'],
      ['incident_id', String(incidentId + 1000)],
    ]);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', fields: { incident_id: ['not_found'] } });
    const notStaff = await addFace(user, 'labelled/hopper-1.jpg', [
      ['person_name', 'Хоппер Грейс'],
      ['source_kind', 'incident'],
      ['incident_id', String(incidentId)],
    ]);
    expect(notStaff.statusCode).toBe(403);
  }, 60_000);

  it('matches another photo of a gallery person with that person only, and keeps the result on the ticket', async () => {
    const ticket = await ticketOf(user);
    const res = await checkFace(user, jpegBlob(faceFixture('demo-photo.jpg')), 'driver.jpg', ticket);
    expect(res.statusCode).toBe(200);
    const result = res.json<FaceResult>();
    expect(result.message_code).toBe('matches');
    expect(result.matches).toEqual([
      expect.objectContaining({
        name: 'Хоппер Грейс',
        source_kind: 'incident',
        incident_id: incidentId,
        source: `incident ${incidentId}`,
      }),
    ]);
    expect(result.matches[0].similarity).toBeGreaterThanOrEqual(faceMatchThreshold);
    expect(result.uploaded_face).toMatch(/^data:image\/png;base64,/);
    expect(result.message).toBe('Найдены совпадения в базе лиц: 1');
    const [row] = await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.id, ticket));
    expect(row.results).toMatchObject({ face: { message_code: 'matches' } });
    expect(row.inputs).toMatchObject({ photo: 'driver.jpg' });
  }, 60_000);

  it('refuses the face check without the written consent to biometric processing, and records it when given (issue 28 §3)', async () => {
    const ticket = await ticketOf(user);
    const photo = jpegBlob(faceFixture('demo-photo.jpg'));
    for (const consent of [[], [['biometric_consent', 'false']]] as MultipartPart[][]) {
      const refused = await post('/verification/check_face', user, [
        ['ticket', ticket],
        ...consent,
        ['file', photo, 'd.jpg'],
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'biometric_consent_required' });
    }
    const [before] = await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.id, ticket));
    expect(before.biometricConsentAt).toBeNull();
    expect(before.results).toEqual({});
    expect((await checkFace(user, photo, 'd.jpg', ticket)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.id, ticket));
    expect(after.biometricConsentAt).toBeInstanceOf(Date);
  }, 60_000);

  it('matches the other person by their own photo, and a photo of nobody in the gallery with no one', async () => {
    const collins = (
      await checkFace(user, jpegBlob(faceFixture('labelled/collins-5.jpg')), 'c.jpg')
    ).json<FaceResult>();
    expect(collins.matches.map((match) => [match.name, match.source_kind, match.wanted_person_id])).toEqual([
      ['Коллинз Айлин', 'wanted', wantedId],
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `${product}/face_gallery/${(await t.app.inject({ url: `${product}/face_gallery`, headers: await authHeader(t.app, staff) })).json<{ results: { id: number; person_name: string }[] }>().results.find((f) => f.person_name === 'Коллинз Айлин')!.id}`,
      headers: await authHeader(t.app, staff),
    });
    const gone = (await checkFace(user, jpegBlob(faceFixture('labelled/collins-5.jpg')), 'c.jpg')).json<FaceResult>();
    expect(gone).toMatchObject({ matches: [], message_code: 'no_match', message: 'Совпадений в базе лиц не найдено' });
    expect(gone.uploaded_face).not.toBeNull();
  }, 60_000);

  it('says so when the photo has no face or several faces', async () => {
    const none = (await checkFace(user, jpegBlob(faceFixture('no-face.jpg')), 'cup.jpg')).json<FaceResult>();
    expect(none).toEqual({
      matches: [],
      uploaded_face: null,
      message_code: 'no_face',
      message: expect.stringContaining('не найдено лицо'),
    });
    const two = (await checkFace(user, jpegBlob(faceFixture('two-faces.jpg')), 'two.jpg')).json<FaceResult>();
    expect(two).toEqual({
      matches: [],
      uploaded_face: null,
      message_code: 'several_faces',
      message: expect.stringContaining('несколько лиц'),
    });
  }, 60_000);

  it('refuses a file that is not a .jpg/.png photo with 400 and one of 20 MB with 413', async () => {
    const text = await checkFace(user, new Blob(['not a photo'], { type: 'text/plain' }), 'notes.txt');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'validation_failed' });
    const disguised = await checkFace(user, new Blob(['GIF89a…'], { type: 'image/png' }), 'face.png');
    expect(disguised.statusCode).toBe(400);
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set(faceFixture('demo-photo.jpg'));
    const tooLarge = await checkFace(user, jpegBlob(huge), 'huge.jpg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('is refused when an admin disabled the face check for the user, without a ticket of their own, and signed out', async () => {
    const disabled = await createUser(t.database, { verificationCount: 5, disabledChecks: ['face'] });
    const refused = await checkFace(disabled, jpegBlob(faceFixture('demo-photo.jpg')), 'd.jpg');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'check_disabled' });
    const others = await checkFace(user, jpegBlob(faceFixture('demo-photo.jpg')), 'd.jpg', await ticketOf(staff));
    expect(others.statusCode).toBe(404);
    const form = new FormData();
    form.append('ticket', await ticketOf(user));
    form.append('file', jpegBlob(faceFixture('demo-photo.jpg')), 'd.jpg');
    const { payload, headers } = await multipartBody(form);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${product}/verification/check_face`,
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
