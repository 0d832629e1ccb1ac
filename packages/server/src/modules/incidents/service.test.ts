import { comparisonPeriods } from '@cargo-sentry/contracts/analysis/analysis';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  incidentFilterSchema,
  normalizeFilter,
  type IncidentFilter,
  type NormalizedFilter,
} from '@cargo-sentry/contracts/incidents/incident-filter';
import { clusterCellPixels } from '@cargo-sentry/contracts/incidents/incidents';
import {
  clusterIncidentCells,
  countIncidents,
  damageInWindows,
  listIncidentIds,
  summarizeIncidents,
} from '../../../test/incident-sql-reference';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { createIncidentIndex, incidentWhere, type IncidentViewer, type IndexOptions } from '../incident-index/service';
import { seedDemoIncidents } from '../../db/seed/seed-incidents';
import { createIncidentContext, getMapClusters, getSummary, listIncidents, type IncidentContext } from './service';

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

/** `getSummary` computed by the SQL reference. */
async function sqlSummary(database: Database, filter: NormalizedFilter, viewer: IncidentViewer) {
  const windows = comparisonPeriods(filter, todayIso());
  const undated = { ...filter, dateFrom: undefined, dateTo: undefined };
  const [summary, damage] = await Promise.all([
    summarizeIncidents(database.db, incidentWhere(filter, viewer)),
    damageInWindows(database.db, incidentWhere(undated, viewer), windows.current, windows.previous),
  ]);
  return {
    total: summary.total,
    on_map: summary.onMap,
    damage: summary.damage,
    damage_avg: summary.total ? Math.round(summary.damage / summary.total) : 0,
    max_date: summary.maxDate,
    min_date: summary.minDate,
    damage_change:
      damage.previous > 0 ? Math.round(((damage.current - damage.previous) / damage.previous) * 1000) / 10 : null,
    damage_increased: damage.current > damage.previous,
  };
}

/**
 * List pages newest first by walking the newest-first order, by sorting the filter's selection
 * (both with nothing kept) and from the newest slots kept with a cached selection.
 */
const pagePaths = [
  { newestPath: 'walk', selectionCacheSize: 0 },
  { newestPath: 'sort', selectionCacheSize: 0 },
  { selectionCacheSize: 64 },
] as const;

describe(`incident index and the SQL reference agree (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: IncidentContext;
  let pageContexts: IncidentContext[];
  const contextWith = (options: Partial<IndexOptions>) =>
    createIncidentContext(database, createIncidentIndex(database, { workers: 2, ...options }));

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    expect(await seedDemoIncidents(database, 2000, { seed: 7, today: '2026-11-22' })).toBe(2000);
    ctx = await contextWith({});
    pageContexts = await Promise.all(pagePaths.map(contextWith));
  });
  afterAll(async () => {
    await Promise.all([ctx, ...pageContexts].map((c) => c?.index.close()));
    await drop();
  });

  it('seeds only once', async () => {
    expect(await seedDemoIncidents(database, 2000)).toBe(0);
  });

  for (const viewer of [{ accessLevel: 'full' as const }, { accessLevel: 'limited' as const }]) {
    it(`gives the same counts, summaries and cluster totals for a ${viewer.accessLevel} user`, async () => {
      for (const query of filters) {
        const filter = parse(query);
        const normalized = normalizeFilter(filter, new Date().toISOString().slice(0, 10));
        const where = incidentWhere(normalized, viewer);
        const list = await listIncidents(ctx, viewer, filter, { page: 1, page_size: 5 }, '/x');
        expect(list.count, query).toBe(await countIncidents(database.db, where));
        const pastTheEnd = await listIncidents(ctx, viewer, filter, { page: 99_999, page_size: 5 }, '/x');
        expect({ results: pastTheEnd.results, count: pastTheEnd.count }, query).toEqual({
          results: [],
          count: list.count,
        });
        // newest first, ties by id: the first pages, one past a common day's many incidents, and the
        // end; by walking the newest-first order, by sorting the filter's selection (both with
        // nothing kept) and from the newest slots kept with a cached selection (each page twice)
        for (const [i, paths] of pagePaths.entries()) {
          for (const [page, size] of [
            [1, 5],
            [2, 7],
            [9, 30],
            [Math.ceil(list.count / 3) || 1, 3],
            [1, 5],
          ]) {
            const paging = { page, page_size: size };
            const { results } = await listIncidents(pageContexts[i], viewer, filter, paging, '/x');
            expect(
              results.map((r) => r.id),
              `${query} page ${page} of ${size}, ${JSON.stringify(paths)}`,
            ).toEqual(await listIncidentIds(database.db, where, size, (page - 1) * size));
          }
        }
        expect(await getSummary(ctx, viewer, filter), query).toEqual(await sqlSummary(database, normalized, viewer));
        // what a request whose data version the index lacks gets from SQL (decision 0044): the same answers
        expect(await getSummary(ctx, viewer, filter, 'database'), query).toEqual(await getSummary(ctx, viewer, filter));
        for (const page of [1, 3, 99_999]) {
          const paging = { page, page_size: 7 };
          expect(await listIncidents(ctx, viewer, filter, paging, '/x', 'database'), `${query} page ${page}`).toEqual(
            await listIncidents(ctx, viewer, filter, paging, '/x'),
          );
        }
        // the whole country, and views narrow enough to scan only their longitude strips
        for (const [west, south, east, north, zoom] of [
          [19, 35, 179, 80, 4],
          [35.5, 54.8, 39.7, 56.6, 8],
          [37.3, 55.55, 37.9, 55.92, 11],
          [38.2, 44.5, 41.7, 48.1, 9],
        ]) {
          const clusters = await getMapClusters(ctx, viewer, filter, { bbox: [west, south, east, north], zoom });
          const mercX = (lon: number) => (lon + 180) / 360;
          const mercY = (lat: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;
          const box = { x1: mercX(west), y1: mercY(north), x2: mercX(east), y2: mercY(south) };
          const reference = await clusterIncidentCells(
            database.db,
            where,
            box,
            (2 ** clusters.zoom * 256) / clusterCellPixels,
          );
          const view = `${query} @ ${west},${south},${east},${north}`;
          expect(clusters.total, view).toBe(reference.reduce((sum, r) => sum + r.n, 0));
          expect(clusters.count.reduce((sum, n) => sum + n, 0)).toBe(clusters.total);
          expect([...clusters.count].sort(), view).toEqual(reference.map((r) => r.n).sort());
        }
      }
    });
  }
});
