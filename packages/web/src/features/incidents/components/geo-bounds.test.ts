import { describe, expect, it } from 'vitest';
import { boundsOfCoordinates } from '@/shared/map/region-bounds';
import { boundsOfGeoTokens } from './geo-bounds';

const refs = {
  regions: [
    { id: 61, name_ru: 'Ростовская область', name_en: 'Rostov Oblast', federal_district: 3 },
    { id: 23, name_ru: 'Краснодарский край', name_en: 'Krasnodar Krai', federal_district: 3 },
    { id: 77, name_ru: 'Москва', name_en: 'Moscow', federal_district: 1 },
  ],
  cities: [
    { id: 5, name_ru: 'Таганрог', name_en: 'Taganrog', region: 61, federal_district: 3, lat: 47.21, lon: 38.92 },
  ],
};
const shapes = new Map<string, [number, number, number, number]>([
  ['ростовская область', [38.2, 45.9, 44.3, 50.2]],
  ['краснодарский край', [36.6, 43.4, 41.7, 46.9]],
  ['москва', [36.8, 55.1, 37.9, 56.0]],
]);

describe('boundsOfGeoTokens', () => {
  it('takes a region by its shape', () => {
    expect(boundsOfGeoTokens(['region:61'], refs, shapes)).toEqual([38.2, 45.9, 44.3, 50.2]);
  });

  it('takes a district by the shapes of its regions', () => {
    expect(boundsOfGeoTokens(['district:3'], refs, shapes)).toEqual([36.6, 43.4, 44.3, 50.2]);
  });

  it('takes a city by its point with a margin, and joins several choices', () => {
    const city = boundsOfGeoTokens(['city:5'], refs, shapes)!;
    expect(city[0]).toBeLessThan(38.92);
    expect(city[2]).toBeGreaterThan(38.92);
    expect(city[3] - city[1]).toBeLessThan(1);
    expect(boundsOfGeoTokens(['city:5', 'region:77'], refs, shapes)).toEqual([36.8, city[1], city[2], 56.0]);
  });

  it('is null when nothing chosen is known', () => {
    expect(boundsOfGeoTokens([], refs, shapes)).toBeNull();
    expect(boundsOfGeoTokens(['region:99', 'bad'], refs, shapes)).toBeNull();
  });

  it('reads a multipolygon and puts longitudes west of 0 east of 180', () => {
    const chukotka = [
      [
        [
          [170, 64],
          [180, 66],
          [176, 70],
        ],
      ],
      [
        [
          [-175, 65],
          [-170, 66],
          [-172, 67],
        ],
      ],
    ];
    expect(boundsOfCoordinates(chukotka)).toEqual([170, 64, 190, 70]);
  });
});
