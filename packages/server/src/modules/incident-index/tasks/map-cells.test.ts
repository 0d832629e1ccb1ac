import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyFilter, type NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { openTestDatabase } from '../../../../test/test-app';
import { deleteAllIncidents, incidentRow, insertIncidentRows } from '../../../../test/incident-rows';
import type { Database } from '../../../db/client';
import { loadReferenceData } from '../../../db/reference-data';
import { ColumnarIndex } from '../incident-index';
import { clusterSelection } from '../map-clusters';
import { cellWindow, mapCellsOnWorkers, rowsOf, type ClusterCellRow } from './map-cells';

const none = emptyFilter;
const full = { accessLevel: 'full' as const };
const row = incidentRow;
const cellsAt = (zoom: number) => (2 ** zoom * 256) / 64;
const boxes = [
  [-180, -85, 180, 85],
  [30, 50, 60, 60],
  [37.5, 55.5, 37.8, 55.9],
  // across the antimeridian: Chukotka's points west of −168° count as east of 180°
  [170, 60, 200, 70],
];

/** Cluster rows on the main thread and, split over the two index workers, in the same order. */
async function bothWays(index: ColumnarIndex, filter: NormalizedFilter, box: number[], zoom: number) {
  const window = cellWindow(box, cellsAt(zoom));
  const main = clusterSelection(await index.filterPositions(filter, full), window);
  const { columns, compiled, list } = await index.prepareScan(filter, full);
  const pool = index.workers();
  if (!pool) throw new Error('the index workers did not start');
  const totals = await mapCellsOnWorkers(pool, columns, { compiled, list }, window);
  return { main, workers: rowsOf(totals) };
}

const sumOf = (rows: ClusterCellRow[]) => rows.reduce((a, r) => a + r.n, 0);

describe('map cells', () => {
  let database: Database;
  let drop: () => Promise<void>;
  /** Its two workers take every pass longer than one slot; it follows each test's rows through the change log. */
  let index: ColumnarIndex;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    index = new ColumnarIndex(database, { workers: 2, minRangeLength: 1 });
    await loadReferenceData(database);
  }, 180_000);
  afterAll(async () => {
    await index?.close();
    await drop?.();
  });
  beforeEach(() => deleteAllIncidents(database));

  it('add up to the filtered incidents in the bbox at every zoom, the same on workers as on the main thread', async () => {
    const points = fc.sample(
      fc.record({
        lat: fc.double({ min: 41, max: 75, noNaN: true }),
        lon: fc.oneof(fc.double({ min: 19, max: 180, noNaN: true }), fc.double({ min: -180, max: -168, noNaN: true })),
        district: fc.constantFrom(1, 3, 5),
      }),
      { numRuns: 3000, seed: 7 },
    );
    const moscow = fc.sample(
      fc.record({
        lat: fc.double({ min: 55.5, max: 55.9, noNaN: true }),
        lon: fc.double({ min: 37.5, max: 37.8, noNaN: true }),
        district: fc.constant(3),
      }),
      { numRuns: 50, seed: 8 },
    );
    await insertIncidentRows(
      database,
      [...points, ...moscow].map((p, i) => row({ lat: p.lat, lon: p.lon, federal_district_id: p.district, price: i })),
    );
    await insertIncidentRows(database, [row({ lat: null, lon: null })]);
    for (const filter of [none, { ...none, districts: [3, 5] }]) {
      const selection = await index.filterPositions(filter, full);
      const { lat, lon } = selection.columns;
      for (const [west, south, east, north] of boxes) {
        const inside = [...selection.positions].filter((p) => {
          const x = lon[p] < west ? lon[p] + 360 : lon[p];
          return !Number.isNaN(lat[p]) && lat[p] >= south && lat[p] <= north && x >= west && x <= east;
        }).length;
        expect(inside).toBeGreaterThan(0);
        for (const zoom of [0, 2, 4, 6, 9]) {
          const { main, workers } = await bothWays(index, filter, [west, south, east, north], zoom);
          expect(sumOf(main)).toBe(inside);
          expect(workers.map((r) => [r.n, r.id])).toEqual(main.map((r) => [r.n, r.id]));
          workers.forEach((r, i) => {
            expect(r.lat).toBeCloseTo(main[i].lat, 9);
            expect(r.lon).toBeCloseTo(main[i].lon, 9);
            expect(r.lon).toBeGreaterThanOrEqual(-180);
            expect(r.lon).toBeLessThanOrEqual(180);
          });
        }
      }
    }
  });

  it('put a cluster at the mean of its points and give a single point its id', async () => {
    const [a, b, c] = await insertIncidentRows(database, [
      row({ lat: 45.0, lon: 38.9 }),
      row({ lat: 45.1, lon: 39.0 }),
      row({ lat: 59.9, lon: 30.3 }),
    ]);
    const { main, workers } = await bothWays(index, none, [0, 0, 180, 85], 3);
    for (const rows of [main, workers]) {
      const krasnodar = rows.find((r) => r.n === 2)!;
      expect(krasnodar.lat).toBeCloseTo(45.05, 9);
      expect(krasnodar.lon).toBeCloseTo(38.95, 9);
      const single = rows.find((r) => r.n === 1)!;
      expect(single.id).toBe(c.id);
      expect([a.id, b.id]).not.toContain(single.id);
    }
  });
});
