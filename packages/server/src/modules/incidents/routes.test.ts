import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { readGeoReference } from '../../db/reference-data';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe(`incident list, detail and filters (${testDatabaseKind})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  let limitedHeaders: { authorization: string };
  /** r0…r7 of the fixture below, by index. */
  let ids: number[];
  const moscowRegion = placeOf('Москва').region_id;
  const kazanCity = placeOf('Казань').city_id;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeader(t.app, await createUser(t.database));
    limitedHeaders = await authHeader(t.app, await createUser(t.database, { accessLevel: 'limited' }));
    ids = await insertIncidents(t.database, [
      incidentRow({ date: '2025-06-15', price: 99_999, description: 'Похищены консервы со стоянки' }),
      incidentRow({
        ...placeOf('Краснодар'),
        date: '2025-03-01',
        incident_category_id: 2,
        cargo_category_id: 3,
        price: 100_000,
        cargo_description: 'Смартфоны Apple',
      }),
      incidentRow({
        ...placeOf('Москва'),
        date: '2024-12-31',
        incident_category_id: 3,
        cargo_category_id: 3,
        price: 5_000_000,
      }),
      incidentRow({
        ...placeOf('Москва'),
        date: '2024-01-10',
        incident_category_id: 4,
        cargo_category_id: 2,
        price: 50_000_000,
      }),
      incidentRow({
        ...placeOf('Казань'),
        date: '2023-07-07',
        incident_category_id: 0,
        cargo_category_id: 5,
        price: 1_000_000,
      }),
      incidentRow({
        ...placeOf('Новосибирск'),
        date: '2022-02-02',
        cargo_category_id: 9,
        price: 4_999_999,
        lat: null,
        lon: null,
      }),
      incidentRow({
        country_id: 3,
        federal_district_id: null,
        region_id: null,
        city_id: null,
        lat: 43.24,
        lon: 76.89,
        date: '2025-09-09',
        incident_category_id: 3,
        cargo_category_id: 12,
        price: 500_000,
      }),
      incidentRow({ date: daysAgo(10), incident_category_id: 3, price: 300_000, vehicle_plate: 'А123ВС161' }),
    ]);
  });
  afterAll(() => t.close());

  const list = async (query: string, h = headers) => {
    const res = await t.app.inject({ url: `/api/v1/cargo/incident?page_size=50&${query}`, headers: h });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: { id: number }[]; count: number; next: string | null; previous: string | null };
  };
  /** The fixture indexes (r0…r7) a query returns, in answer order. */
  const found = async (query: string, h = headers) => {
    const body = await list(query, h);
    expect(body.count).toBe(body.results.length);
    return body.results.map((r) => ids.indexOf(r.id));
  };

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('lists every incident newest first', async () => {
    expect(await found('')).toEqual([7, 6, 0, 1, 2, 3, 4, 5]);
  });

  it('pages with next and previous links that keep the filter', async () => {
    const first = await t.app.inject({ url: '/api/v1/cargo/incident?page_size=3&price=-1', headers });
    expect(first.json()).toMatchObject({
      count: 8,
      previous: null,
      next: '/api/v1/cargo/incident?page_size=3&price=-1&page=2',
    });
    expect(first.json().results).toHaveLength(3);
    const last = await t.app.inject({ url: '/api/v1/cargo/incident?page_size=3&page=3', headers });
    expect(last.json()).toMatchObject({ count: 8, next: null, previous: '/api/v1/cargo/incident?page_size=3&page=2' });
    expect(last.json().results.map((r: { id: number }) => ids.indexOf(r.id))).toEqual([4, 5]);
  });

  it('filters by country', async () => {
    expect(await found('country=3')).toEqual([6]);
    expect(await found('country=1')).toEqual([7, 0, 1, 2, 3, 4, 5]);
  });

  it('filters by district, region and city, OR-ing geo tokens', async () => {
    expect(await found('geo=district:3')).toEqual([7, 0, 1]);
    expect(await found(`geo=region:${moscowRegion}`)).toEqual([2, 3]);
    expect(await found(`geo=city:${kazanCity}`)).toEqual([4]);
    expect(await found(`geo=district:3&geo=city:${kazanCity}`)).toEqual([7, 0, 1, 4]);
  });

  it('filters by inclusive dates and by period', async () => {
    expect(await found('date_from=2024-01-10&date_to=2024-12-31')).toEqual([2, 3]);
    expect(await found('date_from=2025-06-15')).toEqual([7, 6, 0]);
    expect(await found('period=1m')).toEqual([7]);
  });

  it('filters by cargo category', async () => {
    expect(await found('cargo=3')).toEqual([1, 2]);
    expect(await found('cargo=3,2')).toEqual([1, 2, 3]);
  });

  it('puts a damage at a range edge into exactly one price range; range 6 is open-ended', async () => {
    expect(await found('price=1')).toEqual([0]);
    expect(await found('price=2')).toEqual([7, 1]);
    expect(await found('price=3')).toEqual([6]);
    expect(await found('price=4')).toEqual([4]);
    expect(await found('price=5')).toEqual([5]);
    expect(await found('price=6')).toEqual([2, 3]);
  });

  it('treats -1 and all six price ranges as no price filter', async () => {
    expect(await found('price=-1')).toHaveLength(8);
    expect(await found('price=1&price=-1')).toHaveLength(8);
    expect(await found('price=1,2,3,4,5,6')).toHaveLength(8);
  });

  it('treats all four incident categories as no filter, including "not established"', async () => {
    expect(await found('category=0')).toEqual([4]);
    expect(await found('category=1&category=2')).toEqual([0, 1, 5]);
    expect(await found('category=1,2,3,4')).toHaveLength(8);
  });

  it('searches the incident text and the city name', async () => {
    expect(await found('search=смартф')).toEqual([1]);
    expect(await found('search=СТОЯНКИ')).toEqual([0]);
    expect(await found('search=казань')).toEqual([4]);
    expect(await found('search=а123вс')).toEqual([7]);
    expect(await found('search=%25')).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(await found('geo=district:3&price=2')).toEqual([7, 1]);
    expect(await found('geo=district:3&price=2&category=2')).toEqual([1]);
    expect(await found('country=1&cargo=3&date_to=2024-12-31')).toEqual([2]);
  });

  it('rejects a bad filter with 400 and the field', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident?price=7&geo=town:1', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fields).join()).toMatch(/price/);
  });

  it('returns one incident with every field and 404 for a missing one', async () => {
    const res = await t.app.inject({ url: `/api/v1/cargo/incident/${ids[7]}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids[7],
      federal_district: { id: 3, name_ru: 'Южный ФО' },
      city: { name_ru: 'Ростов-на-Дону', name_en: 'Rostov-on-Don' },
      incident_category: { id: 3, name_en: 'Fraud' },
      vehicle_plate: 'А123ВС161',
      time: '03:30',
      price: 300_000,
    });
    const missing = await t.app.inject({ url: '/api/v1/cargo/incident/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('incident_not_found');
  });

  it('summarizes the filtered incidents and compares damage with the period before', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/get_summary?geo=district:3', headers });
    expect(res.json()).toMatchObject({
      total: 3,
      on_map: 3,
      damage: 499_999,
      damage_avg: 166_666,
      min_date: '2025-03-01',
      max_date: daysAgo(10),
    });
    const year = await t.app.inject({
      url: '/api/v1/cargo/incident/get_summary?date_from=2025-01-01&date_to=2025-12-31',
      headers,
    });
    // 2025: r0 + r1 + r6 = 699,999; the 365 days before (2024): r2 + r3 = 55,000,000
    expect(year.json()).toMatchObject({ total: 3, damage: 699_999, damage_change: -98.7, damage_increased: false });
    const all = await t.app.inject({ url: '/api/v1/cargo/incident/get_summary', headers });
    expect(all.json()).toMatchObject({ total: 8, on_map: 7, min_date: '2022-02-02' });
  });

  it('gives the coordinates of incidents on the map as parallel arrays', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/get_all_coordinates?cargo=3,12', headers });
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.items.id).toEqual([ids[1], ids[2], ids[6]]);
    expect(body.cargo_category).toEqual([3, 3, 12]);
    expect(body.cargo_descriptions[body.cargo_description[0]]).toBe('Смартфоны Apple');
    expect(body.cargo_categories).toEqual([3, 12]);
  });

  it('clusters the map so that counts add up to the filtered incidents in view', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/map_clusters?bbox=19,35,180,80&zoom=3', headers });
    const body = res.json();
    expect(body.total).toBe(7);
    expect(body.count.reduce((a: number, b: number) => a + b, 0)).toBe(7);
    expect(body.lon).toHaveLength(body.count.length);
    const rostov = await t.app.inject({
      url: '/api/v1/cargo/incident/map_clusters?bbox=39,47,40.5,48&zoom=14&geo=district:3',
      headers,
    });
    expect(rostov.json().total).toBe(2);
    const bad = await t.app.inject({ url: '/api/v1/cargo/incident/map_clusters?bbox=50,40,19,80&zoom=3', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the map answer small for a huge bbox at a high zoom', async () => {
    const res = await t.app.inject({
      url: '/api/v1/cargo/incident/map_clusters?bbox=-180,-85,180,85&zoom=18',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().zoom).toBeLessThan(18);
    expect(res.json().total).toBe(7);
  });

  it('suggests districts, regions, cities, cargo and the text itself', async () => {
    const res = await t.app.inject({
      url: `/api/v1/cargo/incident/search_helper?q=${encodeURIComponent('рост')}`,
      headers,
    });
    const results = res.json().results as { type: string; value: string; name_ru: string }[];
    expect(results.find((r) => r.type === 'city')).toMatchObject({ name_ru: 'Ростов-на-Дону' });
    expect(results.find((r) => r.type === 'region')).toMatchObject({ name_ru: 'Ростовская область' });
    expect(results.at(-1)).toMatchObject({ type: 'text', value: 'рост' });
  });

  it('gives bilingual references with the " ФО" label and "not established" = 0', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident/get_references', headers });
    const body = res.json();
    expect(body.federal_districts[2]).toMatchObject({
      id: 3,
      label_ru: 'Южный ФО',
      name_en: 'Southern Federal District',
    });
    expect(body.incident_categories[0]).toMatchObject({ id: 0, name_ru: 'не установлено' });
    expect(body.incident_categories.map((c: { code: string }) => c.code)).toEqual([
      'unknown',
      'theft',
      'robbery',
      'fraud',
      'assault',
    ]);
    expect(body.cities).toHaveLength(readGeoReference().cities.length);
    expect(body.countries[0]).toMatchObject({ id: 1, name_ru: 'Россия' });
    expect(body.cargo_categories.length).toBeGreaterThanOrEqual(15);
  });

  describe('a limited user', () => {
    it('sees only Southern district incidents in the list, whatever the filter', async () => {
      expect(await found('', limitedHeaders)).toEqual([7, 0, 1]);
      expect(await found(`geo=region:${moscowRegion}`, limitedHeaders)).toEqual([]);
      expect(await found('country=3', limitedHeaders)).toEqual([]);
    });

    it('gets 403 needs_full_access for an incident elsewhere', async () => {
      const res = await t.app.inject({ url: `/api/v1/cargo/incident/${ids[2]}`, headers: limitedHeaders });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('needs_full_access');
      const own = await t.app.inject({ url: `/api/v1/cargo/incident/${ids[0]}`, headers: limitedHeaders });
      expect(own.statusCode).toBe(200);
    });

    it('sees only the Southern district in summary, coordinates, clusters and search suggestions', async () => {
      const summary = (
        await t.app.inject({ url: '/api/v1/cargo/incident/get_summary', headers: limitedHeaders })
      ).json();
      expect(summary).toMatchObject({ total: 3, damage: 499_999 });
      const coordinates = (
        await t.app.inject({ url: '/api/v1/cargo/incident/get_all_coordinates', headers: limitedHeaders })
      ).json();
      expect(coordinates.federal_district).toEqual([3, 3, 3]);
      const clusters = (
        await t.app.inject({
          url: '/api/v1/cargo/incident/map_clusters?bbox=-180,-85,180,85&zoom=2',
          headers: limitedHeaders,
        })
      ).json();
      expect(clusters.total).toBe(3);
      const suggestions = (
        await t.app.inject({ url: '/api/v1/cargo/incident/search_helper?q=моск', headers: limitedHeaders })
      ).json();
      expect(suggestions.results.filter((r: { type: string }) => r.type !== 'text' && r.type !== 'cargo')).toEqual([]);
    });
  });
});
