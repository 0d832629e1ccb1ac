import { describe, expect, it } from 'vitest';
import { isValidInn } from '@cargo-sentry/contracts/auth/auth';
import { damageBucketOf, damageBuckets } from '@cargo-sentry/contracts/incidents/incident-filter';
import { platePattern, vinPattern } from '@cargo-sentry/contracts/incidents/incidents';
import { createIncidentGenerator, demoRiskCases } from './generate';
import { readGeoReference } from '../reference-data';
import {
  attackMethodList,
  cargoCategoryList,
  incidentCategoryList,
  informationSourceList,
  sceneTypeList,
} from '../reference-lists';

const today = '2026-11-22';

describe('demo incident generator', () => {
  const rows = createIncidentGenerator({ seed: 42, today }).next(5000);

  it('gives the same rows for the same seed, whatever the batch sizes', () => {
    const other = createIncidentGenerator({ seed: 42, today });
    expect([...other.next(1234), ...other.next(3766)]).toEqual(rows);
    expect(createIncidentGenerator({ seed: 43, today }).next(10)).not.toEqual(rows.slice(0, 10));
  });

  it('uses every damage bucket, category, method, scene type and source', () => {
    const set = (f: (r: (typeof rows)[number]) => number | null) => new Set(rows.map(f));
    expect(set((r) => damageBucketOf(r.price)).size).toBe(damageBuckets.length);
    expect(set((r) => r.incident_category_id)).toEqual(new Set(incidentCategoryList.map((c) => c.id)));
    expect(set((r) => r.cargo_category_id)).toEqual(new Set(cargoCategoryList.map((c) => c.id)));
    expect(set((r) => r.attack_method_id)).toEqual(new Set(attackMethodList.map((c) => c.id)));
    expect(set((r) => r.scene_type_id)).toEqual(new Set(sceneTypeList.map((c) => c.id)));
    expect(set((r) => r.information_source_id)).toEqual(new Set(informationSourceList.map((c) => c.id)));
    expect(Math.max(...rows.map((r) => r.price))).toBeGreaterThan(25_000_000);
  });

  it('spreads dates over five years ending today, with more in autumn and winter', () => {
    const dates = rows.map((r) => r.date).sort();
    expect(dates[0] >= '2021-11-21').toBe(true);
    expect(dates.at(-1)! <= today).toBe(true);
    const month = (m: number) => rows.filter((r) => Number(r.date.slice(5, 7)) === m).length;
    expect(month(12) + month(1)).toBeGreaterThan(month(6) + month(7));
  });

  it('takes region and district from the city row (the nearest one along corridors)', () => {
    const cities = new Map(readGeoReference().cities.map((c) => [c.id, c]));
    for (const row of rows) {
      if (row.city_id === null) {
        expect(row.country_id).not.toBe(1);
        continue;
      }
      const city = cities.get(row.city_id)!;
      expect([row.region_id, row.federal_district_id]).toEqual([city.regionId, city.districtId]);
      if (row.lat !== null) expect(Math.abs(row.lat - city.lat)).toBeLessThan(3);
    }
    // Moscow, the biggest city, is the most frequent place
    const counts = new Map<number | null, number>();
    for (const row of rows) counts.set(row.city_id, (counts.get(row.city_id) ?? 0) + 1);
    expect([...counts.entries()].sort((a, b) => b[1] - a[1])[0][0]).toBe(1);
  });

  it('writes identifiers that pass the admin validation', () => {
    const plates = rows.filter((r) => r.vehicle_plate);
    expect(plates.length).toBeGreaterThan(100);
    for (const r of plates) expect(r.vehicle_plate).toMatch(platePattern);
    for (const r of rows.filter((x) => x.vehicle_vin)) expect(r.vehicle_vin).toMatch(vinPattern);
    for (const r of rows.filter((x) => x.counterparty_inn)) expect(isValidInn(r.counterparty_inn)).toBe(true);
    expect(rows.some((r) => r.road.startsWith('М-4'))).toBe(true);
  });

  it("starts with the verification cases of the README, and the README's clean plate is in no demo incident", () => {
    const demo = createIncidentGenerator({ seed: 20_240_601, today }).next(3000);
    demoRiskCases.forEach((known, i) => expect(demo[i]).toMatchObject(known));
    expect(demo.some((r) => r.vehicle_plate === 'Х001ХХ199' || r.trailer_plate === 'Х001ХХ199')).toBe(false);
    for (const known of demoRiskCases) {
      if (known.counterparty_inn) expect(isValidInn(known.counterparty_inn)).toBe(true);
      if (known.vehicle_plate) expect(known.vehicle_plate).toMatch(platePattern);
      if (known.vehicle_vin) expect(known.vehicle_vin).toMatch(vinPattern);
    }
  });
});
