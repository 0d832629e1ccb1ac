import { describe, expect, it } from 'vitest';
import { shareOf, topWithPercent } from './top-list';

describe('topWithPercent', () => {
  it('keeps the ten largest and measures each against the first', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ name: `r${i}`, count: (i + 1) * 10 }));
    const top = topWithPercent(rows, (r) => r.count);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ value: 140, percent: 100 });
    expect(top[1]).toMatchObject({ value: 130, percent: 92.9 });
    expect(top[9]).toMatchObject({ value: 50, percent: 35.7 });
  });
  it('gives zero percent when the first item is zero and handles an empty list', () => {
    expect(topWithPercent([{ v: 0 }, { v: 0 }], (r) => r.v).map((t) => t.percent)).toEqual([0, 0]);
    expect(topWithPercent([], () => 1)).toEqual([]);
  });
  it('honours a custom limit', () => {
    expect(topWithPercent([1, 2, 3, 4], (v) => v, 3).map((t) => t.item)).toEqual([4, 3, 2]);
  });
});

describe('shareOf', () => {
  it('rounds to one decimal and survives an empty whole', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(5, 0)).toBe(0);
  });
});
