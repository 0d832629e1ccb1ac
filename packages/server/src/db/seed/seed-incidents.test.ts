import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../client';
import { loadReferenceData } from '../reference-data';
import { insertGeneratedIncidents } from './seed-incidents';

const indexNames = (database: Database) =>
  database.withSession((s) =>
    s.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'incidents' ORDER BY 1`,
    ),
  );

describe(`bulk incident seed (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await loadReferenceData(database);
  }, 180_000);
  afterAll(() => drop?.());

  it('drops the secondary indexes for the load and builds every one of them again', async () => {
    const before = await indexNames(database);
    expect(before.length).toBeGreaterThan(10);
    const inserted = await insertGeneratedIncidents(database, 1500, { rebuildIndexes: true, batchSize: 500 });
    expect(inserted).toBe(1500);
    expect(await indexNames(database)).toEqual(before);
    const [row] = await database.withSession((s) =>
      s.query<{ n: string }>('SELECT count(*)::text AS n FROM incidents'),
    );
    expect(Number(row.n)).toBe(1500);
  }, 120_000);
});
