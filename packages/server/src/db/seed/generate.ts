import type { IncidentRecord } from '../incident-record';
import { attackMethodList, informationSourceList, sceneTypeList } from '../reference-lists';
import { readGeoReference, russiaCountryId, type CityRef } from '../reference-data';
import { createRandom, weightedPicker } from './random';
import {
  cargoTexts,
  companyWords,
  descriptionStarts,
  makeInn,
  makeOgrn,
  makePlate,
  makeTrailerPlate,
  makeVin,
  streetNames,
} from './generate-text';

/** One generated incident; the generator always picks an attack method, a scene and a source. */
export type GeneratedIncident = IncidentRecord & {
  attack_method_id: number;
  scene_type_id: number;
  information_source_id: number;
};

export interface GeneratorOptions {
  seed: number;
  /** Last day of the five-year window (YYYY-MM-DD); defaults to today (UTC). */
  today?: string;
}

/** Main freight corridors as waypoint cities; part of the incidents fall along them. */
const corridors: { road: string; weight: number; via: string[] }[] = [
  {
    road: 'М-4 «Дон»',
    weight: 5,
    via: [
      'Москва',
      'Тула',
      'Ефремов',
      'Елец',
      'Воронеж',
      'Каменск-Шахтинский',
      'Ростов-на-Дону',
      'Краснодар',
      'Новороссийск',
    ],
  },
  { road: 'М-11 «Нева»', weight: 3, via: ['Москва', 'Тверь', 'Великий Новгород', 'Санкт-Петербург'] },
  {
    road: 'М-7 «Волга»',
    weight: 3,
    via: ['Москва', 'Владимир', 'Нижний Новгород', 'Чебоксары', 'Казань', 'Набережные Челны', 'Уфа'],
  },
  {
    road: 'М-5 «Урал»',
    weight: 3,
    via: ['Москва', 'Рязань', 'Пенза', 'Сызрань', 'Тольятти', 'Самара', 'Уфа', 'Челябинск'],
  },
  { road: 'М-8 «Холмогоры»', weight: 1.5, via: ['Москва', 'Сергиев Посад', 'Ярославль', 'Вологда', 'Архангельск'] },
  { road: 'Р-22 «Каспий»', weight: 2, via: ['Кашира', 'Тамбов', 'Волгоград', 'Астрахань'] },
  { road: 'М-1 «Беларусь»', weight: 1.5, via: ['Москва', 'Вязьма', 'Смоленск'] },
  { road: 'М-2 «Крым»', weight: 1.5, via: ['Москва', 'Тула', 'Орёл', 'Курск', 'Белгород'] },
  { road: 'Р-254 «Иртыш»', weight: 1, via: ['Челябинск', 'Курган', 'Омск', 'Новосибирск'] },
  { road: 'Р-255 «Сибирь»', weight: 1, via: ['Новосибирск', 'Кемерово', 'Красноярск', 'Иркутск'] },
  { road: 'Р-351', weight: 1, via: ['Екатеринбург', 'Тюмень'] },
];

/** A few incidents abroad (no region or city): Minsk, Almaty, Astana, Tashkent. */
const foreignPoints = [
  { country: 2, lat: 53.9, lon: 27.56, name: 'Минск' },
  { country: 3, lat: 43.24, lon: 76.89, name: 'Алматы' },
  { country: 3, lat: 51.17, lon: 71.45, name: 'Астана' },
  { country: 6, lat: 41.31, lon: 69.28, name: 'Ташкент' },
];

/** Autumn and winter see more thefts (docs/product.md#statistics, by month); index 0 = January. */
const monthWeight = [1.3, 1.15, 1.0, 0.9, 0.85, 0.8, 0.8, 0.9, 1.05, 1.2, 1.3, 1.4];
/** Night hours dominate. */
const hourWeight = [6, 6, 6, 5, 4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6];
/** unknown, theft, robbery, fraud, armed robbery. */
const categoryWeight = [10, 45, 12, 26, 7];
const methodsByCategory: Record<number, number[]> = {
  0: attackMethodList.map((m) => m.id),
  1: [2, 3, 7, 8, 9, 10],
  2: [2, 5, 6],
  3: [1, 11, 8, 7],
  4: [4, 5, 6],
};
const cargoWeight = [14, 6, 9, 7, 4, 4, 6, 6, 5, 6, 3, 4, 4, 3, 5, 3, 4];

interface Site {
  city: CityRef;
  lat: number;
  lon: number;
  road: string;
}

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A deterministic stream of realistic demo incidents: the same seed and `today` give the same
 * rows whatever the batch sizes. Places are real cities weighted by √population plus points along
 * the main freight corridors (region and district from the nearest city row, never from polygons).
 */
export function createIncidentGenerator(options: GeneratorOptions): { next(count: number): GeneratedIncident[] } {
  const r = createRandom(options.seed);
  const geo = readGeoReference();
  const regionNumber = new Map(geo.regions.map((x) => [x.id, x.number]));
  const cityWeights = geo.cities.map((c) => Math.sqrt(Math.max(c.population, 1000)));
  const pickCity = weightedPicker(cityWeights);
  const corridorSites = buildCorridorSites(geo.cities);
  const pickCorridor = weightedPicker(corridors.map((c) => c.weight));
  const pickMonthHour = weightedPicker(hourWeight);
  const pickCategory = weightedPicker(categoryWeight);
  const pickCargo = weightedPicker(cargoWeight);
  const todayMs = Date.parse(`${options.today ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const startMs = todayMs - Math.round(5 * 365.25) * dayMs;
  const days = Math.round((todayMs - startMs) / dayMs);
  const maxMonthWeight = Math.max(...monthWeight);

  const pickDate = (): number => {
    for (;;) {
      const ms = startMs + r.int(0, days) * dayMs;
      // a mild upward trend over the five years, times the season
      const trend = 0.8 + (0.4 * (ms - startMs)) / (todayMs - startMs);
      if (r.next() * maxMonthWeight * 1.2 < monthWeight[new Date(ms).getUTCMonth()] * trend) return ms;
    }
  };
  const pickPrice = (): number => {
    // log-normal around 600k roubles, plus a tail of very large losses beyond 25M
    const value = r.chance(0.01)
      ? 25_000_000 * Math.exp(r.next() * 2.5)
      : Math.exp(Math.log(600_000) + 1.5 * r.normal());
    return Math.max(1000, Math.round(value / 1000) * 1000);
  };
  const company = () => `ООО «${r.pick(companyWords)}${r.pick(companyWords).toLowerCase()}»`;

  const one = (): GeneratedIncident => {
    const dateMs = pickDate();
    const category = pickCategory(r);
    const cargo = pickCargo(r) + 1;
    const texts = cargoTexts[cargo];
    const onCorridor = r.chance(0.35);
    const abroad = !onCorridor && r.chance(0.01);
    let site: Site;
    if (onCorridor) site = r.pick(corridorSites[pickCorridor(r)]);
    else {
      const city = geo.cities[pickCity(r)];
      site = { city, lat: city.lat, lon: city.lon, road: '' };
    }
    const jitterKm = onCorridor ? 2 : 6;
    const lat = site.lat + (r.normal() * jitterKm) / 111;
    const lon = site.lon + (r.normal() * jitterKm) / (111 * Math.cos((site.lat * Math.PI) / 180));
    const foreign = abroad ? r.pick(foreignPoints) : undefined;
    const hasCoordinates = !r.chance(0.02);
    const source = r.int(1, informationSourceList.length);
    const regionNo = regionNumber.get(site.city.regionId) ?? '77';
    const referenceMs = Math.min(todayMs, dateMs + r.int(0, 30) * dayMs);
    const price = pickPrice();
    const destination = geo.cities[pickCity(r)];
    const hour = pickMonthHour(r);
    const time = r.chance(0.1) ? null : `${String(hour).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
    const what = r.pick(texts.what);
    const withVehicle = category === 3 || r.chance(0.3);
    return {
      date: iso(dateMs),
      time,
      incident_category_id: category,
      cargo_category_id: cargo,
      attack_method_id: r.pick(methodsByCategory[category]),
      scene_type_id: onCorridor ? r.pick([1, 1, 2, 4, 5]) : r.int(1, sceneTypeList.length),
      information_source_id: source,
      country_id: foreign ? foreign.country : russiaCountryId,
      federal_district_id: foreign ? null : site.city.districtId,
      region_id: foreign ? null : site.city.regionId,
      city_id: foreign ? null : site.city.id,
      street: onCorridor ? '' : `${r.pick(streetNames)}, ${r.int(1, 180)}`,
      road: onCorridor ? `${site.road}, ${r.int(10, 1500)} км` : '',
      lat: hasCoordinates ? Math.round((foreign ? foreign.lat + r.normal() * 0.05 : lat) * 1e5) / 1e5 : null,
      lon: hasCoordinates ? Math.round((foreign ? foreign.lon + r.normal() * 0.05 : lon) * 1e5) / 1e5 : null,
      cargo_description: what,
      amount: texts.amount(r),
      price,
      reference_date: iso(referenceMs),
      loading_address: `г. ${site.city.nameRu}, ${r.pick(streetNames)}, ${r.int(1, 120)}`,
      unloading_address: `г. ${destination.nameRu}, ${r.pick(streetNames)}, ${r.int(1, 120)}`,
      judicial_decision_number: source === 6 ? `1-${r.int(10, 999)}/${new Date(dateMs).getUTCFullYear()}` : '',
      media_mention_date: source === 1 ? iso(Math.min(todayMs, dateMs + r.int(0, 10) * dayMs)) : null,
      description: `${r.pick(descriptionStarts[category])} Груз: ${what.toLowerCase()}, грузоотправитель ${company()}.`,
      vehicle_plate: withVehicle ? makePlate(r, regionNo) : '',
      vehicle_vin: withVehicle && r.chance(0.5) ? makeVin(r) : '',
      trailer_plate: withVehicle && r.chance(0.6) ? makeTrailerPlate(r, regionNo) : '',
      trailer_vin: withVehicle && r.chance(0.2) ? makeVin(r) : '',
      counterparty_inn: category === 3 || r.chance(0.15) ? makeInn(r, regionNo) : '',
      counterparty_ogrn: r.chance(0.15) ? makeOgrn(r, regionNo) : '',
      ati_id: category === 3 && r.chance(0.5) ? String(r.int(10_000, 9_999_999)) : '',
    };
  };

  let produced = 0;
  const nextRow = (): GeneratedIncident => {
    const row = one();
    const known = demoRiskCases[produced++];
    return known ? { ...row, ...known } : row;
  };
  return { next: (count) => Array.from({ length: count }, nextRow) };
}

/**
 * Identifiers of the README's verification demo, carried by the first generated incidents: a risk
 * check on the demo data raises an alert on the plate, VIN or trailer and a warning on the INN,
 * OGRN or ATI id. The INN and OGRN are made up (valid check digits, no real firm).
 */
export const demoRiskCases: Partial<GeneratedIncident>[] = [
  { vehicle_plate: 'А777АА77', vehicle_vin: 'XTA210990Y2765432', trailer_plate: 'ЕК123477' },
  { counterparty_inn: '7799000012', counterparty_ogrn: '1197799000013', ati_id: '7799001' },
  { vehicle_plate: 'А777АА77', counterparty_inn: '7799000012' },
  // the liquidated firm of the company register, named by its OGRN only (the rating links it)
  { counterparty_ogrn: '1157799000017', counterparty_inn: '' },
];

/** Points every ~5 km along each corridor, each tied to its nearest city (computed once). */
function buildCorridorSites(cities: CityRef[]): Site[][] {
  const byName = new Map<string, CityRef>();
  for (const c of cities) if (!byName.has(c.nameRu)) byName.set(c.nameRu, c);
  const nearest = (lat: number, lon: number): CityRef => {
    let best = cities[0];
    let bestD = Infinity;
    const k = Math.cos((lat * Math.PI) / 180);
    for (const c of cities) {
      const d = (c.lat - lat) ** 2 + ((c.lon - lon) * k) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  };
  return corridors.map((corridor) => {
    const via = corridor.via.map((name) => byName.get(name)).filter((c): c is CityRef => c !== undefined);
    const sites: Site[] = [];
    for (let i = 0; i + 1 < via.length; i += 1) {
      const a = via[i];
      const b = via[i + 1];
      const km = Math.hypot(b.lat - a.lat, (b.lon - a.lon) * Math.cos((a.lat * Math.PI) / 180)) * 111;
      const steps = Math.max(1, Math.round(km / 5));
      for (let s = 0; s < steps; s += 1) {
        const lat = a.lat + ((b.lat - a.lat) * s) / steps;
        const lon = a.lon + ((b.lon - a.lon) * s) / steps;
        sites.push({ city: nearest(lat, lon), lat, lon, road: corridor.road });
      }
    }
    return sites;
  });
}
