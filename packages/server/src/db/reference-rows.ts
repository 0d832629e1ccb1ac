import { asc } from 'drizzle-orm';
import type { Db } from './client';
import {
  attackMethods,
  cargoCategories,
  cities,
  countries,
  federalDistricts,
  incidentCategories,
  informationSources,
  regions,
  sceneTypes,
} from './schema/incidents';

/**
 * The rows of every incident reference table, read at once: regions by Russian name, cities by id
 * or (`citiesByName`, for a list people read) by Russian name, every other table by id.
 */
export async function readReferenceRows(db: Db, { citiesByName = false } = {}) {
  const [countryRows, districtRows, regionRows, cityRows, cargoRows, categoryRows, methodRows, sceneRows, sourceRows] =
    await Promise.all([
      db.select().from(countries).orderBy(asc(countries.id)),
      db.select().from(federalDistricts).orderBy(asc(federalDistricts.id)),
      db.select().from(regions).orderBy(asc(regions.nameRu)),
      db
        .select()
        .from(cities)
        .orderBy(...(citiesByName ? [asc(cities.nameRu), asc(cities.id)] : [asc(cities.id)])),
      db.select().from(cargoCategories).orderBy(asc(cargoCategories.id)),
      db.select().from(incidentCategories).orderBy(asc(incidentCategories.id)),
      db.select().from(attackMethods).orderBy(asc(attackMethods.id)),
      db.select().from(sceneTypes).orderBy(asc(sceneTypes.id)),
      db.select().from(informationSources).orderBy(asc(informationSources.id)),
    ]);
  return {
    countries: countryRows,
    districts: districtRows,
    regions: regionRows,
    cities: cityRows,
    cargo: cargoRows,
    categories: categoryRows,
    methods: methodRows,
    scenes: sceneRows,
    sources: sourceRows,
  };
}
