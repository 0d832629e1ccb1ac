import { describe, expect, it } from 'vitest';
import { nextSort, readRatingParams, scoreBand, sortParts } from './rating-view';

describe('scoreBand', () => {
  it.each([
    [100, true, 'none'],
    [100, false, 'low'],
    [80, false, 'low'],
    [79.9, false, 'middle'],
    [50, false, 'middle'],
    [49.9, false, 'high'],
    [0, false, 'high'],
  ] as const)('%d with no negative data %s reads %s', (score, none, band) => {
    expect(scoreBand(score, none)).toBe(band);
  });
});

describe('sorting', () => {
  it('flips the direction of the active column', () => {
    expect(nextSort('score', 'score')).toBe('-score');
    expect(nextSort('-score', 'score')).toBe('score');
    expect(nextSort('-incidents', 'incidents')).toBe('incidents');
  });

  it('starts a new column where it is most useful', () => {
    expect(nextSort('score', 'incidents')).toBe('-incidents');
    expect(nextSort('score', 'damage')).toBe('-damage');
    expect(nextSort('-damage', 'inn')).toBe('inn');
    expect(nextSort('inn', 'score')).toBe('score');
  });

  it('splits a sort into column and direction', () => {
    expect(sortParts('-damage')).toEqual({ column: 'damage', direction: 'desc' });
    expect(sortParts('inn')).toEqual({ column: 'inn', direction: 'asc' });
  });
});

describe('readRatingParams', () => {
  it('reads page, search and sort', () => {
    expect(readRatingParams(new URLSearchParams('page=3&s=7799&sort=-damage'))).toEqual({
      page: 3,
      s: '7799',
      sort: '-damage',
    });
  });

  it.each(['page=0', 'page=abc', 'page=1.5', 'sort=name', 'page=-2'])('falls back to the defaults for %s', (query) => {
    const params = readRatingParams(new URLSearchParams(query));
    expect(params.page).toBe(1);
    expect(params.sort).toBe('score');
  });
});
