// First page of GET /{product}/incident under each single filter, and two combinations
// (issue 4: p95 < 50 ms on 1M incidents in PostgreSQL).
import { measureUrl } from '../lib/load';
import type { Scenario, ScenarioRow } from './types';

export const listFilters: Record<string, string> = {
  'no filter': '',
  'search=смартфон': `search=${encodeURIComponent('смартфон')}`,
  'search=А123 (plate prefix, rare)': `search=${encodeURIComponent('а123')}`,
  'country=3 (Kazakhstan, rare)': 'country=3',
  'geo=district:3': 'geo=district:3',
  'geo=region:61 (Rostov oblast)': 'geo=region:61',
  'geo=city:1 (Moscow)': 'geo=city:1',
  'geo=city:500 (small town)': 'geo=city:500',
  'period=1m': 'period=1m',
  'date_from..date_to (2023)': 'date_from=2023-01-01&date_to=2023-12-31',
  'cargo=5': 'cargo=5',
  'price=6': 'price=6',
  'category=4': 'category=4',
  'combined: district:3 + price=6 + category=3 + 1y': 'geo=district:3&price=6&category=3&period=1y',
  'combined: city:500 + cargo=2': 'geo=city:500&cargo=2',
};

export const incidentListScenario: Scenario = {
  name: 'GET /incident (first page, 20 rows, with count)',
  targetP95: 50,
  async run(ctx) {
    const rows: ScenarioRow[] = [];
    for (const [name, query] of Object.entries(listFilters)) {
      const url = `${ctx.baseUrl}/incident?${query}`;
      const first = await fetch(url, { headers: ctx.headers });
      const body = (await first.json()) as { count: number };
      const latency = await measureUrl(url, ctx);
      ctx.log(`  ${name}: p50 ${latency.p50} ms, p95 ${latency.p95} ms (count ${body.count})`);
      rows.push({ name, ...latency, notes: { count: body.count } });
    }
    return rows;
  },
};
