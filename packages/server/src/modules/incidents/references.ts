import type { IncidentAdminReferences, IncidentReferences } from '@cargo-sentry/contracts/incidents/incidents';
import { priceRanges } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Db } from '../../db/client';
import { districtLabels } from '../../db/reference-lists';
import { readReferenceRows } from '../../db/reference-rows';

export interface Named {
  id: number;
  name_ru: string;
  name_en: string;
}

/**
 * All reference lists, read once per app (they change only when the app starts and reloads the
 * shipped lists), with lookups by id for turning incident rows into responses.
 */
export interface ReferenceCache {
  lists: IncidentReferences;
  countries: Map<number, Named>;
  districts: Map<number, Named>;
  regions: Map<number, Named>;
  cities: Map<number, Named & { region: number; federal_district: number }>;
  cargo: Map<number, Named>;
  categories: Map<number, Named>;
  methods: Map<number, Named>;
  scenes: Map<number, Named>;
  sources: Map<number, Named>;
}

const named = (r: { id: number; nameRu: string; nameEn: string }): Named => ({
  id: r.id,
  name_ru: r.nameRu,
  name_en: r.nameEn,
});
const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((i) => [i.id, i]));

export async function readReferenceCache(db: Db): Promise<ReferenceCache> {
  const rows = await readReferenceRows(db);
  const lists: IncidentReferences = {
    countries: rows.countries.map(named),
    federal_districts: rows.districts.map((d) => {
      const label = districtLabels(d.nameRuShort, d.nameEnShort);
      return { ...named(d), label_ru: label.ru, label_en: label.en };
    }),
    regions: rows.regions.map((r) => ({ ...named(r), federal_district: r.federalDistrictId })),
    cities: rows.cities.map((c) => ({
      ...named(c),
      region: c.regionId,
      federal_district: c.federalDistrictId,
      lat: c.lat,
      lon: c.lon,
    })),
    cargo_categories: rows.cargo.map(named),
    incident_categories: rows.categories.map((c) => ({ ...named(c), code: c.code })),
    attack_methods: rows.methods.map(named),
    scene_types: rows.scenes.map(named),
    information_sources: rows.sources.map(named),
    price_ranges: priceRanges.map((p) => ({ id: p.id, min: p.min, max: p.max })),
  };
  return {
    lists,
    countries: byId(lists.countries),
    // the district reference of an incident carries its " ФО" label as the name
    districts: byId(lists.federal_districts.map((d) => ({ id: d.id, name_ru: d.label_ru, name_en: d.label_en }))),
    regions: byId(lists.regions.map(({ id, name_ru, name_en }) => ({ id, name_ru, name_en }))),
    cities: byId(
      lists.cities.map(({ id, name_ru, name_en, region, federal_district }) => ({
        id,
        name_ru,
        name_en,
        region,
        federal_district,
      })),
    ),
    cargo: byId(lists.cargo_categories),
    categories: byId(lists.incident_categories.map(({ id, name_ru, name_en }) => ({ id, name_ru, name_en }))),
    methods: byId(lists.attack_methods),
    scenes: byId(lists.scene_types),
    sources: byId(lists.information_sources),
  };
}

/** docs/product.md#incident-references: per group, id and name_ru (and name_en for English pages). */
export function adminReferences(cache: ReferenceCache): IncidentAdminReferences {
  const short = (items: Named[]) => items.map(({ id, name_ru, name_en }) => ({ id, name_ru, name_en }));
  const l = cache.lists;
  return {
    countries: short(l.countries),
    federal_districts: l.federal_districts.map((d) => ({ id: d.id, name_ru: d.label_ru, name_en: d.label_en })),
    regions: short(l.regions),
    cities: l.cities.map((c) => ({ id: c.id, name_ru: c.name_ru, name_en: c.name_en, region: c.region })),
    cargo_categories: short(l.cargo_categories),
    incident_categories: short(l.incident_categories),
    attack_methods: short(l.attack_methods),
    scene_types: short(l.scene_types),
    information_sources: short(l.information_sources),
  };
}
