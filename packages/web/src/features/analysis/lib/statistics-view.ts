import type {
  ReferenceItem,
  StatGroup,
  StatisticsReference,
  StatisticsResponse,
} from '@cargo-sentry/contracts/analysis/analysis';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { damageBuckets } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/shared/format/number';
import { nameOrUndefined, undefinedName } from '@/shared/i18n/bilingual-name';
import type { GroupRow } from './groups';
import type { BriefRow, MonthRow, RatedRow, StatsView } from './stats-view';

type Lookup = (id: number | null) => string;

/** Name lookup over one reference list; unknown ids and null names give the null-name label. */
export function referenceLookup(items: readonly ReferenceItem[], locale: Locale): Lookup {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (id) => {
    const item = byId.get(id);
    return item ? nameOrUndefined(item, locale) : undefinedName(locale);
  };
}

function toRow(group: StatGroup, name: Lookup): GroupRow {
  return { key: String(group.id), id: group.id, name: name(group.id), count: group.count, damage: group.damage };
}

/** "янв 2025" / "Jan 2025" for a "YYYY-MM" month. */
export function monthLabel(month: string, t: TFunction): string {
  const [year, m] = month.split('-');
  return `${t(`analysis.months.${Number(m)}`)} ${year}`;
}

/** A round amount in its largest unit without decimals: [100, "thousand"], [2, "million"]. */
function roundAmount(value: number): [number, 'thousand' | 'million'] {
  return value >= 1_000_000 ? [value / 1_000_000, 'million'] : [value / 1_000, 'thousand'];
}

/** "до 100 тыс.", "100–300 тыс.", "500 тыс. – 1 млн", "свыше 25 млн" for the buckets of docs/product.md#damage-buckets. */
export function bucketLabel(bucket: number, locale: Locale, t: TFunction): string {
  const range = damageBuckets.find((b) => b.id === bucket);
  if (!range) return undefinedName(locale);
  const amount = (value: number) => {
    const [n, unit] = roundAmount(value);
    return { n: formatNumber(n, locale), unit: t(`analysis.units.${unit}`) };
  };
  const max = range.max === null ? null : amount(range.max);
  const min = amount(range.min);
  // The unit carries its own spacing: "100 тыс." in Russian, "100K" in English (docs/product.md#number-and-date-formatting).
  if (max === null) return t('analysis.damage.bucket_over', { min: `${min.n}${min.unit}` });
  if (range.min === 0) return t('analysis.damage.bucket_upto', { max: `${max.n}${max.unit}` });
  if (min.unit === max.unit) return `${min.n}–${max.n}${max.unit}`;
  return `${min.n}${min.unit} – ${max.n}${max.unit}`;
}

/** docs/product.md#reference-codes: a federal district is labelled with the " ФО" suffix ("Южный ФО", "Southern FD"). */
export function districtLabel(name: string): string {
  return name.replace(/\s+федеральный округ$/i, ' ФО').replace(/\s+Federal District$/i, ' FD');
}

function lookups(reference: StatisticsReference, locale: Locale): Record<keyof StatisticsReference, Lookup> {
  const district = referenceLookup(reference.federal_district, locale);
  return {
    attack_method: referenceLookup(reference.attack_method, locale),
    cargo_category: referenceLookup(reference.cargo_category, locale),
    region: referenceLookup(reference.region, locale),
    city: referenceLookup(reference.city, locale),
    federal_district: (id) => districtLabel(district(id)),
    incident_category: referenceLookup(reference.incident_category, locale),
    type_of_scene: referenceLookup(reference.type_of_scene, locale),
  };
}

function placeOf(
  incident: { city: number | null; region: number | null },
  name: Record<keyof StatisticsReference, Lookup>,
): string {
  const region = name.region(incident.region);
  if (incident.city === null) return region;
  const city = name.city(incident.city);
  return city === region ? city : `${city}, ${region}`;
}

/** The statistics answer in display form: names translated, months and buckets labelled. */
export function toStatsView(response: StatisticsResponse, locale: Locale, t: TFunction): StatsView {
  const s = response.statistics;
  const name = lookups(response.reference, locale);
  const rated = (groups: StatisticsResponse['statistics']['by_region'], lookup: Lookup): RatedRow[] =>
    groups.map((g) => ({ ...toRow(g, lookup), previousCount: g.previous_count, previousDamage: g.previous_damage }));
  const months = (list: StatisticsResponse['statistics']['by_month']): MonthRow[] =>
    list.map((m) => ({
      key: m.month,
      id: null,
      month: m.month,
      name: monthLabel(m.month, t),
      count: m.count,
      damage: m.damage,
    }));
  const total = s.by_incident_category.reduce((sum, g) => sum + g.count, 0);
  const damage = s.by_incident_category.reduce((sum, g) => sum + g.damage, 0);
  const brief = (incident: StatisticsResponse['last_incidents'][number]): BriefRow => ({
    id: incident.id,
    date: incident.date,
    place: placeOf(incident, name),
    cargo: name.cargo_category(incident.cargo_category),
    category: name.incident_category(incident.incident_category),
    description: incident.cargo_description,
    damage: incident.price,
  });
  const ts = response.table_stat;
  return {
    total,
    damage,
    average: total ? Math.round(damage / total) : 0,
    countChange: response.count_change,
    isCountIncreased: response.is_count_increased,
    damageChange: response.damage_change,
    isDamageIncreased: response.is_damage_increased,
    byAttackMethod: s.by_attack_method.map((g) => toRow(g, name.attack_method)),
    byCargoCategory: s.by_cargo_category.map((g) => toRow(g, name.cargo_category)),
    byMonth: months(s.by_month),
    byMonthLastYear: months(s.by_month_last_year),
    byWeekday: s.by_weekday.map((w) => ({
      key: String(w.weekday),
      id: w.weekday,
      name: t(`analysis.weekdays.${w.weekday}`),
      count: w.count,
      damage: w.damage,
    })),
    byPrice: s.by_price.map((p) => ({
      key: String(p.bucket),
      id: p.bucket,
      name: bucketLabel(p.bucket, locale, t),
      count: p.count,
      damage: p.damage,
    })),
    byRegion: rated(s.by_region, name.region),
    byCity: rated(s.by_city, name.city),
    byFederalDistrict: rated(s.by_federal_district, name.federal_district),
    byIncidentCategory: s.by_incident_category.map((g) => toRow(g, name.incident_category)),
    byTypeOfScene: s.by_type_of_scene.map((g) => toRow(g, name.type_of_scene)),
    byDistrictByPrice: s.by_district_by_price.map((d) => ({
      district: toRow(d, name.federal_district),
      buckets: d.by_price.map((p) => ({
        key: String(p.bucket),
        id: p.bucket,
        name: bucketLabel(p.bucket, locale, t),
        count: p.count,
        damage: p.damage,
      })),
    })),
    tableStat: ts.attack_method.map((g) => ({
      key: String(g.id),
      name: name.attack_method(g.id),
      count: g.count,
      robbery: g.robbery.count,
      fraud: g.fraud.count,
      robberyDamage: g.robbery.damage,
      fraudDamage: g.fraud.damage,
    })),
    tableStatTotals: {
      robbery: ts.incidents_category.robbery.count,
      fraud: ts.incidents_category.fraud.count,
      robberyDamage: ts.incidents_category.robbery.damage,
      fraudDamage: ts.incidents_category.fraud.damage,
    },
    topThree: response.top_three_incidents.map(brief),
    last: response.last_incidents.map(brief),
  };
}
