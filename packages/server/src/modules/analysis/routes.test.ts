import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CargoCategoryDetails, StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStatisticsTestApp } from '../../../test/statistics-app';
import { authHeader, createUser } from '../../../test/factories';
import { deleteAllIncidents, insertIncidentRows, type IncidentRowInput } from '../../../test/incident-rows';
import { loadReferenceData } from '../../db/reference-data';

const base: IncidentRowInput = {
  date: '2025-03-03',
  incident_category_id: 1,
  cargo_category_id: 1,
  attack_method_id: 1,
  scene_type_id: 1,
  country_id: 1,
  federal_district_id: 1,
  region_id: 1,
  city_id: 1,
  price: 1000,
  lat: 55.75,
  lon: 37.62,
  cargo_description: 'test cargo',
};
const row = (overrides: Partial<IncidentRowInput>): IncidentRowInput => ({ ...base, ...overrides });

describe('GET /{product}/incident/get_statistics', () => {
  let t: TestApp;
  let full: { authorization: string };
  let limited: { authorization: string };
  let url: string;

  beforeAll(async () => {
    ({ t, full, limited, url } = await createStatisticsTestApp());
  }, 180_000);
  afterAll(() => t?.close());
  beforeEach(() => deleteAllIncidents(t.database));

  async function statistics(query: string, headers = full): Promise<StatisticsResponse> {
    const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it.each(['price=9', 'date_from=2025-13-01', 'geo=planet:1', 'cargo=abc'])(
    'answers 400 on a bad filter (%s)',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: full });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    },
  );

  it('puts bucket edges into the upper bucket: exactly 100 000 in 100–300K, exactly 25 000 000 in over 25M', async () => {
    await insertIncidentRows(t.database, [
      row({ price: 99_999 }),
      row({ price: 100_000 }),
      row({ price: 24_999_999 }),
      row({ price: 25_000_000 }),
    ]);
    const body = await statistics('');
    const bucket = (id: number) => body.statistics.by_price.find((b) => b.bucket === id);
    expect(body.statistics.by_price).toHaveLength(10);
    expect(bucket(1)).toMatchObject({ min: 0, max: 100_000, count: 1, damage: 99_999 });
    expect(bucket(2)).toMatchObject({ min: 100_000, max: 300_000, count: 1, damage: 100_000 });
    expect(bucket(9)).toMatchObject({ count: 1, damage: 24_999_999 });
    expect(bucket(10)).toMatchObject({ min: 25_000_000, max: null, count: 1, damage: 25_000_000 });
    expect(body.statistics.by_district_by_price[0].by_price.map((b) => b.count)).toEqual([
      1, 1, 0, 0, 0, 0, 0, 0, 1, 1,
    ]);
  });

  it('maps weekdays ISO-style: Monday = 1 … Sunday = 7', async () => {
    // 2024-01-01 was a Monday, 2024-01-07 a Sunday.
    await insertIncidentRows(t.database, [
      row({ date: '2024-01-01', price: 1 }),
      row({ date: '2024-01-07', price: 7 }),
      row({ date: '2024-01-14', price: 7 }),
      row({ date: '2024-01-04', price: 4 }),
    ]);
    const body = await statistics('');
    expect(body.statistics.by_weekday).toEqual([
      { weekday: 1, count: 1, damage: 1 },
      { weekday: 2, count: 0, damage: 0 },
      { weekday: 3, count: 0, damage: 0 },
      { weekday: 4, count: 1, damage: 4 },
      { weekday: 5, count: 0, damage: 0 },
      { weekday: 6, count: 0, damage: 0 },
      { weekday: 7, count: 2, damage: 14 },
    ]);
  });

  it('compares months with the same months a year earlier across a year boundary', async () => {
    await insertIncidentRows(t.database, [
      row({ date: '2025-11-15', price: 10 }),
      row({ date: '2025-12-31', price: 20 }),
      row({ date: '2026-01-01', price: 30 }),
      row({ date: '2026-02-28', price: 40 }),
      row({ date: '2024-11-01', price: 1 }),
      row({ date: '2024-12-31', price: 2 }),
      row({ date: '2025-01-31', price: 3 }),
      row({ date: '2025-02-15', price: 4 }),
      row({ date: '2025-10-31', price: 999 }),
      row({ date: '2024-10-31', price: 999 }),
    ]);
    const body = await statistics('date_from=2025-11-01&date_to=2026-02-28');
    expect(body.statistics.by_month).toEqual([
      { month: '2025-11', count: 1, damage: 10 },
      { month: '2025-12', count: 1, damage: 20 },
      { month: '2026-01', count: 1, damage: 30 },
      { month: '2026-02', count: 1, damage: 40 },
    ]);
    expect(body.statistics.by_month_last_year).toEqual([
      { month: '2024-11', count: 1, damage: 1 },
      { month: '2024-12', count: 1, damage: 2 },
      { month: '2025-01', count: 1, damage: 3 },
      { month: '2025-02', count: 1, damage: 4 },
    ]);
  });

  it('gives the last 12 months without a date filter', async () => {
    const body = await statistics('');
    expect(body.statistics.by_month).toHaveLength(12);
    expect(body.statistics.by_month[11].month).toBe(new Date().toISOString().slice(0, 7));
    expect(body.statistics.by_month_last_year[0].month).toBe(
      `${Number(body.statistics.by_month[0].month.slice(0, 4)) - 1}${body.statistics.by_month[0].month.slice(4)}`,
    );
  });

  it('compares with the same-length period just before the range', async () => {
    await insertIncidentRows(t.database, [
      row({ date: '2025-02-10', price: 300 }),
      row({ date: '2025-02-20', price: 100 }),
      row({ date: '2025-01-31', price: 200 }),
      row({ date: '2025-01-29', price: 999 }),
    ]);
    // Range 2025-02-01…2025-02-28 (28 days) against 2025-01-04…2025-01-31.
    const body = await statistics('date_from=2025-02-01&date_to=2025-02-28');
    expect(body.damage_change).toBe(-66.6);
    expect(body.is_damage_increased).toBe(false);
    expect(body.count_change).toBe(0);
    expect(body.is_count_increased).toBe(false);
    expect(body.statistics.by_region[0]).toMatchObject({
      id: 1,
      count: 2,
      damage: 400,
      previous_count: 2,
      previous_damage: 1199,
    });
  });

  it('shows a limited user Southern district figures only', async () => {
    await insertIncidentRows(t.database, [
      row({ federal_district_id: 3, region_id: 2, price: 500 }),
      row({ federal_district_id: 3, region_id: 3, price: 700 }),
      row({ federal_district_id: 1, region_id: 1, price: 100_000_000 }),
      row({ federal_district_id: null, region_id: null, price: 9 }),
    ]);
    const body = await statistics('', limited);
    expect(body.statistics.by_federal_district).toEqual([expect.objectContaining({ id: 3, count: 2, damage: 1200 })]);
    expect(body.statistics.by_region.map((g) => g.id).sort()).toEqual([2, 3]);
    expect(body.top_three_incidents.map((i) => i.price)).toEqual([700, 500]);
    expect(body.last_incidents.every((i) => i.federal_district === 3)).toBe(true);
    // Even when asking for another district explicitly.
    const other = await statistics('geo=district:1', limited);
    expect(other.statistics.by_federal_district).toEqual([]);
    const all = await statistics('');
    expect(all.statistics.by_federal_district.reduce((s, g) => s + g.count, 0)).toBe(4);
  });

  it('names every group in reference, with null names for the no-value group', async () => {
    await insertIncidentRows(t.database, [
      row({ attack_method_id: null, incident_category_id: 2, cargo_description: 'televisions' }),
      row({ attack_method_id: 2, incident_category_id: 3, price: 5000 }),
    ]);
    const body = await statistics('');
    expect(body.reference.attack_method).toEqual([
      { id: null, name_ru: null, name_en: null },
      { id: 2, name_ru: 'Хищение во время стоянки', name_en: 'Theft at a stop' },
    ]);
    expect(body.reference.incident_category.map((r) => r.name_en)).toEqual(['Robbery', 'Fraud']);
    expect(body.reference.federal_district[0].id).toBe(1);
    expect(body.table_stat.incidents_category).toEqual({
      robbery: { count: 1, damage: 1000 },
      fraud: { count: 1, damage: 5000 },
    });
    expect(body.table_stat.attack_method.find((a) => a.id === 2)).toMatchObject({
      count: 1,
      fraud: { count: 1, damage: 5000 },
      robbery: { count: 0 },
    });
    expect(body.last_incidents.find((i) => i.attack_method === null)?.cargo_description).toBe('televisions');
  });
});

describe('GET /{product}/incident/cargo_category_details', () => {
  let t: TestApp;
  let full: { authorization: string };
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    await loadReferenceData(t.database);
    full = await authHeader(t.app, await createUser(t.database));
    url = `/api/v1/${t.config.product}/incident/cargo_category_details`;
  }, 180_000);
  afterAll(() => t?.close());

  it('breaks one cargo category down by region, district, method, category and scene', async () => {
    await insertIncidentRows(t.database, [
      row({ cargo_category_id: 3, region_id: 2, price: 100 }),
      row({ cargo_category_id: 3, region_id: 2, scene_type_id: null, price: 200 }),
      row({ cargo_category_id: 3, region_id: 5, price: 300, date: '2020-01-01' }),
      row({ cargo_category_id: 1, price: 1000 }),
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}?cargo_category=3&date_from=2024-01-01`,
      headers: full,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: CargoCategoryDetails = res.json();
    expect(body.cargo_category).toEqual({ id: 3, name_ru: 'Электроника', name_en: 'Electronics' });
    expect(body).toMatchObject({ count: 2, damage: 300, total_count: 3, total_damage: 1300 });
    expect(body.region).toEqual([expect.objectContaining({ id: 2, count: 2, damage: 300 })]);
    expect(body.region[0].name_ru).toBeTruthy();
    expect(body.type_of_scene).toEqual([
      expect.objectContaining({ id: null, count: 1, name_ru: null, name_en: null }),
      expect.objectContaining({ id: 1, count: 1 }),
    ]);
    expect(body.federal_district).toHaveLength(1);
    expect(body.attack_method).toHaveLength(1);
    expect(body.incident_category).toHaveLength(1);
  });

  it('requires the cargo category', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: full });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?cargo_category=1` });
    expect(res.statusCode).toBe(401);
  });
});
