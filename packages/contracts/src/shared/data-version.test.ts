import { describe, expect, it } from 'vitest';
import { dataVersionSchema } from './data-version';

describe('dataVersionSchema', () => {
  it('reads plain non-negative whole numbers up to the largest safe integer', () => {
    expect(dataVersionSchema.parse('0')).toBe(0);
    expect(dataVersionSchema.parse('42')).toBe(42);
    expect(dataVersionSchema.parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses signs, fractions, exponents, hex, leading zeros, lists, blanks and numbers past the safe range', () => {
    for (const value of [
      '',
      ' 1',
      '-1',
      '+1',
      '1.0',
      '1e3',
      '0x10',
      '007',
      '1, 2',
      'NaN',
      'Infinity',
      '9007199254740992',
      '99999999999999999',
      '١٢',
      'a\u0000',
    ]) {
      expect(dataVersionSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
