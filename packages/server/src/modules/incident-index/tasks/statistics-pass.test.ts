import { incidentFilterSchema, normalizeFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { expect, it } from 'vitest';
import { Columns } from '../columns';
import { chunkSize } from '../event-loop';
import { compileFilter } from '../filter';
import { describeOnIndexWorkers } from '../../../../test/index-workers';
import { runStatisticsPass, type PassWindows } from './statistics-pass';

/** Deterministic rows in memory, enough for several chunks of the pass. */
function columnsOf(n: number): Columns {
  const c = new Columns(n);
  let seed = 7;
  const next = (max: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((seed / 2_147_483_648) * max);
  };
  for (let i = 0; i < n; i++) {
    const price = next(30_000_000);
    c.set(i, {
      id: i + 1,
      day: 19_000 + next(1500),
      country: 1,
      district: next(9) - 1,
      region: next(90),
      city: next(1100) - 1,
      cargo: next(18) - 1,
      category: next(5),
      attack: next(13) - 1,
      scene: next(11) - 1,
      source: 1,
      price,
      priceRange: 1,
      lat: 50,
      lon: 40,
    });
    c.size += 1;
  }
  return c;
}

describeOnIndexWorkers('statistics pass', (pool) => {
  it('gives the same sums as a plain loop when the selection spans many chunks', async () => {
    const n = chunkSize * 3 + 123;
    const c = columnsOf(n);
    const positions = Int32Array.from({ length: n }, (_, i) => i).filter((p) => c.district[p] !== 2);
    // every district but 2 (−1 = none)
    const filter = { ...normalizeFilter(incidentFilterSchema.parse({})), districts: [-1, 0, 1, 3, 4, 5, 6, 7] };
    const compiled = compileFilter(filter, { accessLevel: 'full' }, null, c.maxRef);
    const windows: PassWindows = {
      current: { from: 19_200, to: 20_000 },
      monthStart: 0,
      monthOf: new Int16Array(0),
      lastYearStart: 0,
      lastYearMonthOf: new Int16Array(0),
      comparedCurrent: { from: 19_200, to: 20_000 },
      comparedPrevious: { from: 18_399, to: 19_199 },
      robberyId: 2,
      fraudId: 3,
      monthCount: 0,
    };
    const r = await runStatisticsPass(pool, c, { compiled, list: null }, windows, 3, 10);

    let count = 0;
    let damage = 0;
    let previous = 0;
    const byDistrict = new Map<number, number>();
    const inRange: number[] = [];
    for (const p of positions) {
      if (c.day[p] >= 18_399 && c.day[p] <= 19_199) previous += 1;
      if (c.day[p] < 19_200 || c.day[p] > 20_000) continue;
      count += 1;
      damage += c.price[p];
      byDistrict.set(c.district[p], (byDistrict.get(c.district[p]) ?? 0) + 1);
      inRange.push(p);
    }
    expect(r.total.count[0]).toBe(count);
    expect(r.total.damage[0]).toBe(damage);
    expect(r.compared.count[1]).toBe(previous);
    for (const [district, n] of byDistrict) expect(r.district.count[district + 1]).toBe(n);
    const top = [...inRange].sort((a, b) => c.price[b] - c.price[a] || c.id[b] - c.id[a]).slice(0, 3);
    const last = [...inRange].sort((a, b) => c.day[b] - c.day[a] || c.id[b] - c.id[a]).slice(0, 10);
    expect(r.top).toEqual(top);
    expect(r.last).toEqual(last);
  });
});
