import { addMonths, isoWeekday } from '@cargo-sentry/contracts/shared/dates';
import { damageBucketOf, priceRangeOf, type NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { StoredIncident } from './incident-rows';

/**
 * The statistics recomputed the obvious way, row by row with plain objects, as the reference
 * the property tests compare the columnar index against. Search matches cargo_description only:
 * the tests use words no city or region name contains.
 */
export function matches(row: StoredIncident, f: NormalizedFilter, limited: boolean, ignoreDates = false): boolean {
  if (limited && row.federal_district_id !== 3) return false;
  if (f.search && !row.cargo_description.toLowerCase().includes(f.search.toLowerCase())) return false;
  if (f.countries.length && !f.countries.includes(row.country_id)) return false;
  const geo = f.districts.length + f.regions.length + f.cities.length > 0;
  if (
    geo &&
    !(
      (row.federal_district_id !== null && f.districts.includes(row.federal_district_id)) ||
      (row.region_id !== null && f.regions.includes(row.region_id)) ||
      (row.city_id !== null && f.cities.includes(row.city_id))
    )
  ) {
    return false;
  }
  if (!ignoreDates && f.dateFrom && row.date < f.dateFrom) return false;
  if (!ignoreDates && f.dateTo && row.date > f.dateTo) return false;
  if (f.cargo.length && (row.cargo_category_id === null || !f.cargo.includes(row.cargo_category_id))) return false;
  if (f.priceRanges.length && !f.priceRanges.includes(priceRangeOf(row.price))) return false;
  if (f.categories.length && !f.categories.includes(row.incident_category_id)) return false;
  return true;
}

type Key = number | null;
export interface NaiveGroup {
  id: Key;
  count: number;
  damage: number;
}

function groupBy(rows: StoredIncident[], key: (r: StoredIncident) => Key): NaiveGroup[] {
  const map = new Map<Key, NaiveGroup>();
  for (const r of rows) {
    const k = key(r);
    const g = map.get(k) ?? { id: k, count: 0, damage: 0 };
    g.count += 1;
    g.damage += r.price;
    map.set(k, g);
  }
  return [...map.values()].sort((a, b) => b.count - a.count || (a.id ?? -1) - (b.id ?? -1));
}

function sum(rows: StoredIncident[]) {
  return { count: rows.length, damage: rows.reduce((s, r) => s + r.price, 0) };
}

// The statistics rules are recomputed here from their written definitions (docs/product.md#business-constants-and-limits, decision
// 0003) with Date objects, not taken from contracts/analysis: a reference that imported the code
// it checks could not catch its mistakes. Calendar arithmetic (addMonths, isoWeekday) has its own
// unit tests in contracts/src/shared/dates.test.ts.
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const shiftDays = (day: string, days: number) => iso(new Date(utc(day).getTime() + days * 86_400_000));

/** Every month from the start (or 12 months back) to the end, the last 120 at most. */
function monthsOf(f: NormalizedFilter, today: string): string[] {
  const end = utc(f.dateTo ?? today);
  const months: string[] = [];
  const cursor = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1));
  const first = f.dateFrom ? utc(f.dateFrom) : null;
  const limit = f.dateFrom ? 120 : 12;
  while (months.length < limit) {
    const month = iso(cursor).slice(0, 7);
    if (first && month < iso(first).slice(0, 7)) break;
    months.unshift(month);
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

/** The filtered range (or the 365 days to the end) and the same number of days right before it. */
function comparedPeriods(f: NormalizedFilter, today: string) {
  const to = f.dateTo ?? today;
  const from = f.dateFrom ?? shiftDays(to, -364);
  const length = Math.max(1, Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000) + 1);
  return { current: { from, to }, previous: { from: shiftDays(from, -length), to: shiftDays(from, -1) } };
}

const percent = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

export function naiveStatistics(all: StoredIncident[], f: NormalizedFilter, limited: boolean, today: string) {
  const rows = all.filter((r) => matches(r, f, limited));
  const undated = all.filter((r) => matches(r, f, limited, true));
  const months = monthsOf(f, today);
  const inMonth = (r: StoredIncident, m: string) => r.date.slice(0, 7) === m;
  const shifted = (iso: string | undefined) => (iso ? addMonths(iso, -12) : undefined);
  const lyFrom = shifted(f.dateFrom);
  const lyTo = shifted(f.dateTo);
  const lastYear = months.map((m) => addMonths(`${m}-01`, -12).slice(0, 7));
  const periods = comparedPeriods(f, today);
  const within = (r: StoredIncident, p: { from: string; to: string }) => r.date >= p.from && r.date <= p.to;
  const now = sum(undated.filter((r) => within(r, periods.current)));
  const before = undated.filter((r) => within(r, periods.previous));
  const beforeSum = sum(before);
  const rated = (key: (r: StoredIncident) => Key) =>
    groupBy(rows, key).map((g) => {
      const prev = before.filter((r) => key(r) === g.id);
      return { ...g, previous_count: prev.length, previous_damage: sum(prev).damage };
    });
  const byPrice = (subset: StoredIncident[]) =>
    Array.from({ length: 10 }, (_, i) => {
      const inBucket = subset.filter((r) => damageBucketOf(r.price) === i + 1);
      return { bucket: i + 1, ...sum(inBucket) };
    });
  const byAttack = groupBy(rows, (r) => r.attack_method_id);
  const ofCategory = (id: number) => rows.filter((r) => r.incident_category_id === id);
  return {
    statistics: {
      by_attack_method: byAttack,
      by_cargo_category: groupBy(rows, (r) => r.cargo_category_id),
      by_month: months.map((m) => ({ month: m, ...sum(rows.filter((r) => inMonth(r, m))) })),
      by_month_last_year: lastYear.map((m) => ({
        month: m,
        ...sum(undated.filter((r) => inMonth(r, m) && (!lyFrom || r.date >= lyFrom) && (!lyTo || r.date <= lyTo))),
      })),
      by_weekday: [1, 2, 3, 4, 5, 6, 7].map((w) => ({
        weekday: w,
        ...sum(rows.filter((r) => isoWeekday(r.date) === w)),
      })),
      by_price: byPrice(rows),
      by_region: rated((r) => r.region_id),
      by_city: rated((r) => r.city_id),
      by_federal_district: rated((r) => r.federal_district_id),
      by_incident_category: groupBy(rows, (r) => r.incident_category_id),
      by_type_of_scene: groupBy(rows, (r) => r.scene_type_id),
      by_district_by_price: groupBy(rows, (r) => r.federal_district_id).map((g) => ({
        ...g,
        by_price: byPrice(rows.filter((r) => r.federal_district_id === g.id)),
      })),
    },
    top_three_incidents: [...rows]
      .sort((a, b) => b.price - a.price || b.id - a.id)
      .slice(0, 3)
      .map((r) => r.id),
    last_incidents: [...rows]
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id))
      .slice(0, 10)
      .map((r) => r.id),
    damage_change: percent(now.damage, beforeSum.damage),
    is_damage_increased: now.damage > beforeSum.damage,
    count_change: percent(now.count, beforeSum.count),
    is_count_increased: now.count > beforeSum.count,
    table_stat: {
      attack_method: byAttack.map((g) => ({
        ...g,
        robbery: sum(ofCategory(2).filter((r) => r.attack_method_id === g.id)),
        fraud: sum(ofCategory(3).filter((r) => r.attack_method_id === g.id)),
      })),
      incidents_category: { robbery: sum(ofCategory(2)), fraud: sum(ofCategory(3)) },
    },
  };
}
