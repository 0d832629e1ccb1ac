import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatisticsTestApp, type StatisticsTestApp } from '../../../test/statistics-app';
import { insertIncidentRows, incidentRow } from '../../../test/incident-rows';

const mb = 1024 * 1024;

/** Memory the process holds outside the JS heap's objects too (typed arrays live there). */
function heldBytes(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

// Issue 9 defect 1: a filter id allocated a lookup table sized by the id (region:4000000000 took
// the server from 0.4 to 11.9 GB). An unknown id must cost nothing and match nothing.
describe('filter ids that no incident has', () => {
  let s: StatisticsTestApp;
  beforeAll(async () => {
    s = await createStatisticsTestApp();
    await insertIncidentRows(s.t.database, [incidentRow({ price: 5 }), incidentRow({ price: 7 })]);
  }, 180_000);
  afterAll(() => s?.t.close());

  it.each([
    ['get_statistics', 'geo=city:2147483647'],
    ['get_statistics', 'geo=region:32767'],
    ['get_statistics', 'country=32767&cargo=32767&category=32767'],
    ['map_clusters', 'cargo=32767&category=32767&geo=city:2147483647&bbox=19,41,180,82&zoom=3'],
    ['get_summary', 'geo=district:32767'],
  ])('%s?%s answers at once, holds no memory and matches nothing', async (endpoint, query) => {
    const url = `/api/v1/${s.t.config.product}/incident/${endpoint}?${query}`;
    // warm-up without the ids: worker start-up and the first pass are not what is measured
    const warmUp = endpoint === 'map_clusters' ? 'bbox=19,41,180,82&zoom=3' : '';
    await s.t.app.inject({
      method: 'GET',
      url: `/api/v1/${s.t.config.product}/incident/${endpoint}?${warmUp}`,
      headers: s.full,
    });
    const before = heldBytes();
    const started = performance.now();
    const res = await s.t.app.inject({ method: 'GET', url, headers: s.full });
    const elapsed = performance.now() - started;
    const grown = heldBytes() - before;
    expect(res.statusCode, res.body).toBe(200);
    // The defect walked tables sized by the id (seconds and gigabytes); an answer that takes no
    // walk is milliseconds. The bound is loose so that a loaded machine cannot fail it.
    expect(elapsed).toBeLessThan(2_000);
    expect(grown).toBeLessThan(20 * mb);
    const body = res.json();
    const total =
      endpoint === 'get_statistics'
        ? body.statistics.by_weekday.reduce((n: number, d: { count: number }) => n + d.count, 0)
        : body.total;
    expect(total).toBe(0);
  });

  // The contract bounds ids by their column type, so the probe's own request never reaches the index.
  it('refuses region:4000000000, an id no smallint column can hold', async () => {
    const url = `/api/v1/${s.t.config.product}/incident/get_statistics?geo=region:4000000000`;
    const res = await s.t.app.inject({ method: 'GET', url, headers: s.full });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
