import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';
import { incidentFilterSchema, normalizeFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { TestApp } from '../../../test/test-app';
import { createStatisticsTestApp } from '../../../test/statistics-app';
import {
  deleteAllIncidents,
  insertIncidentRows,
  type IncidentRowInput,
  type StoredIncident,
  writeIncidentsDirectly,
} from '../../../test/incident-rows';
import { naiveStatistics } from '../../../test/naive-statistics';

/**
 * get_statistics against a row-by-row recomputation, for random incident sets and random
 * filters, and again after edits, deletions and inserts written straight to the table (as
 * another app process would: the index learns of them only through the change log).
 */

const dayMs = 86_400_000;
const firstDay = Date.parse('2023-06-01T00:00:00Z') / dayMs;
const lastDay = Date.parse('2026-12-31T00:00:00Z') / dayMs;
const iso = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const words = ['zzapple', 'qqpear', 'xxplum'];

const optionalRef = (max: number) => fc.option(fc.integer({ min: 1, max }), { nil: null });
const priceArb = fc.oneof(
  fc.constantFrom(0, 99_999, 100_000, 299_999, 300_000, 1_000_000, 4_999_999, 5_000_000, 24_999_999, 25_000_000),
  fc.integer({ min: 0, max: 40_000_000 }),
);
const rowArb: fc.Arbitrary<IncidentRowInput> = fc
  .record({
    date: fc.integer({ min: firstDay, max: lastDay }).map(iso),
    incident_category_id: fc.integer({ min: 0, max: 4 }),
    cargo_category_id: optionalRef(3),
    attack_method_id: optionalRef(3),
    scene_type_id: optionalRef(3),
    country_id: fc.integer({ min: 1, max: 3 }),
    federal_district_id: fc.option(fc.constantFrom(1, 2, 3, 3, 4), { nil: null }),
    region_id: optionalRef(4),
    city_id: optionalRef(4),
    price: priceArb,
    lat: fc.option(fc.double({ min: 41, max: 70, noNaN: true }), { nil: null }),
    lon: fc.double({ min: 20, max: 170, noNaN: true }),
    cargo_description: fc.constantFrom(...words, 'plain', ''),
  })
  .map((r) => ({ ...r, lon: r.lat === null ? null : r.lon }));

const subset = <T>(values: T[]) => fc.subarray(values, { minLength: 0 });
const wireFilterArb = fc
  .record(
    {
      search: fc.constantFrom(...words),
      country: subset([1, 2, 3]),
      geo: subset(['district:1', 'district:3', 'region:2', 'region:4', 'city:1', 'city:3']),
      date_from: fc.integer({ min: firstDay, max: lastDay }).map(iso),
      date_to: fc.integer({ min: firstDay, max: lastDay }).map(iso),
      cargo: subset([1, 2, 3]),
      price: subset([-1, 1, 2, 3, 4, 5, 6]),
      category: subset([0, 1, 2, 3, 4]),
    },
    { requiredKeys: [] },
  )
  // An inverted range is a 400 (bounded-input.test.ts); here both ends are in order.
  .map((f) =>
    f.date_from && f.date_to && f.date_from > f.date_to ? { ...f, date_from: f.date_to, date_to: f.date_from } : f,
  );
type WireFilter = typeof wireFilterArb extends fc.Arbitrary<infer T> ? T : never;

function queryString(filter: WireFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

/** The comparable part of the answer (names and briefs are checked elsewhere). */
function comparable(body: StatisticsResponse) {
  const s = body.statistics;
  const dropBounds = (list: { bucket: number; count: number; damage: number }[]) =>
    list.map(({ bucket, count, damage }) => ({ bucket, count, damage }));
  return {
    statistics: {
      ...s,
      by_price: dropBounds(s.by_price),
      by_district_by_price: s.by_district_by_price.map((g) => ({ ...g, by_price: dropBounds(g.by_price) })),
    },
    top_three_incidents: body.top_three_incidents.map((i) => i.id),
    last_incidents: body.last_incidents.map((i) => i.id),
    damage_change: body.damage_change,
    is_damage_increased: body.is_damage_increased,
    count_change: body.count_change,
    is_count_increased: body.is_count_increased,
    table_stat: body.table_stat,
  };
}

describe('get_statistics against a naive recomputation', () => {
  let t: TestApp;
  let full: { authorization: string };
  let limited: { authorization: string };
  let url: string;

  beforeAll(async () => {
    ({ t, full, limited, url } = await createStatisticsTestApp());
  }, 180_000);
  afterAll(() => t?.close());

  async function check(rows: StoredIncident[], wire: WireFilter, isLimited: boolean) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}?${queryString(wire)}`,
      headers: isLimited ? limited : full,
    });
    expect(res.statusCode, res.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const expected = naiveStatistics(rows, normalizeFilter(incidentFilterSchema.parse(wire), today), isLimited, today);
    expect(comparable(res.json())).toEqual(expected);
  }

  it('matches for random incidents and filters, before and after direct writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { maxLength: 40 }),
        wireFilterArb,
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), rowArb), { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.array(rowArb, { maxLength: 5 }),
        async (input, wire, isLimited, edits, deletions, additions) => {
          await deleteAllIncidents(t.database);
          let rows = await insertIncidentRows(t.database, input);
          await check(rows, wire, isLimited);

          // Edits and deletions one statement each, then a multi-row insert.
          for (const [pick, replacement] of edits) {
            if (rows.length === 0) break;
            const target = rows[pick % rows.length];
            await writeIncidentsDirectly(t.database, (s) =>
              s.query(
                `UPDATE incidents SET date = $2, incident_category_id = $3, federal_district_id = $4, region_id = $5,
                   price = $6, attack_method_id = $7, cargo_description = $8 WHERE id = $1`,
                [
                  target.id,
                  replacement.date,
                  replacement.incident_category_id,
                  replacement.federal_district_id,
                  replacement.region_id,
                  replacement.price,
                  replacement.attack_method_id,
                  replacement.cargo_description,
                ],
              ),
            );
            rows = rows.map((r) =>
              r.id === target.id
                ? {
                    ...r,
                    date: replacement.date,
                    incident_category_id: replacement.incident_category_id,
                    federal_district_id: replacement.federal_district_id,
                    region_id: replacement.region_id,
                    price: replacement.price,
                    attack_method_id: replacement.attack_method_id,
                    cargo_description: replacement.cargo_description,
                  }
                : r,
            );
          }
          for (const pick of deletions) {
            if (rows.length === 0) break;
            const target = rows[pick % rows.length];
            await writeIncidentsDirectly(t.database, (s) =>
              s.query('DELETE FROM incidents WHERE id = $1', [target.id]),
            );
            rows = rows.filter((r) => r.id !== target.id);
          }
          rows = [...rows, ...(await insertIncidentRows(t.database, additions))];
          await check(rows, wire, isLimited);
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);

  it('follows a bulk insert and a bulk delete (change-log ranges, not id lists)', async () => {
    await deleteAllIncidents(t.database);
    const sample = fc.sample(rowArb, { numRuns: 2500, seed: 42 });
    let rows = await insertIncidentRows(t.database, sample);
    await check(rows, {}, false);
    await check(rows, { category: [2, 3], geo: ['district:3', 'city:1'] }, false);
    const cut = rows[1200].id;
    await writeIncidentsDirectly(t.database, (s) => s.query('DELETE FROM incidents WHERE id < $1', [cut]));
    rows = rows.filter((r) => r.id >= cut);
    await check(rows, { price: [1, 6] }, true);
    await writeIncidentsDirectly(t.database, (s) => s.query('UPDATE incidents SET price = price + 1'));
    rows = rows.map((r) => ({ ...r, price: r.price + 1 }));
    await check(rows, { price: [2] }, false);
    await writeIncidentsDirectly(t.database, (s) => s.exec('TRUNCATE incidents CASCADE'));
    await check([], {}, false);
  }, 300_000);
});
