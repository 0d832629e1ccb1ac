import { describe, expect, it } from 'vitest';
import { changeRows, formatValue } from './change-rows';

describe('changeRows', () => {
  it('pairs the fields of before and after, keeping their order', () => {
    expect(changeRows({ a: 1, b: true }, { b: false, c: 'x' })).toEqual([
      { field: 'a', before: 1, after: undefined },
      { field: 'b', before: true, after: false },
      { field: 'c', before: undefined, after: 'x' },
    ]);
  });

  it('reads a creation (no before) and a deletion (no after)', () => {
    expect(changeRows(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1 }]);
    expect(changeRows({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: undefined }]);
    expect(changeRows(null, null)).toEqual([]);
  });
});

describe('formatValue', () => {
  const words = { yes: 'yes', no: 'no', empty: 'none' };
  it('writes flags, lists and nothing in words', () => {
    expect(formatValue(true, words)).toBe('yes');
    expect(formatValue(false, words)).toBe('no');
    expect(formatValue(['risk', 'sud'], words)).toBe('risk, sud');
    expect(formatValue([], words)).toBe('none');
    expect(formatValue(null, words)).toBe('—');
    expect(formatValue(undefined, words)).toBe('—');
    expect(formatValue(12, words)).toBe('12');
    expect(formatValue({ x: 1 }, words)).toBe('{"x":1}');
  });
});
