import { describe, expect, it } from 'vitest';
import {
  applyFormValues,
  emptyFilter,
  filterFromParams,
  filterToParams,
  filterToWire,
  isFilterEmpty,
  isRangeInverted,
  rejectedParams,
  listChips,
  removeChip,
  type FilterValues,
} from './filter-state';

const full: FilterValues = {
  search: 'сахар',
  country: [1],
  geo: ['district:3', 'city:12'],
  period: null,
  dateFrom: '2024-01-01',
  dateTo: '2024-12-31',
  cargo: [2, 5],
  price: [1, 6],
  category: [1, 2],
  upload: 42,
};

describe('filter state and the URL', () => {
  it('round-trips every filter value through the search params', () => {
    const params = filterToParams(full);
    expect(params.getAll('geo')).toEqual(['district:3', 'city:12']);
    expect(params.get('date_from')).toBe('2024-01-01');
    expect(filterFromParams(params)).toEqual(full);
  });

  it('keeps unrelated params and drops empty filters', () => {
    const params = filterToParams({ ...emptyFilter, cargo: [4] }, new URLSearchParams('page=3&search=old'));
    expect(params.toString()).toBe('page=3&cargo=4');
  });

  it('ignores junk in a hand-edited URL', () => {
    const values = filterFromParams(
      new URLSearchParams(
        'geo=oblast:1&geo=region:7&price=9&price=-1&period=7y&date_from=01.02.2024&cargo=x&category=2,2,3',
      ),
    );
    expect(values).toEqual({ ...emptyFilter, geo: ['region:7'], price: [-1], category: [2, 3] });
  });

  // Issue 9, defect 17: `9999-99-99` became the chip "с 07.06.10007"; inverted ranges were kept.
  it('leaves out impossible dates and ids, and names them', () => {
    const params = new URLSearchParams(
      'date_from=9999-99-99&date_to=2024-02-31&cargo=1e1&cargo=3&country=32768&geo=city:2147483648&period=9y',
    );
    expect(filterFromParams(params, '2026-11-23')).toEqual({ ...emptyFilter, cargo: [3] });
    expect(rejectedParams(params, '2026-11-23').sort()).toEqual(
      ['cargo', 'country', 'date_from', 'date_to', 'geo', 'period'].sort(),
    );
  });

  it('drops "to" when it comes before "from" or before the period start', () => {
    const inverted = new URLSearchParams('date_from=2024-05-01&date_to=2024-04-01');
    expect(filterFromParams(inverted, '2026-11-23')).toMatchObject({ dateFrom: '2024-05-01', dateTo: null });
    expect(rejectedParams(inverted, '2026-11-23')).toEqual(['date_to']);
    const afterPeriod = new URLSearchParams('period=1m&date_to=2026-01-01');
    expect(filterFromParams(afterPeriod, '2026-11-23')).toMatchObject({ period: '1m', dateTo: null });
    expect(isRangeInverted({ ...emptyFilter, period: '1y', dateTo: '2026-01-01' }, '2026-11-23')).toBe(false);
  });

  it('accepts a clean link without complaint', () => {
    expect(rejectedParams(filterToParams(full), '2026-11-23')).toEqual([]);
  });

  it('reads a period', () => {
    expect(filterFromParams(new URLSearchParams('period=3m')).period).toBe('3m');
  });
});

describe('filter state to the wire query', () => {
  it('sends the contract parameter names', () => {
    expect(filterToWire(full)).toEqual({
      search: 'сахар',
      country: [1],
      geo: ['district:3', 'city:12'],
      date_from: '2024-01-01',
      date_to: '2024-12-31',
      cargo: [2, 5],
      price: [1, 6],
      category: [1, 2],
      upload: 42,
    });
  });

  it('sends an empty price list for "all" (-1)', () => {
    expect(filterToWire({ ...emptyFilter, price: [-1] })).toEqual({});
    expect(filterToWire({ ...emptyFilter, price: [-1, 3] }).price).toBeUndefined();
  });

  it('sends no category filter when all four are selected', () => {
    expect(filterToWire({ ...emptyFilter, category: [1, 2, 3, 4] }).category).toBeUndefined();
    expect(filterToWire({ ...emptyFilter, category: [1, 2, 3] }).category).toEqual([1, 2, 3]);
  });

  it('sends the period only without an explicit start date', () => {
    expect(filterToWire({ ...emptyFilter, period: '1y' })).toEqual({ period: '1y' });
    expect(filterToWire({ ...emptyFilter, period: '1y', dateFrom: '2024-05-01' })).toEqual({ date_from: '2024-05-01' });
  });

  it('sends nothing for an empty filter', () => {
    expect(filterToWire(emptyFilter)).toEqual({});
    expect(isFilterEmpty(emptyFilter)).toBe(true);
  });
});

describe('the upload of "Открыть карту" (issue 23 §10)', () => {
  it('is read from and written to the URL, and sent to the API', () => {
    const params = new URLSearchParams('upload=17&period=1y');
    expect(filterFromParams(params).upload).toBe(17);
    expect(filterToParams({ ...emptyFilter, upload: 17 }).toString()).toBe('upload=17');
    expect(filterToWire({ ...emptyFilter, upload: 17 })).toEqual({ upload: 17 });
    expect(isFilterEmpty({ ...emptyFilter, upload: 17 })).toBe(false);
  });

  it('leaves out and names an id no upload can have', () => {
    for (const bad of ['0', '-3', 'abc', '1e2', '99999999999']) {
      const params = new URLSearchParams(`upload=${bad}`);
      expect(filterFromParams(params).upload, bad).toBeNull();
      expect(rejectedParams(params), bad).toEqual(['upload']);
    }
  });
});

describe('applying the form', () => {
  it('clears a four-entry category list and trims the search (docs/product.md#filter-state)', () => {
    const applied = applyFormValues({ ...emptyFilter, search: '  vin  ', category: [1, 2, 3, 4] });
    expect(applied.search).toBe('vin');
    expect(applied.category).toEqual([]);
  });

  it('keeps "all" alone when it is picked with ranges', () => {
    expect(applyFormValues({ ...emptyFilter, price: [3, -1] }).price).toEqual([-1]);
    expect(applyFormValues({ ...emptyFilter, price: [5, 2] }).price).toEqual([2, 5]);
  });
});

describe('chips', () => {
  it('lists one chip per active value and none for "all" prices', () => {
    const chips = listChips({ ...full, price: [-1] });
    expect(chips.map((c) => c.kind)).toEqual([
      'upload',
      'search',
      'country',
      'geo',
      'geo',
      'date_from',
      'date_to',
      'cargo',
      'cargo',
      'category',
      'category',
    ]);
  });

  it('removes one value at a time', () => {
    const withoutCity = removeChip(full, { kind: 'geo', value: 'city:12' });
    expect(withoutCity.geo).toEqual(['district:3']);
    const withoutCargo = removeChip(withoutCity, { kind: 'cargo', value: 2 });
    expect(withoutCargo.cargo).toEqual([5]);
    expect(removeChip(full, { kind: 'search' }).search).toBe('');
    expect(removeChip(full, { kind: 'upload', value: 42 }).upload).toBeNull();
    expect(removeChip(full, { kind: 'date_to' }).dateTo).toBeNull();
    expect(filterToWire(removeChip(full, { kind: 'price', value: 6 })).price).toEqual([1]);
  });

  it('removing every chip gives the empty filter', () => {
    let values = full;
    for (const chip of listChips(full)) values = removeChip(values, chip);
    expect(values).toEqual(emptyFilter);
  });
});
