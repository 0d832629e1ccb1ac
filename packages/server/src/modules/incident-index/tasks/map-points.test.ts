import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { Columns, type IndexRow } from '../columns';
import { buildSpatialOrder } from '../spatial-order';
import { cellWindow, emptyTotals, foldPoints, rowsOf } from './map-cells';
import { canAnswerFromPoints, cellTotalsOf, mapPointsOfSelection } from './map-points';

function columnsOf(points: { lat: number; lon: number; category: number }[]): Columns {
  const columns = new Columns(points.length + 1);
  points.forEach(({ lat, lon, category }, p) => {
    const row: IndexRow = {
      id: p + 1,
      day: 19_000,
      country: 1,
      district: 3,
      region: 1,
      city: 1,
      cargo: 1,
      category,
      attack: 1,
      scene: 1,
      source: 1,
      price: 100,
      priceRange: 1,
      lat,
      lon,
    };
    columns.set(p, row);
    columns.size += 1;
  });
  return columns;
}

// Points where cells meet (every power-of-two grid has an edge at 0°, ±90°, 45°…), on ±180°,
// beyond the Mercator limit, without coordinates, and a dense city.
const awkward = [
  ...[-180, -90, -45, 0, 22.5, 45, 90, 135, 180].flatMap((lon) =>
    [0, 45, 66.51326044311186, 85.0511, 89].map((lat) => ({ lat, lon })),
  ),
  { lat: Number.NaN, lon: Number.NaN },
];

describe('map points (whole cells as runs of Morton codes)', () => {
  let columns: Columns;
  const sample = fc.sample(
    fc.record({
      lat: fc.oneof(fc.double({ min: -89, max: 89, noNaN: true }), fc.double({ min: 55.5, max: 55.9, noNaN: true })),
      lon: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: 37.3, max: 37.9, noNaN: true })),
    }),
    { numRuns: 20_000, seed: 11 },
  );

  beforeAll(() => {
    columns = columnsOf([...sample, ...awkward].map((p, i) => ({ ...p, category: 1 + (i % 3) })));
  });

  it('give every cell of every view the count, centre and single id of folding each point', async () => {
    const order = buildSpatialOrder(columns);
    const filters = [emptyFilter, { ...emptyFilter, categories: [2] }];
    const views = fc.sample(
      fc.record({
        // up to 360°: a view past 180° holds the points beyond the antimeridian, shifted by 360°
        west: fc.double({ min: -180, max: 359, noNaN: true }),
        width: fc.oneof(fc.double({ min: 0.001, max: 2, noNaN: true }), fc.double({ min: 1, max: 360, noNaN: true })),
        south: fc.double({ min: -85, max: 84, noNaN: true }),
        height: fc.double({ min: 0.001, max: 170, noNaN: true }),
        zoom: fc.integer({ min: 0, max: 22 }),
      }),
      { numRuns: 300, seed: 12 },
    );
    // whole-world and cell-aligned views too: their edges fall exactly on cell boundaries
    const aligned = [
      { west: -180, width: 360, south: -85, height: 170, zoom: 0 },
      { west: 0, width: 90, south: 0, height: 66.51326044311186, zoom: 2 },
      { west: -45, width: 135, south: -85.0511, height: 170.1022, zoom: 5 },
      { west: 37.3, width: 0.6, south: 55.5, height: 0.4, zoom: 15 },
      // the map's first view of Russia (to Chukotka, past 180°), and views from or to 180° exactly
      { west: 19, width: 161, south: 40, height: 38, zoom: 3 },
      { west: 19, width: 200, south: 40, height: 38, zoom: 3 },
      { west: 180, width: 90, south: -85, height: 170, zoom: 2 },
      { west: 90, width: 270, south: -85, height: 170, zoom: 4 },
      { west: -180, width: 540, south: -85, height: 170, zoom: 1 },
    ];
    for (const filter of filters) {
      const all = new Int32Array(columns.size);
      let k = 0;
      for (let p = 0; p < columns.size; p++)
        if (filter.categories.length === 0 || columns.category[p] === 2) all[k++] = p;
      const points = mapPointsOfSelection(columns, 0, all.subarray(0, k), order);
      let answered = 0;
      let pastAntimeridian = 0;
      for (const v of [...aligned, ...views]) {
        const bbox = [v.west, v.south, Math.min(360, v.west + v.width), Math.min(85.0511, v.south + v.height)];
        const window = cellWindow(bbox, 2 ** (v.zoom + 2));
        if (window.nx * window.ny > 70_000) continue;
        expect(canAnswerFromPoints(window)).toBe(true);
        answered += 1;
        if (bbox[2] >= 180) pastAntimeridian += 1;
        const expected = emptyTotals(window);
        foldPoints(columns, all, 0, k, window, expected);
        const actual = cellTotalsOf(points, window);
        const view = JSON.stringify(v);
        expect([...actual.n], view).toEqual([...expected.n]);
        const single = (t: typeof actual) => rowsOf(t).map((r) => (r.n === 1 ? r.id : 0));
        expect(single(actual), view).toEqual(single(expected));
        for (let s = 0; s < actual.n.length; s++) {
          if (actual.n[s] === 0) continue;
          expect(actual.sumLat[s] / actual.n[s]).toBeCloseTo(expected.sumLat[s] / expected.n[s], 7);
          expect(actual.sumLon[s] / actual.n[s]).toBeCloseTo(expected.sumLon[s] / expected.n[s], 7);
        }
      }
      expect(answered).toBeGreaterThan(150);
      expect(pastAntimeridian).toBeGreaterThan(20);
    }
  });

  it('are the entries of the Morton order that a selection holds, in that order (any selection, dead slots too)', () => {
    const dead = columnsOf(sample.slice(0, 3_000).map((p, i) => ({ ...p, category: 1 + (i % 3) })));
    for (let p = 0; p < dead.size; p += 7) dead.kill(p);
    for (const c of [columns, dead]) {
      const order = buildSpatialOrder(c);
      for (const share of [0, 0.001, 0.05, 0.5, 1]) {
        const random = fc.sample(fc.double({ min: 0, max: 1, noNaN: true }), { numRuns: c.size, seed: 7 });
        const positions = Int32Array.from(random.flatMap((r, p) => (c.alive[p] === 1 && r < share ? [p] : [])));
        const points = mapPointsOfSelection(c, 3, positions, order);
        // the reference: walk the whole order and keep the selected entries
        const selected = new Set(positions);
        const slots: number[] = [];
        const codes: number[] = [];
        const sumLat = [0];
        const sumLon = [0];
        order.slots.forEach((p, i) => {
          if (!selected.has(p)) return;
          slots.push(p);
          codes.push(order.codes[i]);
          sumLat.push(sumLat[sumLat.length - 1] + c.lat[p]);
          sumLon.push(sumLon[sumLon.length - 1] + c.lon[p]);
        });
        expect(points.version).toBe(3);
        expect([...points.slots]).toEqual(slots);
        expect([...points.codes]).toEqual(codes);
        expect([...points.sumLat]).toEqual(sumLat);
        expect([...points.sumLon]).toEqual(sumLon);
      }
    }
  });
});
