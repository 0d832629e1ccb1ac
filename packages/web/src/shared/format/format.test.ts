import { describe, expect, it } from 'vitest';
import { formatDate, parseDisplayDate, toApiDate } from './date';
import { formatRubles, formatRublesCompact } from './money';
import { formatCompact, formatNumber } from './number';
import { pluralCategory, pluralize } from './plural';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('separates thousands with a space in ru and a comma in en', () => {
    expect(formatNumber(1234567, 'ru')).toBe(`1${nbsp}234${nbsp}567`);
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
  it('groups four-digit numbers too', () => {
    expect(formatNumber(1234, 'ru')).toBe(`1${nbsp}234`);
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
  it('uses the locale decimal separator and keeps the sign', () => {
    expect(formatNumber(-1234.5, 'ru', 1)).toBe(`-1${nbsp}234,5`);
    expect(formatNumber(-1234.5, 'en', 1)).toBe('-1,234.5');
    expect(formatNumber(999, 'en')).toBe('999');
  });
});

describe('formatCompact', () => {
  it('uses thousand, million and billion units with one decimal', () => {
    expect(formatCompact(1500, 'ru')).toBe(`1,5${nbsp}тыс.`);
    expect(formatCompact(1500, 'en')).toBe(`1.5${nbsp}thousand`);
    expect(formatCompact(2_345_678, 'ru')).toBe(`2,3${nbsp}млн`);
    expect(formatCompact(2_345_678, 'en')).toBe(`2.3${nbsp}million`);
    expect(formatCompact(7_050_000_000, 'ru')).toBe(`7,1${nbsp}млрд`);
    expect(formatCompact(7_050_000_000, 'en')).toBe(`7.1${nbsp}billion`);
  });
  it('leaves small amounts whole and rounds up across a unit boundary', () => {
    expect(formatCompact(950, 'en')).toBe('950');
    expect(formatCompact(999_960, 'en')).toBe(`1.0${nbsp}million`);
  });
});

describe('plural forms', () => {
  it('follows Russian rules for 1, 2, 5 and 21', () => {
    expect([1, 2, 5, 21].map((n) => pluralCategory(n, 'ru'))).toEqual(['one', 'few', 'many', 'one']);
    const forms = { one: 'инцидент', few: 'инцидента', many: 'инцидентов', other: 'инцидента' };
    expect([1, 2, 5, 21].map((n) => pluralize(n, 'ru', forms))).toEqual([
      'инцидент',
      'инцидента',
      'инцидентов',
      'инцидент',
    ]);
  });
  it('follows English rules for 1, 2, 5 and 21', () => {
    const forms = { one: 'incident', other: 'incidents' };
    expect([1, 2, 5, 21].map((n) => pluralize(n, 'en', forms))).toEqual([
      'incident',
      'incidents',
      'incidents',
      'incidents',
    ]);
  });
});

describe('dates', () => {
  it('shows DD.MM.YYYY and sends YYYY-MM-DD', () => {
    expect(formatDate('2024-03-07')).toBe('07.03.2024');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31.12.2024');
    expect(toApiDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(toApiDate('2024-01-05')).toBe('2024-01-05');
  });
  it('parses typed dates and rejects impossible ones', () => {
    expect(toApiDate(parseDisplayDate('29.02.2024'))).toBe('2024-02-29');
    expect(parseDisplayDate('31.02.2024')).toBeNull();
    expect(parseDisplayDate('2024-02-01')).toBeNull();
    expect(formatDate('')).toBe('');
  });
});

describe('formatRubles', () => {
  // Issue 9, defect 18: the English UI wrote "RUB" in some places and "₽" in others.
  it('writes the rouble sign in both languages, kept with its number', () => {
    expect(formatRubles(1_234_567, 'ru')).toBe(`1${nbsp}234${nbsp}567${nbsp}₽`);
    expect(formatRubles(1_234_567, 'en')).toBe(`1,234,567${nbsp}₽`);
    expect(formatRublesCompact(2_345_678, 'ru')).toBe(`2,3${nbsp}млн${nbsp}₽`);
    expect(formatRublesCompact(2_345_678, 'en')).toBe(`2.3${nbsp}million${nbsp}₽`);
    expect(formatRublesCompact(950, 'en')).toBe(`950${nbsp}₽`);
  });
});
