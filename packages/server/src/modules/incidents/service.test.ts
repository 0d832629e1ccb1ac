import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentFilterSchema, type IncidentFilter } from '@cargo-sentry/contracts/incident-filter';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { readReferenceCache } from './references';
import { seedDemoIncidents } from '../../db/seed/seed-incidents';
import { getMapClusters, getSummary, listIncidents, type IncidentContext } from './service';

const filters: string[] = [
  '',
  'geo=district:3',
  'geo=district:1&geo=city:10',
  'price=1',
  'price=6&category=2',
  'cargo=3,5&date_from=2024-01-01',
  'search=смартфон',
  'country=3',
  'category=0',
  'date_from=2025-01-01&date_to=2025-06-30&price=2,3',
];

function parse(query: string): IncidentFilter {
  const params = new URLSearchParams(query);
  const lists = ['country', 'geo', 'cargo', 'price', 'category'];
  return incidentFilterSchema.parse(
    Object.fromEntries(
      [...new Set(params.keys())].map((k) => [k, lists.includes(k) ? params.getAll(k) : params.get(k)]),
    ),
  );
}

describe(`incident index and SQL agree (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let sqlCtx: IncidentContext;
  let indexCtx: IncidentContext;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    expect(await seedDemoIncidents(database, 2000, { seed: 7, today: '2026-11-22' })).toBe(2000);
    const references = await readReferenceCache(database.db);
    sqlCtx = { database, db: database.db, references, useIndex: false };
    indexCtx = { ...sqlCtx, useIndex: true };
  });
  afterAll(() => drop());

  it('seeds only once', async () => {
    expect(await seedDemoIncidents(database, 2000)).toBe(0);
  });

  for (const viewer of [{ accessLevel: 'full' as const }, { accessLevel: 'limited' as const }]) {
    it(`gives the same counts, summaries and cluster totals for a ${viewer.accessLevel} user`, async () => {
      for (const query of filters) {
        const filter = parse(query);
        const paging = { page: 1, page_size: 5 };
        const [a, b] = await Promise.all([
          listIncidents(sqlCtx, viewer, filter, paging, '/x'),
          listIncidents(indexCtx, viewer, filter, paging, '/x'),
        ]);
        expect(b.count, query).toBe(a.count);
        expect(b.results, query).toEqual(a.results);
        expect(await getSummary(indexCtx, viewer, filter), query).toEqual(await getSummary(sqlCtx, viewer, filter));
        const view = { bbox: [19, 35, 179, 80] as [number, number, number, number], zoom: 4 };
        const [c, d] = [
          await getMapClusters(sqlCtx, viewer, filter, view),
          await getMapClusters(indexCtx, viewer, filter, view),
        ];
        expect(d.total, query).toBe(c.total);
        expect(d.count.reduce((s, n) => s + n, 0)).toBe(d.total);
        expect(c.count.reduce((s, n) => s + n, 0)).toBe(c.total);
        expect([...d.count].sort(), query).toEqual([...c.count].sort());
      }
    });
  }
});
