// GET /{product}/incident/map_clusters at several viewports and zooms, unfiltered and filtered
// (issue 4: p95 < 50 ms, ≤ ~5,000 features, ≤ ~200 KiB gzipped, counts adding up exactly).
import { gzipSync } from 'node:zlib';
import { measureUrl } from '../lib/load';
import type { Scenario, ScenarioContext, ScenarioRow } from './types';

/** Viewports of a 1280×800 map: bbox west,south,east,north and zoom. */
export const viewports: Record<string, string> = {
  'Russia, z3': 'bbox=19,40,180,78&zoom=3',
  'European Russia, z5': 'bbox=27,43,60,62&zoom=5',
  'Moscow region, z8': 'bbox=35.5,54.8,39.7,56.6&zoom=8',
  'Moscow city, z11': 'bbox=37.3,55.55,37.9,55.92&zoom=11',
  'Rostov-on-Don, z10': 'bbox=39.2,47.05,40.3,47.4&zoom=10',
  'M-4 corridor, z7': 'bbox=36,47,42,56&zoom=7',
  'whole world, z18 (coarsened)': 'bbox=-180,-85,180,85&zoom=18',
};

const filters: Record<string, string> = {
  'no filter': '',
  'price=6 & category=3': 'price=6&category=3',
  'period=1y & cargo=3': 'period=1y&cargo=3',
};

interface Clusters {
  zoom: number;
  total: number;
  count: number[];
}

/** Over the whole map, cluster counts must add up to the filtered incidents that have coordinates. */
async function checkTotals(ctx: ScenarioContext, filter: string): Promise<boolean> {
  const [clusters, list] = await Promise.all([
    fetch(`${ctx.baseUrl}/incident/map_clusters?bbox=-180,-85,180,85&zoom=2&${filter}`, { headers: ctx.headers }).then(
      (r) => r.json() as Promise<Clusters>,
    ),
    fetch(`${ctx.baseUrl}/incident/get_summary?${filter}`, { headers: ctx.headers }).then(
      (r) => r.json() as Promise<{ on_map: number }>,
    ),
  ]);
  const sum = clusters.count.reduce((a, b) => a + b, 0);
  return sum === clusters.total && clusters.total === list.on_map;
}

export const mapClustersScenario: Scenario = {
  name: 'GET /incident/map_clusters (server-side grid clusters)',
  targetP95: 50,
  async run(ctx) {
    const rows: ScenarioRow[] = [];
    for (const [filterName, filter] of Object.entries(filters)) {
      const totalsOk = await checkTotals(ctx, filter);
      ctx.log(`  ${filterName}: cluster counts add up to the filtered total on the map: ${totalsOk}`);
      for (const [viewName, view] of Object.entries(viewports)) {
        const url = `${ctx.baseUrl}/incident/map_clusters?${view}${filter ? `&${filter}` : ''}`;
        const res = await fetch(url, { headers: ctx.headers });
        const text = await res.text();
        const body = JSON.parse(text) as Clusters;
        const sumOk = body.count.reduce((a, b) => a + b, 0) === body.total;
        const latency = await measureUrl(url, ctx);
        const notes = {
          features: body.count.length,
          in_view: body.total,
          kib_gzip: Math.round((gzipSync(text).length / 1024) * 10) / 10,
          sum_ok: sumOk && totalsOk,
        };
        ctx.log(
          `  ${viewName} / ${filterName}: p50 ${latency.p50} ms, p95 ${latency.p95} ms, ${JSON.stringify(notes)}`,
        );
        rows.push({ name: `${viewName} / ${filterName}`, ...latency, notes });
      }
    }
    return rows;
  },
};
