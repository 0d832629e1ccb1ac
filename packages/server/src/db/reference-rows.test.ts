import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app';
import type { Database } from './client';
import { loadReferenceData, readGeoReference } from './reference-data';
import {
  attackMethodList,
  cargoCategoryList,
  countryList,
  incidentCategoryList,
  informationSourceList,
  sceneTypeList,
} from './reference-lists';
import { readReferenceRows } from './reference-rows';

describe(`reference rows (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await loadReferenceData(database);
  }, 60_000);
  afterAll(() => drop?.());

  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const sortedIds = (items: { id: number }[]) => ids(items).sort((a, b) => a - b);
  const sqlIds = async (query: string) =>
    (await database.withSession((s) => s.query<{ id: number }>(query))).map((row) => Number(row.id));

  it('reads every reference table whole, by id, regions by Russian name', async () => {
    const rows = await readReferenceRows(database.db);
    const geo = readGeoReference();
    expect(ids(rows.countries)).toEqual(sortedIds(countryList));
    expect(ids(rows.districts)).toEqual(sortedIds(geo.districts));
    expect(ids(rows.regions)).toEqual(await sqlIds('SELECT id FROM regions ORDER BY name_ru'));
    expect(ids(rows.cities)).toEqual(sortedIds(geo.cities));
    expect(ids(rows.cargo)).toEqual(sortedIds(cargoCategoryList));
    expect(ids(rows.categories)).toEqual(sortedIds(incidentCategoryList));
    expect(ids(rows.methods)).toEqual(sortedIds(attackMethodList));
    expect(ids(rows.scenes)).toEqual(sortedIds(sceneTypeList));
    expect(ids(rows.sources)).toEqual(sortedIds(informationSourceList));
    expect(rows.cities[0]).toMatchObject({ nameRu: expect.any(String), regionId: expect.any(Number) });
  });

  it('orders cities by Russian name, then id, when asked', async () => {
    const { cities } = await readReferenceRows(database.db, { citiesByName: true });
    expect(ids(cities)).toEqual(await sqlIds('SELECT id FROM cities ORDER BY name_ru, id'));
    expect(ids(cities)).not.toEqual(sortedIds(cities));
  });
});
