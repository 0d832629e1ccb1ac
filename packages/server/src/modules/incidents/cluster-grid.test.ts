import { describe, expect, it } from 'vitest';
import { Columns } from '../incident-index/columns';
import type { Selection } from '../incident-index/service';
import { clusterSelection } from './service';

/** A deterministic pseudo-random sequence (no DB needed: this checks the map's grid shortcut only). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('map clusters through a cached cell grid', () => {
  it('give exactly the clusters of a plain pass over the points, at every zoom and bbox', () => {
    const rnd = random(7);
    const size = 60_000;
    const columns = new Columns(size);
    for (let p = 0; p < size; p++) {
      const hasCoordinates = rnd() > 0.02;
      // dense around Moscow and Rostov, the rest spread over Russia
      const r = rnd();
      const lat = r < 0.4 ? 55.75 + (rnd() - 0.5) * 0.6 : r < 0.6 ? 47.23 + (rnd() - 0.5) * 0.4 : 42 + rnd() * 28;
      const lon = r < 0.4 ? 37.62 + (rnd() - 0.5) * 0.9 : r < 0.6 ? 39.7 + (rnd() - 0.5) * 0.5 : 20 + rnd() * 160;
      columns.set(p, {
        id: p + 1,
        day: 19000,
        country: 1,
        district: 1,
        region: 1,
        city: 1,
        cargo: 1,
        category: 1,
        attack: 1,
        scene: 1,
        source: 1,
        price: 1,
        priceRange: 1,
        lat: hasCoordinates ? lat : NaN,
        lon: hasCoordinates ? lon : NaN,
      });
      columns.size += 1;
    }
    const positions = new Int32Array(size);
    for (let p = 0; p < size; p++) positions[p] = p;
    const plain: Selection = { columns, positions };
    const cached: Selection = { columns, positions, grids: new Map() };
    const boxes = [
      [19, 41, 190, 82],
      [-180, -85, 180, 85],
      [27, 50, 60, 62],
      [35.5, 54.5, 40, 57],
      [37.3, 55.55, 37.9, 55.95],
      [39.5, 47.1, 39.9, 47.35],
      [37.61, 55.74, 37.63, 55.76],
    ];
    for (const box of boxes) {
      for (const zoom of [0, 2, 3, 5, 7, 8, 10, 11, 12, 14]) {
        const cells = (2 ** zoom * 256) / 64;
        // getMapClusters coarsens such a grid first: not a request the grid ever sees
        const span = (box[2] - box[0]) / 360;
        if (span * cells * span * cells > 3 * 4096) continue;
        const expected = clusterSelection(plain, box, cells);
        // the first ask of a grid width is a plain pass, the second builds (or reuses) the grid
        expect(clusterSelection(cached, box, cells)).toEqual(expected);
        expect(clusterSelection(cached, box, cells)).toEqual(expected);
      }
    }
    expect(cached.grids?.size).toBeGreaterThan(0);
  });
});
