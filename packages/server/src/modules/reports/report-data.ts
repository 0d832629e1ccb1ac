import { reportTopLength, type ReportFilter } from '@cargo-sentry/contracts/reports/reports';
import type { ReferenceItem, StatGroup, StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';

/** A bilingual name; null names are groups without a value ("not set"). */
export interface ReportName {
  ru: string | null;
  en: string | null;
}

export interface ReportGroup {
  name: ReportName;
  count: number;
  damage: number;
}

export interface ReportIncident {
  id: number;
  date: string;
  damage: number;
  region: ReportName;
  city: ReportName;
  cargo: ReportName;
  category: ReportName;
  description: string;
}

/** Everything a report shows, in both languages: what the PDF and the XLSX are drawn from. */
export interface ReportData {
  dateFrom: string;
  dateTo: string;
  /** When it was generated (ISO timestamp). */
  generatedAt: string;
  /** The filter's other conditions, counted, so the reader knows the figures are a selection. */
  filtered: boolean;
  summary: {
    count: number;
    damage: number;
    averageDamage: number;
    robbery: number;
    fraud: number;
    /** Percent change of the count against the same number of days before; null without a base. */
    countChange: number | null;
    damageChange: number | null;
  };
  regions: ReportGroup[];
  cargo: ReportGroup[];
  districts: ReportGroup[];
  months: { month: string; count: number; damage: number }[];
  /** The largest damage first, then the newest. */
  notable: { largest: ReportIncident[]; latest: ReportIncident[] };
}

function nameOf(items: ReferenceItem[], id: number | null): ReportName {
  const item = items.find((r) => r.id === id);
  return { ru: item?.name_ru ?? null, en: item?.name_en ?? null };
}

function groups(list: StatGroup[], items: ReferenceItem[], limit: number): ReportGroup[] {
  return list.slice(0, limit).map((g) => ({ name: nameOf(items, g.id), count: g.count, damage: g.damage }));
}

function filterHasConditions(filter: ReportFilter): boolean {
  return Boolean(
    filter.search ||
    filter.country.length ||
    filter.geo.length ||
    filter.cargo.length ||
    (filter.price.length && !filter.price.includes(-1)) ||
    filter.category.length,
  );
}

/** The report of `filter` from the analysis statistics of the same filter. */
export function buildReportData(
  statistics: StatisticsResponse,
  filter: ReportFilter & { date_from: string; date_to: string },
  generatedAt: Date,
): ReportData {
  const { statistics: s, reference: ref } = statistics;
  let count = 0;
  let damage = 0;
  for (const g of s.by_incident_category) {
    count += g.count;
    damage += g.damage;
  }
  const incident = (b: StatisticsResponse['top_three_incidents'][number]): ReportIncident => ({
    id: b.id,
    date: b.date,
    damage: b.price,
    region: nameOf(ref.region, b.region),
    city: nameOf(ref.city, b.city),
    cargo: nameOf(ref.cargo_category, b.cargo_category),
    category: nameOf(ref.incident_category, b.incident_category),
    description: b.cargo_description,
  });
  return {
    dateFrom: filter.date_from,
    dateTo: filter.date_to,
    generatedAt: generatedAt.toISOString(),
    filtered: filterHasConditions(filter),
    summary: {
      count,
      damage,
      averageDamage: count > 0 ? Math.round(damage / count) : 0,
      robbery: statistics.table_stat.incidents_category.robbery.count,
      fraud: statistics.table_stat.incidents_category.fraud.count,
      countChange: statistics.count_change,
      damageChange: statistics.damage_change,
    },
    regions: groups(s.by_region, ref.region, reportTopLength),
    cargo: groups(s.by_cargo_category, ref.cargo_category, reportTopLength),
    districts: groups(s.by_federal_district, ref.federal_district, reportTopLength),
    months: s.by_month,
    notable: {
      largest: statistics.top_three_incidents.map(incident),
      latest: statistics.last_incidents.slice(0, 5).map(incident),
    },
  };
}
