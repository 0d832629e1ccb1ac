import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../client';
import { queryFirstRow } from '../rows';
import { faceModelName } from '../../platform/faces/face-model';
import type { FaceThread } from '../../platform/faces/face-thread';
import { packagePath } from '../../platform/package-path';

/**
 * The demo face gallery (issue 13 §1, README "Demo cases"): Grace Hopper's portrait linked to the
 * first demo incident, Eileen Collins' listed as the first demo wanted person, each described by
 * the real model once, here, as a staff upload would be. `fixtures/faces/demo-photo.jpg` (another
 * photo of Grace Hopper: rotated, smaller, recompressed) then matches the first. Public-domain
 * photos: fixtures/faces/LICENSE.md. Nothing is added while the gallery has any face. `faces` is
 * the face model's thread that describes them.
 */
export async function seedDemoFaces(database: Database, faces: FaceThread): Promise<number> {
  const { db } = database;
  const present = await db.execute(sql`SELECT 1 FROM face_gallery LIMIT 1`);
  if (present.rows.length > 0) return 0;
  const idRow = z.object({ id: z.number().int() });
  const incident = await queryFirstRow(
    db,
    'first demo incident',
    idRow,
    sql`SELECT id::float8 AS id FROM incidents ORDER BY id LIMIT 1`,
  );
  const wanted = await queryFirstRow(
    db,
    'first demo wanted person',
    idRow,
    sql`SELECT id FROM registry_wanted_persons ORDER BY id LIMIT 1`,
  );
  const demoFaces = [
    incident && { file: 'hopper.jpg', name: 'Хоппер Грейс', kind: 'incident', incident: incident.id, wanted: null },
    wanted && { file: 'collins.jpg', name: 'Коллинз Айлин', kind: 'wanted', incident: null, wanted: wanted.id },
  ].filter((face) => !!face);
  for (const face of demoFaces) {
    const {
      faces: [found],
    } = await faces.describePhoto(await readFile(packagePath('fixtures', 'faces', 'sources', face.file)));
    if (!found) throw new Error(`no face in the demo photo ${face.file}`);
    const embedding = Buffer.from(found.embedding.buffer, found.embedding.byteOffset, found.embedding.byteLength);
    await db.execute(sql`INSERT INTO face_gallery (person_name, source_kind, incident_id, wanted_person_id, note, model, embedding)
      VALUES (${face.name}, ${face.kind}, ${face.incident}, ${face.wanted}, 'демо', ${faceModelName}, ${embedding})`);
  }
  return demoFaces.length;
}
