import { describe, expect, it } from 'vitest';
import { regionIdsByCode } from './region-shapes';

describe('regionIdsByCode', () => {
  it('maps shape codes to API region ids through the Russian names', () => {
    const features = [
      { properties: { code: 'RU-MOW', name_ru: 'Москва' } },
      { properties: { code: 'RU-ORL', name_ru: 'Орловская  область' } },
      { properties: { code: 'RU-XXX', name_ru: 'Нет такой' } },
    ];
    const regions = [
      { id: 77, name_ru: 'Москва' },
      { id: 57, name_ru: 'Орловская область' },
    ];
    const ids = regionIdsByCode(features, regions);
    expect(ids.get('RU-MOW')).toBe(77);
    expect(ids.get('RU-ORL')).toBe(57);
    expect(ids.has('RU-XXX')).toBe(false);
  });
});
