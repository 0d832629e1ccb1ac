import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentRow, insertIncidents } from '../../../test/incident-builders';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { registryWantedPersons } from '../../db/schema/registry';
import { checkFace, createFaceGallery } from './service';
import { FaceThread } from '../../platform/faces/face-thread';
import { packagePath } from '../../platform/package-path';
import { seedDemoFaces } from '../../db/seed/seed-faces';

/** README "Face check": the demo gallery makes the committed demo photo match, once. */
describe(`demo face gallery (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let incidentId: number;
  const faces = new FaceThread();

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    [incidentId] = await insertIncidents(database, [incidentRow()]);
    await database.db
      .insert(registryWantedPersons)
      .values({ lastName: 'Коллинз', firstName: 'Айлин', birthDate: '1956-11-19', reason: 'демо' });
  }, 60_000);
  afterAll(async () => {
    await faces.close();
    await drop();
  });

  it('lists two persons once, and the demo photo matches the one under the first incident', async () => {
    expect(await seedDemoFaces(database, faces)).toBe(2);
    expect(await seedDemoFaces(database, faces)).toBe(0);
    const result = await checkFace(
      createFaceGallery(database, faces),
      readFileSync(packagePath('fixtures', 'faces', 'demo-photo.jpg')),
    );
    expect(result.matches.map((match) => [match.name, match.incident_id])).toEqual([['Хоппер Грейс', incidentId]]);
  }, 60_000);
});
