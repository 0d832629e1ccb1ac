import type { StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';
import { damageBuckets } from '@cargo-sentry/contracts/incidents/incident-filter';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import { barOption } from './chart-options';
import { bucketLabel, districtLabel, toStatsView } from './statistics-view';

const group = (id: number | null, count: number, damage = count * 100_000) => ({ id, count, damage });
const rated = (id: number | null, count: number) => ({ ...group(id, count), previous_count: 1, previous_damage: 1000 });

/** A bare i18next over this feature's catalogs: the labels must come from them. */
function createI18n(locale: 'ru' | 'en') {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { ru: { translation: ru }, en: { translation: en } },
    initImmediate: false,
    showSupportNotice: false,
  });
  return instance;
}

function buildResponse(): StatisticsResponse {
  const buckets = damageBuckets.map((b) => ({
    bucket: b.id,
    min: b.min,
    max: b.max,
    count: b.id,
    damage: b.id * 1000,
  }));
  return {
    statistics: {
      by_attack_method: [group(1, 5)],
      by_cargo_category: [group(2, 4), group(null, 1)],
      by_month: [{ month: '2025-01', count: 3, damage: 300 }],
      by_month_last_year: [{ month: '2024-01', count: 2, damage: 200 }],
      by_weekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, count: weekday, damage: 0 })),
      by_price: buckets,
      by_region: [rated(77, 4), rated(null, 1)],
      by_city: [rated(5, 3), rated(null, 2)],
      by_federal_district: [rated(1, 5)],
      by_incident_category: [group(1, 3), group(3, 2)],
      by_type_of_scene: [group(null, 5)],
      by_district_by_price: [{ ...group(1, 5), by_price: buckets }],
    },
    reference: {
      attack_method: [{ id: 1, name_ru: 'Кража со стоянки', name_en: 'Theft from a car park' }],
      cargo_category: [
        { id: 2, name_ru: 'Электроника', name_en: 'Electronics' },
        { id: null, name_ru: null, name_en: null },
      ],
      region: [{ id: 77, name_ru: 'Москва', name_en: 'Moscow' }],
      city: [{ id: 5, name_ru: 'Москва', name_en: 'Moscow' }],
      federal_district: [{ id: 1, name_ru: 'Центральный федеральный округ', name_en: 'Central Federal District' }],
      incident_category: [
        { id: 1, name_ru: 'Кража', name_en: 'Theft' },
        { id: 3, name_ru: 'Мошенничество', name_en: 'Fraud' },
      ],
      type_of_scene: [],
    },
    top_three_incidents: [],
    last_incidents: [
      {
        id: 9,
        date: '2025-01-02',
        price: 1,
        federal_district: 1,
        region: 77,
        city: 5,
        cargo_category: null,
        incident_category: 1,
        attack_method: null,
        type_of_scene: null,
        lat: null,
        lon: null,
        cargo_description: '',
      },
      {
        id: 8,
        date: '2025-01-01',
        price: 1,
        federal_district: 1,
        region: 77,
        city: null,
        cargo_category: 2,
        incident_category: 3,
        attack_method: null,
        type_of_scene: null,
        lat: null,
        lon: null,
        cargo_description: '',
      },
    ],
    damage_change: 12.5,
    is_damage_increased: true,
    count_change: null,
    is_count_increased: false,
    table_stat: {
      attack_method: [{ ...group(1, 5), robbery: { count: 2, damage: 20 }, fraud: { count: 1, damage: 10 } }],
      incidents_category: { robbery: { count: 2, damage: 20 }, fraud: { count: 1, damage: 10 } },
    },
  };
}

describe('toStatsView', () => {
  it('shows "Не определено" / "Undefined" for null and unknown names, never the raw word (issue 23 §4)', () => {
    for (const locale of ['ru', 'en'] as const) {
      const label = locale === 'ru' ? 'Не определено' : 'Undefined';
      const view = toStatsView(buildResponse(), locale, createI18n(locale).t);
      expect(view.byCargoCategory.map((r) => r.name)).toEqual([locale === 'ru' ? 'Электроника' : 'Electronics', label]);
      expect(view.byRegion[1].name).toBe(label);
      expect(view.byTypeOfScene[0].name).toBe(label);
      expect(view.last[1].cargo).toBe(locale === 'ru' ? 'Электроника' : 'Electronics');
      expect(view.last[0].cargo).toBe(label);
      expect(JSON.stringify(view)).not.toMatch(/\bundefined\b/);
    }
  });

  it('draws the null-name group grey with an italic grey label in the charts', () => {
    const view = toStatsView(buildResponse(), 'ru', createI18n('ru').t);
    const option = barOption({
      rows: view.byCargoCategory,
      metric: 'count',
      words: { count: 'Инциденты', damage: 'Ущерб', average: 'Средний' },
      locale: 'ru',
    }) as { xAxis: { data: unknown[] }; series: { data: unknown[] }[] };
    expect(option.xAxis.data).toEqual([
      'Электроника',
      { value: 'Не определено', textStyle: { fontStyle: 'italic', color: '#868e96' } },
    ]);
    expect(option.series[0].data[0]).toEqual(expect.any(Number));
    expect(option.series[0].data[1]).toMatchObject({ itemStyle: { color: '#868e96' } });
  });

  it('translates weekdays, months, buckets and district labels for the charts', () => {
    const ru = toStatsView(buildResponse(), 'ru', createI18n('ru').t);
    const en = toStatsView(buildResponse(), 'en', createI18n('en').t);
    expect(ru.byWeekday.map((d) => d.name)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(en.byWeekday.map((d) => d.name)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(ru.byMonth[0].name).toBe('янв 2025');
    expect(en.byMonthLastYear[0].name).toBe('Jan 2024');
    expect(ru.byFederalDistrict[0].name).toBe('Центральный ФО');
    expect(en.byFederalDistrict[0].name).toBe('Central FD');
    const option = barOption({
      rows: en.byWeekday,
      metric: 'count',
      words: { count: 'Incidents', damage: 'Damage', average: 'Average' },
      locale: 'en',
    }) as {
      xAxis: { data: string[] };
    };
    expect(option.xAxis.data).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('sums totals and keeps the change figures', () => {
    const view = toStatsView(buildResponse(), 'ru', createI18n('ru').t);
    expect(view).toMatchObject({ total: 5, damage: 500_000, average: 100_000, damageChange: 12.5, countChange: null });
    expect(view.last[0].place).toBe('Москва');
    expect(view.tableStatTotals).toEqual({ robbery: 2, fraud: 1, robberyDamage: 20, fraudDamage: 10 });
  });
});

describe('labels', () => {
  it('names the ten damage buckets compactly in both languages', () => {
    const ru = createI18n('ru').t;
    const en = createI18n('en').t;
    expect(bucketLabel(1, 'ru', ru)).toBe('до 100\u00a0тыс.');
    expect(bucketLabel(2, 'ru', ru)).toBe('100–300\u00a0тыс.');
    expect(bucketLabel(4, 'ru', ru)).toBe('500\u00a0тыс. – 1\u00a0млн');
    expect(bucketLabel(10, 'ru', ru)).toBe('свыше 25\u00a0млн');
    expect(bucketLabel(10, 'en', en)).toBe('over 25M');
    expect(bucketLabel(4, 'en', en)).toBe('500K – 1M');
    expect(bucketLabel(2, 'en', en)).toBe('100–300K');
  });
  it('suffixes federal districts with ФО', () => {
    expect(districtLabel('Южный федеральный округ')).toBe('Южный ФО');
    expect(districtLabel('Не определено')).toBe('Не определено');
  });
});
