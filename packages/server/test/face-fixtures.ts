import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../src/db/schema/users';
import { packagePath } from '../src/platform/package-path';
import { injectMultipart } from './factories';

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
