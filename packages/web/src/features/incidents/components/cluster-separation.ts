/**
 * Clusters that never overlap on screen (issue 23 item 9). The server folds incidents into 64-pixel
 * grid cells and puts each cluster at the mean of its points (decision 0011), so two neighbouring
 * cells' clusters can sit a few pixels apart while their markers are up to 52 pixels wide, and a
 * fractional zoom shrinks the cells further. Here markers whose boxes would touch are merged, in
 * screen pixels at the current zoom, until none do: counts add up, the position is the
 * count-weighted mean, and a click zooms in far enough to split them again. Boxes, not discs: two
 * round markers placed diagonally may not touch while their boxes (what focus rings, shadows and
 * hit areas occupy) do.
 */

/** Whether the boxes of two markers, `gap` apart at least, would intersect. */
function boxesTouch(a: ScreenCluster, b: ScreenCluster, zoom: number): boolean {
  const reach = markerRadius(a.count, zoom) + markerRadius(b.count, zoom) + markerGap;
  return Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach;
}

/** One cluster or incident as placed on screen. */
export interface ScreenCluster {
  x: number;
  y: number;
  lon: number;
  lat: number;
  count: number;
  /** The incident id of a single incident, null for a cluster. */
  id: number | null;
  /** The zoom at which a click shows the cluster's parts. */
  expansion: number;
}

/** Free pixels kept between two markers. */
export const markerGap = 2;

/** Diameter in pixels of a cluster marker (HTML button or circle, stroke included). */
export const clusterDiameter = (count: number) => Math.round(26 + Math.min(26, Math.log10(Math.max(1, count)) * 9));

/** Radius in pixels of a single incident's dot at `zoom` (stroke included), as the point layer draws it. */
const pointRadius = (zoom: number) => Math.min(7, Math.max(4, 4 + ((zoom - 3) * 3) / 7)) + pointStroke;
export const pointStroke = 1.5;

export const markerRadius = (count: number, zoom: number) =>
  count > 1 ? clusterDiameter(count) / 2 : pointRadius(zoom);

function merge(a: ScreenCluster, b: ScreenCluster, zoom: number): ScreenCluster {
  const count = a.count + b.count;
  const share = (p: number, q: number) => (p * a.count + q * b.count) / count;
  return {
    x: share(a.x, b.x),
    y: share(a.y, b.y),
    lon: share(a.lon, b.lon),
    lat: share(a.lat, b.lat),
    count,
    id: null,
    // at least one step in, so a click always shows more than before
    expansion: Math.max(Math.min(a.expansion, b.expansion), Math.floor(zoom) + 1),
  };
}

/**
 * Merges markers that would overlap at `zoom` until none do. Largest first, so small markers join
 * big ones rather than the reverse; a grid of buckets as wide as the largest marker keeps each pass
 * near linear. Every pass merges at least one pair or ends, so it stops.
 */
export function separateClusters(input: readonly ScreenCluster[], zoom: number): ScreenCluster[] {
  let items = [...input];
  for (;;) {
    items.sort((p, q) => q.count - p.count);
    const bucket = 2 * Math.max(...items.map((c) => markerRadius(c.count, zoom)), 1) + markerGap;
    const grid = new Map<string, number[]>();
    const placed: ScreenCluster[] = [];
    let merged = false;
    for (const item of items) {
      const gx = Math.floor(item.x / bucket);
      const gy = Math.floor(item.y / bucket);
      let hit = -1;
      for (let dx = -1; dx <= 1 && hit < 0; dx += 1) {
        for (let dy = -1; dy <= 1 && hit < 0; dy += 1) {
          for (const index of grid.get(`${gx + dx}:${gy + dy}`) ?? []) {
            if (boxesTouch(placed[index], item, zoom)) {
              hit = index;
              break;
            }
          }
        }
      }
      if (hit >= 0) {
        // the merged marker stays in its bucket for this pass; the next pass re-checks its new size
        placed[hit] = merge(placed[hit], item, zoom);
        merged = true;
        continue;
      }
      const key = `${gx}:${gy}`;
      grid.set(key, [...(grid.get(key) ?? []), placed.length]);
      placed.push(item);
    }
    items = placed;
    if (!merged) return items;
  }
}
