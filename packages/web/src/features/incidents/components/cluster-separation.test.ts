import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterDiameter, markerGap, markerRadius, separateClusters, type ScreenCluster } from './cluster-separation';

const at = (x: number, y: number, count: number, expansion = 6): ScreenCluster => ({
  x,
  y,
  lon: x / 10,
  lat: y / 10,
  count,
  id: count === 1 ? Math.round(x * 1000 + y) : null,
  expansion,
});

/** The pairs whose boxes (plus the gap) would overlap on screen. */
function overlaps(clusters: readonly ScreenCluster[], zoom: number): [ScreenCluster, ScreenCluster][] {
  const pairs: [ScreenCluster, ScreenCluster][] = [];
  for (let i = 0; i < clusters.length; i += 1) {
    for (let j = i + 1; j < clusters.length; j += 1) {
      const [a, b] = [clusters[i], clusters[j]];
      const reach = markerRadius(a.count, zoom) + markerRadius(b.count, zoom) + markerGap;
      if (Math.abs(a.x - b.x) < reach - 1e-9 && Math.abs(a.y - b.y) < reach - 1e-9) pairs.push([a, b]);
    }
  }
  return pairs;
}

describe('separateClusters', () => {
  it('merges two clusters of neighbouring grid cells that sit a few pixels apart', () => {
    const [merged, ...rest] = separateClusters([at(100, 100, 300), at(110, 104, 100, 5), at(400, 400, 7)], 5.5);
    expect(rest).toHaveLength(1);
    expect(merged.count).toBe(400);
    // the count-weighted mean, in pixels and in degrees
    expect(merged.x).toBeCloseTo(102.5);
    expect(merged.lon).toBeCloseTo(10.25);
    expect(merged.id).toBeNull();
    // a click zooms in at least one step
    expect(merged.expansion).toBe(6);
  });

  it('keeps markers that do not touch as they are', () => {
    const apart = [at(0, 0, 50), at(clusterDiameter(50) + markerGap + 1, 0, 50)];
    expect(separateClusters(apart, 4)).toEqual(apart);
  });

  it('leaves no overlapping pair at any zoom, and loses no incident', () => {
    const clusterArb = fc.record({
      x: fc.double({ min: 0, max: 1400, noNaN: true }),
      y: fc.double({ min: 0, max: 600, noNaN: true }),
      count: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 200_000 })),
    });
    fc.assert(
      fc.property(
        fc.array(clusterArb, { maxLength: 300 }),
        fc.double({ min: 0, max: 18, noNaN: true }),
        (raw, zoom) => {
          const input = raw.map((c) => at(c.x, c.y, c.count));
          const output = separateClusters(input, zoom);
          expect(overlaps(output, zoom)).toEqual([]);
          expect(output.reduce((sum, c) => sum + c.count, 0)).toBe(input.reduce((sum, c) => sum + c.count, 0));
        },
      ),
      { numRuns: 300 },
    );
  });
});
