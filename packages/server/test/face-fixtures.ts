import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { registryWantedPersons } from '../src/db/schema/registry';
import type { UserRow } from '../src/db/schema/users';
import { packagePath } from '../src/platform/package-path';
import { createStaff, createUser, injectMultipart, type TestUser } from './factories';
import { incidentRow, insertIncidents } from './incident-builders';

/** A photo of the shipped face set (`fixtures/faces`, licences in its LICENSE.md). */
export const faceFixture = (name: string) => readFileSync(packagePath('fixtures', 'faces', name));

/** Bytes as the JPEG file a browser would upload. */
export const jpegBlob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

/** Staff add `file` of the face set to the gallery, with the person and source record in `fields`. */
export function addGalleryFace(
  app: FastifyInstance,
  who: Pick<UserRow, 'id'>,
  file: string,
  fields: [string, string][],
) {
  return injectMultipart(app, '/api/v1/cargo/face_gallery', who, [
    ['file', jpegBlob(faceFixture(file)), file.split('/').at(-1)],
    ...fields,
  ]);
}

/**
 * What the face-check tests start from: a staff member to fill the gallery, a user with checks to
 * spend, an incident and a wanted person (Collins of the face set) for faces to be linked to.
 */
export async function createFaceCheckSubjects(
  database: Database,
): Promise<{ staff: TestUser; user: TestUser; incidentId: number; wantedId: number }> {
  const staff = await createStaff(database);
  const user = await createUser(database, { verificationCount: 20 });
  const [incidentId] = await insertIncidents(database, [incidentRow()]);
  const [wanted] = await database.db
    .insert(registryWantedPersons)
    .values({ lastName: 'Коллинз', firstName: 'Айлин', birthDate: '1956-11-19', reason: 'мошенничество' })
    .returning({ id: registryWantedPersons.id });
  return { staff, user, incidentId, wantedId: wanted.id };
}
