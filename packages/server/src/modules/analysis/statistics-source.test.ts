import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { createStatisticsTestApp, type StatisticsTestApp } from '../../../test/statistics-app';
import { insertIncidentRows, incidentRow } from '../../../test/incident-rows';
import { createIncidentIndex, type IncidentIndex } from '../incident-index/service';
import { createAnalysis, getStatistics, type Analysis } from './service';

const full = { accessLevel: 'full' as const };
const none: IncidentFilter = { country: [], geo: [], cargo: [], price: [], category: [] };
const today = '2026-11-24';
const dateOnly: IncidentFilter[] = [
  none,
  { ...none, period: '1y' },
  { ...none, date_from: '2025-02-11', date_to: '2026-03-31' },
];

// Decision 0033: date-only statistics come from the month rollups once a version has been asked
// for twice and they are built, give what a pass gives, and never outlive a write.
describe('statistics answered from the month rollups', () => {
  let s: StatisticsTestApp;
  let index: IncidentIndex;
  /** The same database's statistics from an index that always passes over the incidents. */
  let passOnly: Analysis;
  const ask = (filter: IncidentFilter) => getStatistics(s.t.app.analysis, filter, full, today);
  const byPass = (filter: IncidentFilter) => getStatistics(passOnly, filter, full, today);
  const statisticsAnswerSources = () => index.statisticsSources();

  beforeAll(async () => {
    s = await createStatisticsTestApp({ statisticsCacheSize: 0 });
    index = s.t.app.incidentIndex;
    const passIndex = createIncidentIndex(s.t.database, { workers: 0, statisticsRollups: false });
    passOnly = createAnalysis(s.t.database, passIndex, { answerCacheSize: 0 });
    const days = fc.sample(fc.integer({ min: 0, max: 900 }), { numRuns: 600, seed: 3 });
    const prices = fc.sample(fc.integer({ min: 0, max: 30_000_000 }), { numRuns: 600, seed: 4 });
    await insertIncidentRows(
      s.t.database,
      days.map((d, i) =>
        incidentRow({
          date: new Date(Date.UTC(2024, 5, 1) + d * 86_400_000).toISOString().slice(0, 10),
          price: prices[i],
          incident_category_id: i % 5,
          region_id: 1 + (i % 4),
          city_id: i % 3 === 0 ? null : 1 + (i % 4),
        }),
      ),
    );
  }, 180_000);
  afterAll(async () => {
    await passOnly?.index.close();
    await s?.t.close();
  });

  it('builds after the second date-only request of a version and then answers as a pass would', async () => {
    const before = statisticsAnswerSources();
    const first = await ask(none);
    await ask(none);
    await index.rollupsBuilt();
    for (const filter of dateOnly) expect(await ask(filter)).toEqual(await byPass(filter));
    const after = statisticsAnswerSources();
    expect(after.byRollups - before.byRollups).toBe(dateOnly.length);
    expect(await ask(none)).toEqual(first);
    // any other condition takes the pass
    await ask({ ...none, category: [2] });
    expect(statisticsAnswerSources()).toEqual({ byPass: after.byPass + 1, byRollups: after.byRollups + 1 });
  });

  it('answers a request after a write from a pass over the new rows, then builds again', async () => {
    await ask(none);
    await ask(none);
    await index.rollupsBuilt();
    const old = await ask(none);
    await insertIncidentRows(s.t.database, [incidentRow({ date: '2025-06-15', price: 999_000_000 })]);
    const before = statisticsAnswerSources();
    const fresh = await ask(none);
    expect(statisticsAnswerSources().byPass - before.byPass).toBe(1);
    expect(fresh.top_three_incidents[0].price).toBe(999_000_000);
    expect(fresh.statistics.by_weekday.reduce((n, w) => n + w.count, 0)).toBe(
      old.statistics.by_weekday.reduce((n, w) => n + w.count, 0) + 1,
    );
    await ask(none);
    await index.rollupsBuilt();
    expect(await ask(none)).toEqual(fresh);
    expect(statisticsAnswerSources().byRollups - before.byRollups).toBe(1);
  });
});
