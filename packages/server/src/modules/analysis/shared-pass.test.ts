import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatisticsTestApp, type StatisticsTestApp } from '../../../test/statistics-app';
import { insertIncidentRows, incidentRow } from '../../../test/incident-rows';
import { getStatistics } from './service';

const full = { accessLevel: 'full' as const };
const none = { country: [], geo: [], cargo: [], price: [], category: [] };

// Issue 9 "Under load": with the answer cache off, identical statistics requests in flight share
// one pass, and a request after a write never gets the pass of the older data.
describe('statistics passes shared by identical requests in flight', () => {
  let s: StatisticsTestApp;
  beforeAll(async () => {
    s = await createStatisticsTestApp({ statisticsCacheSize: 0 });
    await insertIncidentRows(s.t.database, [incidentRow({ price: 5 }), incidentRow({ price: 7 })]);
  }, 180_000);
  afterAll(async () => {
    await s?.t.close();
  });

  it('answers concurrent identical requests from one pass, and different ones from their own', async () => {
    const [a, b, other] = await Promise.all([
      getStatistics(s.t.app.analysis, none, full),
      getStatistics(s.t.app.analysis, none, full),
      getStatistics(s.t.app.analysis, { ...none, price: [2] }, full),
    ]);
    expect(b).toBe(a);
    expect(other).not.toBe(a);
    expect(a.last_incidents).toHaveLength(2);
  });

  it('starts a new pass once the first has ended, and after a write', async () => {
    const first = await getStatistics(s.t.app.analysis, none, full);
    const again = await getStatistics(s.t.app.analysis, none, full);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    const pending = getStatistics(s.t.app.analysis, none, full);
    await insertIncidentRows(s.t.database, [incidentRow({ price: 9 })]);
    const [before, after] = await Promise.all([pending, getStatistics(s.t.app.analysis, none, full)]);
    expect(before.last_incidents).toHaveLength(2);
    expect(after.last_incidents).toHaveLength(3);
  });
});
