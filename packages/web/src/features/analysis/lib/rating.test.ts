import { describe, expect, it } from 'vitest';
import { averageChange, sortRating, toRatingRows } from './rating';
import type { RatedRow } from './stats-view';

const row = (
  name: string,
  count: number,
  previousCount: number,
  damage = count * 1000,
  previousDamage = previousCount * 1000,
): RatedRow => ({
  key: name,
  id: name.length,
  name,
  count,
  damage,
  previousCount,
  previousDamage,
});

const rows = toRatingRows([row('Тула', 10, 5), row('Омск', 30, 30), row('Азов', 20, 0), row('Уфа', 10, 20)]);

describe('toRatingRows', () => {
  it('computes the change against the previous period, null without a base', () => {
    expect(rows.map((r) => r.countChange)).toEqual([100, 0, null, -50]);
  });
});

describe('sortRating', () => {
  it('ranks by incidents, ties by name', () => {
    expect(sortRating(rows, 'count', 'desc', 'ru').map((r) => r.name)).toEqual(['Омск', 'Азов', 'Тула', 'Уфа']);
    expect(sortRating(rows, 'count', 'asc', 'ru').map((r) => r.name)).toEqual(['Тула', 'Уфа', 'Азов', 'Омск']);
  });
  it('sorts by change and keeps rows without a change last in both directions', () => {
    expect(sortRating(rows, 'countChange', 'desc', 'ru').map((r) => r.name)).toEqual(['Тула', 'Омск', 'Уфа', 'Азов']);
    expect(sortRating(rows, 'countChange', 'asc', 'ru').map((r) => r.name)).toEqual(['Уфа', 'Омск', 'Тула', 'Азов']);
  });
  it('sorts by name in the locale order', () => {
    expect(sortRating(rows, 'name', 'asc', 'ru').map((r) => r.name)).toEqual(['Азов', 'Омск', 'Тула', 'Уфа']);
  });
});

describe('averageChange', () => {
  it('compares the average damage with the previous period', () => {
    const byFederalDistrict = [row('ЦФО', 2, 4, 400, 400)];
    expect(averageChange({ byFederalDistrict, total: 2, damage: 400 })).toBe(100);
    expect(averageChange({ byFederalDistrict: [row('ЦФО', 2, 0)], total: 2, damage: 400 })).toBeNull();
  });
});
