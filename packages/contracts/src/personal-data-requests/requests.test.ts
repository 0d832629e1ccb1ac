import { describe, expect, it } from 'vitest';
import { maskValue, subjectErasureSchema, subjectIdentifiersOf, subjectSearchQuerySchema } from './requests';

describe('subject identifiers', () => {
  it('reads a person written as one line, with or without a birth date', () => {
    expect(subjectIdentifiersOf('Иванов Пётр Семёнович 01.02.1980')).toEqual([
      { kind: 'person', value: 'иванов|петр|семенович|1980-02-01' },
    ]);
    expect(subjectIdentifiersOf('Иванов Пётр')).toEqual([{ kind: 'person', value: 'иванов|петр||' }]);
  });

  it('reads a phone and a plate, normalised as identity links store them', () => {
    expect(subjectIdentifiersOf('+7 (912) 345-67-89')).toContainEqual({ kind: 'phone', value: '+79123456789' });
    expect(subjectIdentifiersOf('а 123 вс 77')).toContainEqual({ kind: 'plate', value: 'А123ВС77' });
  });

  it('reads a passport number, which may also be a phone', () => {
    const kinds = subjectIdentifiersOf('4510 123456').map((identifier) => identifier.kind);
    expect(kinds).toContain('passport');
  });

  it('reads nothing from text that is no identifier', () => {
    expect(subjectIdentifiersOf('hello')).toEqual([]);
    expect(subjectIdentifiersOf('1')).toEqual([]);
  });
});

describe('subject request inputs', () => {
  it('bounds the query', () => {
    expect(subjectSearchQuerySchema.safeParse({ q: 'ab' }).success).toBe(false);
    expect(subjectSearchQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
    expect(subjectSearchQuerySchema.safeParse({ q: 'Иванов\u0000' }).success).toBe(false);
    expect(subjectSearchQuerySchema.safeParse({ q: 'Иванов Пётр' }).success).toBe(true);
  });

  it('refuses an erasure without a reason or with an unknown mode', () => {
    expect(subjectErasureSchema.safeParse({ q: 'Иванов Пётр', mode: 'erase' }).success).toBe(false);
    expect(subjectErasureSchema.safeParse({ q: 'Иванов Пётр', mode: 'erase', reason: '   ' }).success).toBe(false);
    expect(subjectErasureSchema.safeParse({ q: 'Иванов Пётр', mode: 'burn', reason: 'Запрос №5' }).success).toBe(false);
    expect(subjectErasureSchema.safeParse({ q: 'Иванов Пётр', mode: 'mask', reason: 'Запрос №5' }).success).toBe(true);
  });
});

describe('masking', () => {
  it('keeps the first character and hides the length of short values', () => {
    expect(maskValue('Иванов')).toBe('И*****');
    expect(maskValue('Ян')).toBe('Я***');
    expect(maskValue('')).toBe('');
  });
});
