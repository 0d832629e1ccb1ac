import { clusterCellPixels, type MapClusters } from '@cargo-sentry/contracts/incidents';
import type { Selection } from './incident-index';

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const maxZoom = 22;

function mercatorY(lat: number): number {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  return (1 - Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) / Math.PI) / 2;
}

/**
 * Groups the selected incidents inside `bbox` into a Web Mercator grid of `clusterCellPixels`
 * at `zoom`. Each cluster sits at the mean position of its points; a single point carries its
 * incident id. Counts add up to `total`, the selected incidents with coordinates inside bbox.
 * An east edge beyond 180° covers the antimeridian (Chukotka): such points are shifted by 360°.
 */
export function clusterGrid(selection: Selection, bbox: Bbox, zoom: number): MapClusters {
  const { columns, positions } = selection;
  const { lat, lon, id } = columns;
  const cells = 2 ** zoom * (256 / clusterCellPixels);
  const slot = new Map<number, number>();
  const sumLat: number[] = [];
  const sumLon: number[] = [];
  const count: number[] = [];
  const firstId: number[] = [];
  let total = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const y = lat[p];
    let x = lon[p];
    if (Number.isNaN(y) || Number.isNaN(x) || y < bbox.south || y > bbox.north) continue;
    if (x < bbox.west || x > bbox.east) {
      x += 360;
      if (x < bbox.west || x > bbox.east) continue;
    }
    total += 1;
    const cx = Math.floor(((x + 180) / 360) * cells);
    const cy = Math.floor(mercatorY(y) * cells);
    const key = cx * 2 ** 26 + cy;
    let s = slot.get(key);
    if (s === undefined) {
      s = count.length;
      slot.set(key, s);
      sumLat.push(0);
      sumLon.push(0);
      count.push(0);
      firstId.push(id[p]);
    }
    sumLat[s] += y;
    sumLon[s] += x;
    count[s] += 1;
  }
  const result: MapClusters = { zoom, total, lon: [], lat: [], count, id: [], expansion_zoom: [] };
  for (let s = 0; s < count.length; s++) {
    const n = count[s];
    let meanLon = sumLon[s] / n;
    if (meanLon > 180) meanLon -= 360;
    result.lon.push(meanLon);
    result.lat.push(sumLat[s] / n);
    result.id.push(n === 1 ? firstId[s] : null);
    result.expansion_zoom.push(n === 1 ? zoom : Math.min(zoom + 2, maxZoom));
  }
  return result;
}
