import { describe, expect, it } from 'vitest';
import { isUndefinedNameLabel, undefinedNameLabel } from './reference-names';

describe('the label of a null reference name', () => {
  it('is one localized word pair, never the raw "undefined"', () => {
    expect(undefinedNameLabel).toEqual({ ru: 'Не определено', en: 'Undefined' });
  });

  it('is recognised in either language and any case, and nothing else is', () => {
    expect(isUndefinedNameLabel('Не определено')).toBe(true);
    expect(isUndefinedNameLabel(' undefined ')).toBe(true);
    expect(isUndefinedNameLabel('НЕ ОПРЕДЕЛЕНО')).toBe(true);
    expect(isUndefinedNameLabel('Не определён')).toBe(false);
    expect(isUndefinedNameLabel('')).toBe(false);
  });
});
