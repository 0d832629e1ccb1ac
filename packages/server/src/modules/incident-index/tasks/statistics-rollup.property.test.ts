import fc from 'fast-check';
import { incidentFilterSchema, normalizeFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { expect, it } from 'vitest';
import { Columns, type IndexRow } from '../columns';
import { compileFilter, dayOf, isoOf } from '../filter';
import { passWindows, spanOf } from '../statistics-windows';
import type { WorkerPool } from '../worker-pool';
import { describeOnIndexWorkers } from '../../../../test/index-workers';
import { runStatisticsPass, type PassResult } from './statistics-pass';
import { buildMonthRollups, statisticsFromRollups } from './statistics-rollup';

/**
 * Statistics from the month rollups against the pass over every incident, for random incidents
 * (some deleted) and random date ranges and days of asking: equal counter for counter, and the
 * same top and last lists. The pass is the reference: the end-to-end property test checks it
 * against a row-by-row recomputation.
 */

const firstDay = dayOf('2022-11-15');
const lastDay = dayOf('2026-02-10');
const topLimit = 3;
const lastLimit = 10;
const categories = { robbery: 1, fraud: 2 };

/** A day near a month's first day (boundaries are where rollups and folding meet), or any day. */
const dayArb = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc
      .tuple(fc.integer({ min: min + 1, max: max - 1 }), fc.integer({ min: -1, max: 1 }))
      .map(([d, shift]) => dayOf(`${isoOf(d).slice(0, 7)}-01`) + shift),
  );

const rowArb = fc.record({
  day: dayArb(firstDay, lastDay),
  district: fc.integer({ min: -1, max: 8 }),
  region: fc.integer({ min: -1, max: 30 }),
  city: fc.integer({ min: -1, max: 40 }),
  cargo: fc.integer({ min: -1, max: 5 }),
  category: fc.integer({ min: 0, max: 4 }),
  attack: fc.integer({ min: -1, max: 6 }),
  scene: fc.integer({ min: -1, max: 4 }),
  // few distinct prices: ties decide the top lists by id
  price: fc.oneof(fc.constantFrom(0, 100_000, 5_000_000), fc.integer({ min: 0, max: 30_000_000 })),
  isDeleted: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

type Row = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

function columnsOf(rows: Row[]): Columns {
  const c = new Columns(Math.max(1, rows.length));
  rows.forEach((row, p) => {
    const indexRow: IndexRow = {
      id: p + 1,
      day: row.day,
      country: 1,
      district: row.district,
      region: row.region,
      city: row.city,
      cargo: row.cargo,
      category: row.category,
      attack: row.attack,
      scene: row.scene,
      source: 1,
      price: row.price,
      priceRange: 1,
      lat: Number.NaN,
      lon: Number.NaN,
    };
    c.set(p, indexRow);
    c.size += 1;
  });
  rows.forEach((row, p) => row.isDeleted && c.kill(p));
  return c;
}

const dateArb = fc.option(dayArb(firstDay - 400, lastDay + 400).map(isoOf), { nil: undefined });
const rangeArb = fc
  .record({ dateFrom: dateArb, dateTo: dateArb, today: dayArb(firstDay, lastDay + 400).map(isoOf) })
  .map((f) => (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo ? { ...f, dateFrom: f.dateTo, dateTo: f.dateFrom } : f));

type Range = typeof rangeArb extends fc.Arbitrary<infer T> ? T : never;

/** Every counter and list of a pass result as plain data. */
function plain(r: PassResult) {
  return Object.fromEntries(
    Object.entries(r).map(([key, value]) =>
      Array.isArray(value) ? [key, value] : [key, { count: [...value.count], damage: [...value.damage] }],
    ),
  );
}

async function check(pool: WorkerPool | null, rows: Row[], range: Range) {
  const columns = columnsOf(rows);
  const { windows } = passWindows(range, range.today, categories);
  const filter = { ...normalizeFilter(incidentFilterSchema.parse({})), ...spanOf(windows) };
  const compiled = compileFilter(filter, { accessLevel: 'full' }, null, columns.maxRef);
  const expected = await runStatisticsPass(pool, columns, { compiled, list: null }, windows, topLimit, lastLimit);
  const rollups = await buildMonthRollups(pool, columns, {
    topLimit,
    lastLimit,
    robberyId: categories.robbery,
    fraudId: categories.fraud,
  });
  expect(plain(statisticsFromRollups(columns, rollups, windows))).toEqual(plain(expected));
}

describeOnIndexWorkers('statistics from month rollups', (pool) => {
  it('equal the pass over every incident for any date range', async () => {
    const property = (rows: Row[], range: Range) => check(pool, rows, range);
    await fc.assert(fc.asyncProperty(fc.array(rowArb, { maxLength: 1500 }), rangeArb, property), {
      numRuns: pool ? 40 : 200,
    });
  }, 120_000);

  it('equal the pass with whole months, boundaries on the first and last day and no incidents', async () => {
    const rows = fc.sample(rowArb, { numRuns: 3000, seed: 7 });
    const ranges = [
      { dateFrom: undefined, dateTo: undefined, today: '2025-11-24' },
      { dateFrom: '2024-01-01', dateTo: '2024-12-31', today: '2025-11-24' },
      { dateFrom: '2023-03-01', dateTo: '2023-03-31', today: '2023-03-31' },
      { dateFrom: '2023-02-28', dateTo: '2024-02-29', today: '2026-01-01' },
      { dateFrom: undefined, dateTo: '2024-06-30', today: '2024-06-30' },
    ];
    for (const range of ranges) {
      await check(pool, rows, range);
      await check(pool, [], range);
    }
  }, 60_000);
});
