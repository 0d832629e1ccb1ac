import { idText, referenceIdText } from '@cargo-sentry/contracts/shared/common';
import { dateText, todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  geoTokenSchema,
  periodOptions,
  periodStart,
  priceRanges,
  selectableIncidentCategoryCount,
  type IncidentFilter,
  type Period,
} from '@cargo-sentry/contracts/incidents/incident-filter';

/**
 * The filter values of docs/product.md#incident-filter ("Filter values") as the UI holds them. The same shape serves
 * the form (what the user is editing) and the applied filter (what the URL and the requests
 * carry): docs/product.md#filter-state "form values are applied into active values, which become a request".
 */
export interface FilterValues {
  search: string;
  country: number[];
  /** `district:<id>`, `region:<id>` or `city:<id>` tokens. */
  geo: string[];
  period: Period | null;
  /** YYYY-MM-DD, inclusive. */
  dateFrom: string | null;
  dateTo: string | null;
  cargo: number[];
  /** Price ranges 1–6; -1 is "all". */
  price: number[];
  category: number[];
  /** A spreadsheet upload: only its incidents ("Открыть карту" after an import, issue 23 §10). */
  upload: number | null;
}

export const emptyFilter: FilterValues = {
  search: '',
  country: [],
  geo: [],
  period: null,
  dateFrom: null,
  dateTo: null,
  cargo: [],
  price: [],
  category: [],
  upload: null,
};

/** The "all" price value of docs/product.md#price-ranges. */
export const allPrices = -1;
export const priceRangeIds = priceRanges.map((r) => r.id);

const pieces = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .filter((v) => v.trim() !== '');

const isId = (raw: string, min: number) => {
  const parsed = referenceIdText.safeParse(raw);
  return parsed.success && parsed.data >= min;
};
const isPrice = (raw: string) => raw === String(allPrices) || priceRangeIds.some((id) => String(id) === raw);
const isDate = (raw: string) => dateText.safeParse(raw).success;
const isUploadId = (raw: string) => idText.safeParse(raw).success;

/** Which values each list parameter accepts, as the API does (ids within their column, plain digits). */
const listChecks = {
  country: (raw: string) => isId(raw, 1),
  cargo: (raw: string) => isId(raw, 0),
  category: (raw: string) => isId(raw, 0),
  price: isPrice,
  geo: (raw: string) => geoTokenSchema.safeParse(raw).success,
} as const;

function readIds(params: URLSearchParams, key: 'country' | 'cargo' | 'category' | 'price'): number[] {
  return [...new Set(pieces(params, key).filter(listChecks[key]).map(Number))];
}

function readDate(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value && isDate(value) ? value : null;
}

/** The first day the filter covers: its start date, else its period counted back from today. */
function startOf(values: Pick<FilterValues, 'dateFrom' | 'period'>, today: string): string | null {
  return values.dateFrom ?? (values.period ? periodStart(values.period, today) : null);
}

/** True when "to" comes before the start ("from" or the period): a range nothing can be in. */
export function isRangeInverted(values: FilterValues, today: string = todayIso()): boolean {
  const start = startOf(values, today);
  return Boolean(start && values.dateTo && values.dateTo < start);
}

/**
 * Reads the applied filter from the page's search params. Values no filter can have (a
 * hand-edited or mistyped link: `9999-99-99`, `cargo=1e1`, "to" before "from") are left out, and
 * `rejectedParams` names them so the page can say so instead of silently showing something else.
 */
export function filterFromParams(params: URLSearchParams, today: string = todayIso()): FilterValues {
  const period = params.get('period');
  const values: FilterValues = {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    country: readIds(params, 'country'),
    geo: [...new Set(pieces(params, 'geo').filter(listChecks.geo))],
    period: periodOptions.includes(period as Period) ? (period as Period) : null,
    dateFrom: readDate(params, 'date_from'),
    dateTo: readDate(params, 'date_to'),
    cargo: readIds(params, 'cargo'),
    price: readIds(params, 'price'),
    category: readIds(params, 'category'),
    upload: isUploadId(params.get('upload') ?? '') ? Number(params.get('upload')) : null,
  };
  return isRangeInverted(values, today) ? { ...values, dateTo: null } : values;
}

/** The filter parameters of the URL whose values `filterFromParams` had to leave out. */
export function rejectedParams(params: URLSearchParams, today: string = todayIso()): string[] {
  const rejected: string[] = [];
  for (const key of Object.keys(listChecks) as (keyof typeof listChecks)[]) {
    if (pieces(params, key).some((raw) => !listChecks[key](raw))) rejected.push(key);
  }
  const period = params.get('period');
  if (period && !periodOptions.includes(period as Period)) rejected.push('period');
  const upload = params.get('upload');
  if (upload && !isUploadId(upload)) rejected.push('upload');
  for (const key of ['date_from', 'date_to']) {
    const value = params.get(key);
    if (value && !isDate(value)) rejected.push(key);
  }
  const read = { ...filterFromParams(params, today), dateTo: readDate(params, 'date_to') };
  if (isRangeInverted(read, today) && !rejected.includes('date_to')) rejected.push('date_to');
  return rejected;
}

/** Writes the applied filter into search params, keeping any other params (e.g. `page`) untouched. */
export function filterToParams(values: FilterValues, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of filterParamKeys) params.delete(key);
  if (values.search.trim()) params.set('search', values.search.trim());
  for (const id of values.country) params.append('country', String(id));
  for (const token of values.geo) params.append('geo', token);
  if (values.period) params.set('period', values.period);
  if (values.dateFrom) params.set('date_from', values.dateFrom);
  if (values.dateTo) params.set('date_to', values.dateTo);
  for (const id of values.cargo) params.append('cargo', String(id));
  for (const id of values.price) params.append('price', String(id));
  for (const id of values.category) params.append('category', String(id));
  if (values.upload !== null) params.set('upload', String(values.upload));
  return params;
}

export const filterParamKeys = [
  'search',
  'country',
  'geo',
  'period',
  'date_from',
  'date_to',
  'cargo',
  'price',
  'category',
  'upload',
] as const;

/**
 * The filter as the incident endpoints read it (contracts `incidentFilterSchema`), each parameter
 * sent only when it filters something.
 */
export type WireQuery = Partial<IncidentFilter>;

/**
 * The query of every incident endpoint (contracts `incidentFilterSchema`). docs/product.md#incident-filter shortcuts:
 * "all" (-1) sends an empty price list, and all four incident categories mean no category filter.
 */
export function filterToWire(values: FilterValues): WireQuery {
  const price = values.price.includes(allPrices) || values.price.length === priceRangeIds.length ? [] : values.price;
  const category = values.category.length === selectableIncidentCategoryCount ? [] : values.category;
  const query: WireQuery = {};
  if (values.search.trim()) query.search = values.search.trim();
  if (values.country.length) query.country = values.country;
  if (values.geo.length) query.geo = values.geo;
  if (values.dateFrom) query.date_from = values.dateFrom;
  if (values.dateTo) query.date_to = values.dateTo;
  // An explicit start date wins over the period; the server does the same.
  if (values.period && !values.dateFrom) query.period = values.period;
  if (values.cargo.length) query.cargo = values.cargo;
  if (price.length) query.price = price;
  if (category.length) query.category = category;
  if (values.upload !== null) query.upload = values.upload;
  return query;
}

/** docs/product.md#filter-state: "If the category list has 4 entries it is cleared" when the form is applied. */
export function applyFormValues(form: FilterValues): FilterValues {
  const price = form.price.includes(allPrices) ? [allPrices] : [...form.price].sort((a, b) => a - b);
  return {
    ...form,
    search: form.search.trim(),
    price,
    category: form.category.length === selectableIncidentCategoryCount ? [] : form.category,
  };
}

export type ChipKind =
  'upload' | 'search' | 'country' | 'geo' | 'period' | 'date_from' | 'date_to' | 'cargo' | 'price' | 'category';

/** One active filter, removable on its own (docs/product.md#filter-state). */
export interface FilterChip {
  kind: ChipKind;
  /** The list value this chip stands for; absent for single-valued filters. */
  value?: string | number;
}

/** The active filters, one chip per value, in the panel's order. */
export function listChips(values: FilterValues): FilterChip[] {
  const chips: FilterChip[] = [];
  // First: it explains at once why the map shows a few incidents only.
  if (values.upload !== null) chips.push({ kind: 'upload', value: values.upload });
  if (values.search) chips.push({ kind: 'search' });
  for (const value of values.country) chips.push({ kind: 'country', value });
  for (const value of values.geo) chips.push({ kind: 'geo', value });
  if (values.period) chips.push({ kind: 'period' });
  if (values.dateFrom) chips.push({ kind: 'date_from' });
  if (values.dateTo) chips.push({ kind: 'date_to' });
  for (const value of values.cargo) chips.push({ kind: 'cargo', value });
  for (const value of values.price) if (value !== allPrices) chips.push({ kind: 'price', value });
  for (const value of values.category) chips.push({ kind: 'category', value });
  return chips;
}

/** The filter without one chip. */
export function removeChip(values: FilterValues, chip: FilterChip): FilterValues {
  switch (chip.kind) {
    case 'upload':
      return { ...values, upload: null };
    case 'search':
      return { ...values, search: '' };
    case 'period':
      return { ...values, period: null };
    case 'date_from':
      return { ...values, dateFrom: null };
    case 'date_to':
      return { ...values, dateTo: null };
    case 'geo':
      return { ...values, geo: values.geo.filter((v) => v !== chip.value) };
    default: {
      const key = chip.kind;
      return { ...values, [key]: values[key].filter((v) => v !== chip.value) };
    }
  }
}

export function isFilterEmpty(values: FilterValues): boolean {
  return listChips(values).length === 0;
}

export function chipKey(chip: FilterChip): string {
  return chip.value === undefined ? chip.kind : `${chip.kind}:${chip.value}`;
}

export function parseGeoToken(token: string): { kind: 'district' | 'region' | 'city'; id: number } | null {
  const match = /^(district|region|city):(\d+)$/.exec(token);
  return match ? { kind: match[1] as 'district' | 'region' | 'city', id: Number(match[2]) } : null;
}
