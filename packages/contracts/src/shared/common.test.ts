import { describe, expect, it } from 'vitest';
import { text } from './common';

describe('text', () => {
  const field = text(100);

  it('accepts Cyrillic, emoji (a surrogate pair) and plain text', () => {
    for (const value of ['Новый регламент', 'Грузовик 🚚', '😀😀', 'plain']) expect(field.parse(value)).toBe(value);
  });

  it('refuses an unpaired surrogate anywhere in the text, alone or beside a valid pair', () => {
    for (const value of [
      'a\uD800b',
      '\uD800',
      '\uDC00',
      'x\uDBFF',
      '\uDE00y',
      '😀\uD83D',
      '\uDE00😀',
      '\uDC00\uD800',
    ]) {
      const result = field.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must not contain an unpaired surrogate');
    }
  });

  it('still refuses U+0000 and text over the limit', () => {
    expect(field.safeParse('a\u0000b').success).toBe(false);
    expect(field.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
