import { describe, expect, it } from 'vitest';
import { nameOf, nameOrUndefined } from './bilingual-name';

const moscow = { name_ru: 'Москва', name_en: 'Moscow' };

describe('nameOf', () => {
  it('picks the name of the current locale', () => {
    expect(nameOf(moscow, 'ru')).toBe('Москва');
    expect(nameOf(moscow, 'en')).toBe('Moscow');
  });
  it('falls back to the Russian name, then to a dash', () => {
    expect(nameOf({ name_ru: 'Москва', name_en: '' }, 'en')).toBe('Москва');
    expect(nameOf({ name_ru: 'Москва', name_en: null }, 'en')).toBe('Москва');
    expect(nameOf({ name_ru: '', name_en: '' }, 'ru')).toBe('—');
    expect(nameOf(null, 'ru')).toBe('—');
    expect(nameOf(undefined, 'en')).toBe('—');
  });
});

describe('nameOrUndefined', () => {
  it('picks the name of the current locale', () => {
    expect(nameOrUndefined(moscow, 'ru')).toBe('Москва');
    expect(nameOrUndefined(moscow, 'en')).toBe('Moscow');
  });
  it('shows "Не определено" / "Undefined" for a null, empty or missing name (docs/product.md#reference-names, issue 23 §4)', () => {
    expect(nameOrUndefined({ name_ru: null, name_en: null }, 'ru')).toBe('Не определено');
    expect(nameOrUndefined({ name_ru: 'Москва', name_en: null }, 'en')).toBe('Undefined');
    expect(nameOrUndefined({ name_ru: ' ', name_en: 'x' }, 'ru')).toBe('Не определено');
    expect(nameOrUndefined(undefined, 'en')).toBe('Undefined');
  });
});
