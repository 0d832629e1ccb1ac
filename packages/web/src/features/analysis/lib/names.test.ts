import { describe, expect, it } from 'vitest';
import { localName } from './names';

describe('localName', () => {
  it('picks the name of the current locale', () => {
    expect(localName({ name_ru: 'Москва', name_en: 'Moscow' }, 'ru')).toBe('Москва');
    expect(localName({ name_ru: 'Москва', name_en: 'Moscow' }, 'en')).toBe('Moscow');
  });
  it('shows "undefined" for a null, empty or missing name', () => {
    expect(localName({ name_ru: null, name_en: null }, 'ru')).toBe('undefined');
    expect(localName({ name_ru: 'Москва', name_en: null }, 'en')).toBe('undefined');
    expect(localName({ name_ru: ' ', name_en: 'x' }, 'ru')).toBe('undefined');
    expect(localName(undefined, 'en')).toBe('undefined');
  });
});
