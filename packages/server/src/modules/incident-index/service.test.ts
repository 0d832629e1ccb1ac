import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyFilter, type NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import {
  deleteAllIncidents,
  incidentRow,
  insertIncidentRows,
  type IncidentRowInput,
  writeIncidentsDirectly,
} from '../../../test/incident-rows';
import type { Database } from '../../db/client';
import { loadReferenceData } from '../../db/reference-data';
import { ColumnarIndex } from './incident-index';
import { countAndSum, groupBy, summarize } from './service';

const none = emptyFilter;
const full = { accessLevel: 'full' as const };

const row = incidentRow;

describe('incident index', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await loadReferenceData(database);
  }, 180_000);
  afterAll(() => drop?.());
  beforeEach(() => deleteAllIncidents(database));

  it('follows inserts, edits and deletions made through another connection', async () => {
    const index = new ColumnarIndex(database, { workers: 0 });
    expect(await index.count()).toBe(0);
    const rows = await insertIncidentRows(database, [
      row({ price: 10 }),
      row({ price: 20 }),
      row({ price: 30, region_id: 2 }),
    ]);
    expect(countAndSum(await index.filterPositions(none, full))).toEqual({ count: 3, damage: 60 });
    await writeIncidentsDirectly(database, (s) =>
      s.query('UPDATE incidents SET region_id = 2, price = 25 WHERE id = $1', [rows[1].id]),
    );
    await writeIncidentsDirectly(database, (s) => s.query('DELETE FROM incidents WHERE id = $1', [rows[0].id]));
    const selection = await index.filterPositions({ ...none, regions: [2] }, full);
    expect(countAndSum(selection)).toEqual({ count: 2, damage: 55 });
    expect(groupBy(await index.filterPositions(none, full), 'region')).toEqual([{ id: 2, count: 2, damage: 55 }]);
  });

  it('keeps id order when a lower id arrives after higher ones', async () => {
    const index = new ColumnarIndex(database, { workers: 0 });
    const rows = await insertIncidentRows(database, [row({ price: 1 }), row({ price: 2 })]);
    await index.count();
    const low = rows[0].id - 1;
    await writeIncidentsDirectly(database, (s) =>
      s.query(`INSERT INTO incidents (id, date, country_id, price) VALUES ($1, '2025-01-01', 1, 5)`, [low]),
    );
    await writeIncidentsDirectly(database, (s) => s.query('UPDATE incidents SET price = 7 WHERE id = $1', [low]));
    const summary = summarize(await index.filterPositions(none, full));
    expect(summary).toMatchObject({ count: 3, damage: 10, minDate: '2025-01-01', maxDate: '2025-03-03' });
  });

  it('intersects the SQL free-text search with the other filters', async () => {
    await insertIncidentRows(database, [
      row({ cargo_description: 'Телевизоры Samsung', price: 1 }),
      row({ cargo_description: 'телевизоры LG', price: 2, region_id: 2 }),
      row({ cargo_description: 'сахар', price: 4 }),
    ]);
    const index = new ColumnarIndex(database, { workers: 0 });
    expect(countAndSum(await index.filterPositions({ ...none, search: 'ТЕЛЕВИЗОР' }, full))).toEqual({
      count: 2,
      damage: 3,
    });
    expect(countAndSum(await index.filterPositions({ ...none, search: 'телевизор', regions: [2] }, full))).toEqual({
      count: 1,
      damage: 2,
    });
    expect(countAndSum(await index.filterPositions({ ...none, search: '100%' }, full))).toEqual({
      count: 0,
      damage: 0,
    });
    // the search's slot mask is kept per index version: writes show at once
    await insertIncidentRows(database, [row({ cargo_description: 'телевизор Sony', price: 8 })]);
    await writeIncidentsDirectly(database, (s) =>
      s.query(`UPDATE incidents SET cargo_description = 'телевизор' WHERE price = 4`),
    );
    expect(countAndSum(await index.filterPositions({ ...none, search: 'телевизор' }, full))).toEqual({
      count: 4,
      damage: 15,
    });
  });

  it('answers geo filters from position lists and counts exactly as a full scan, after changes too', async () => {
    const inputs: IncidentRowInput[] = [];
    for (let i = 0; i < 90; i++) {
      inputs.push(
        row({
          federal_district_id: i % 7 === 0 ? null : 1 + (i % 4),
          region_id: i % 11 === 0 ? null : 1 + (i % 5),
          city_id: i % 13 === 0 ? null : 1 + (i % 6),
          cargo_category_id: 1 + (i % 3),
          price: 100 + i,
        }),
      );
    }
    const rows = await insertIncidentRows(database, inputs);
    const index = new ColumnarIndex(database, { workers: 0 });
    const filters: NormalizedFilter[] = [
      none,
      { ...none, districts: [3] },
      { ...none, districts: [1, 3] },
      { ...none, regions: [2], cities: [2, 3] },
      { ...none, districts: [4], regions: [1], cities: [5], cargo: [2] },
      { ...none, cities: [99] },
    ];
    const check = async (current: IncidentRowInput[]) => {
      for (const filter of filters) {
        for (const viewer of [full, { accessLevel: 'limited' as const }]) {
          const expected = current.filter(
            (r) =>
              (viewer.accessLevel === 'full' || r.federal_district_id === 3) &&
              (filter.districts.length + filter.regions.length + filter.cities.length === 0 ||
                filter.districts.includes(r.federal_district_id ?? -1) ||
                filter.regions.includes(r.region_id ?? -1) ||
                filter.cities.includes(r.city_id ?? -1)) &&
              (filter.cargo.length === 0 || filter.cargo.includes(r.cargo_category_id ?? -1)),
          );
          const damage = expected.reduce((sum, r) => sum + r.price, 0);
          // the count first (count-only cache entry), then the positions, then both again from the cache
          expect(await index.countPositions(filter, viewer)).toBe(expected.length);
          const selection = await index.filterPositions(filter, viewer);
          expect(countAndSum(selection)).toEqual({ count: expected.length, damage });
          expect([...selection.positions]).toEqual([...selection.positions].sort((a, b) => a - b));
          expect(await index.countPositions(filter, viewer)).toBe(expected.length);
          expect(countAndSum(await index.filterPositions(filter, viewer))).toEqual({ count: expected.length, damage });
        }
      }
    };
    await check(inputs);
    await writeIncidentsDirectly(database, (s) =>
      s.query('UPDATE incidents SET federal_district_id = 3, region_id = 2, city_id = 3 WHERE id = $1', [rows[0].id]),
    );
    await writeIncidentsDirectly(database, (s) => s.query('DELETE FROM incidents WHERE id = $1', [rows[1].id]));
    const changed = inputs.slice(2);
    changed.unshift({ ...inputs[0], federal_district_id: 3, region_id: 2, city_id: 3 });
    await check(changed);
  });

  it('shows a limited viewer the Southern district only', async () => {
    await insertIncidentRows(database, [
      row({ federal_district_id: 3 }),
      row({ federal_district_id: 1 }),
      row({ federal_district_id: null }),
    ]);
    const index = new ColumnarIndex(database, { workers: 0 });
    expect((await index.filterPositions(none, { accessLevel: 'limited' })).positions.length).toBe(1);
    expect(
      (await index.filterPositions({ ...none, districts: [1] }, { accessLevel: 'limited' })).positions.length,
    ).toBe(0);
  });

  it('shares one selection pass between concurrent requests of a filter, and passes anew after a write', async () => {
    await insertIncidentRows(database, [row({ price: 1 }), row({ price: 2, region_id: 2 }), row({ price: 4 })]);
    // no cache: whatever two calls share, they share in flight
    const index = new ColumnarIndex(database, { workers: 0, selectionCacheSize: 0 });
    await index.count();
    const filter = { ...none, regions: [2] };
    await index.refresh();
    const [a, b] = await Promise.all([
      index.filterPositions(filter, full, true),
      index.filterPositions(filter, full, true),
    ]);
    expect(a.positions).toBe(b.positions);
    expect(countAndSum(a)).toEqual({ count: 1, damage: 2 });
    // after the pass, a request passes again (the cache is off) and sees a write committed meanwhile
    await writeIncidentsDirectly(database, (s) => s.query('UPDATE incidents SET region_id = 2 WHERE price = 4'));
    const c = await index.filterPositions(filter, full);
    expect(c.positions).not.toBe(a.positions);
    expect(countAndSum(c)).toEqual({ count: 2, damage: 6 });
  });

  it('shares one load between concurrent callers and reloads after a truncate', async () => {
    await insertIncidentRows(database, [row({}), row({})]);
    const index = new ColumnarIndex(database, { workers: 0 });
    const counts = await Promise.all([index.count(), index.count(), index.count()]);
    expect(counts).toEqual([2, 2, 2]);
    await writeIncidentsDirectly(database, (s) => s.exec('TRUNCATE incidents CASCADE'));
    expect(await index.count()).toBe(0);
    await insertIncidentRows(database, [row({})]);
    expect(await index.count()).toBe(1);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'never misses a change committed out of id order by concurrent writers',
    async () => {
      const index = new ColumnarIndex(database, { workers: 0 });
      await index.count();
      let releaseA: () => void = () => undefined;
      const aHolds = new Promise<void>((resolve) => (releaseA = resolve));
      let aInserted: () => void = () => undefined;
      const aDidInsert = new Promise<void>((resolve) => (aInserted = resolve));
      // A takes change id N and holds its transaction open; B's change must wait for A's commit.
      const a = writeIncidentsDirectly(database, async (s) => {
        await s.exec('BEGIN');
        await s.query(`INSERT INTO incidents (date, country_id, price) VALUES ('2025-01-01', 1, 1)`);
        aInserted();
        await aHolds;
        await s.exec('COMMIT');
      });
      await aDidInsert;
      const b = writeIncidentsDirectly(database, (s) =>
        s.query(`INSERT INTO incidents (date, country_id, price) VALUES ('2025-01-02', 1, 2)`),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await index.count()).toBe(0);
      releaseA();
      await Promise.all([a, b]);
      expect(countAndSum(await index.filterPositions(none, full))).toEqual({ count: 2, damage: 3 });
    },
  );
});
