import type { MapClusters } from '@cargo-sentry/contracts/incidents/incidents';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { clusterDiameter, pointStroke, type ScreenCluster } from './cluster-separation';

export const clusterSourceId = 'incident-clusters';
export const clusterLayerId = 'incident-cluster-circles';
export const pointLayerId = 'incident-points';

/** Clusters drawn as labelled HTML buttons (keyboard-usable); any beyond this are plain circles. */
export const maxLabelledClusters = 400;

export interface ClusterProps {
  count: number;
  id: number | null;
  expansion: number;
  labelled: boolean;
  /** Circle radius of an unlabelled cluster, stroke excluded: the same disc as its button would be. */
  radius: number;
}

const clusterStroke = 1.5;

export const emptyCollection: FeatureCollection<Point, ClusterProps> = { type: 'FeatureCollection', features: [] };

/** The clusters of `map_clusters` placed on screen by `project` (lon/lat → pixels at the current zoom). */
export function clustersOnScreen(
  data: MapClusters,
  project: (lngLat: [number, number]) => { x: number; y: number },
): ScreenCluster[] {
  return data.count.map((count, i) => {
    const { x, y } = project([data.lon[i], data.lat[i]]);
    return { x, y, lon: data.lon[i], lat: data.lat[i], count, id: data.id[i], expansion: data.expansion_zoom[i] };
  });
}

/** GeoJSON points of the clusters; the largest `maxLabelledClusters` are drawn as labelled buttons. */
export function clustersToFeatures(clusters: readonly ScreenCluster[]): FeatureCollection<Point, ClusterProps> {
  const clusterIndexes: number[] = [];
  for (let i = 0; i < clusters.length; i++) if (clusters[i].count > 1) clusterIndexes.push(i);
  const labelled = new Set(
    clusterIndexes.length <= maxLabelledClusters
      ? clusterIndexes
      : clusterIndexes.sort((a, b) => clusters[b].count - clusters[a].count).slice(0, maxLabelledClusters),
  );
  const features = clusters.map((cluster, i) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [cluster.lon, cluster.lat] },
    properties: {
      count: cluster.count,
      id: cluster.id,
      expansion: cluster.expansion,
      labelled: labelled.has(i),
      radius: clusterDiameter(cluster.count) / 2 - clusterStroke,
    },
  }));
  return { type: 'FeatureCollection', features };
}

/** Adds the (empty) cluster source and its two circle layers on top of the base map. */
export function addClusterLayers(map: MaplibreMap): void {
  map.addSource(clusterSourceId, { type: 'geojson', data: emptyCollection });
  map.addLayer({
    id: clusterLayerId,
    type: 'circle',
    source: clusterSourceId,
    filter: ['all', ['>', ['get', 'count'], 1], ['!', ['get', 'labelled']]],
    paint: {
      'circle-color': '#1c7ed6',
      'circle-opacity': 0.75,
      'circle-radius': ['get', 'radius'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': clusterStroke,
    },
  });
  map.addLayer({
    id: pointLayerId,
    type: 'circle',
    source: clusterSourceId,
    filter: ['==', ['get', 'count'], 1],
    paint: {
      'circle-color': '#e03131',
      // cluster-separation's pointRadius: the same sizes, so merging knows how big a dot is
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 4, 10, 7],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': pointStroke,
    },
  });
}

export function setClusterData(map: MaplibreMap, data: FeatureCollection<Point, ClusterProps>): void {
  (map.getSource(clusterSourceId) as GeoJSONSource | undefined)?.setData(data);
}

/** The viewport of the map as the `bbox`/`zoom` of `map_clusters`, clamped to the contract's ranges. */
export function viewportOf(map: MaplibreMap): { bbox: [number, number, number, number]; zoom: number } {
  const b = map.getBounds();
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const west = clamp(b.getWest(), -180, 360);
  const east = clamp(b.getEast(), west, 360);
  return {
    bbox: [west, clamp(b.getSouth(), -90, 90), east, clamp(b.getNorth(), -90, 90)],
    zoom: clamp(Math.floor(map.getZoom()), 0, 22),
  };
}

/** A round, labelled, focusable cluster button; its size grows with the count (`clusterDiameter`). */
export function createClusterElement(count: number, label: string, text: string): HTMLButtonElement {
  const size = clusterDiameter(count);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'incident-cluster';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  Object.assign(button.style, {
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    border: '2px solid #fff',
    // white text stays at 4.5:1 or more on each shade (WCAG AA; axe in e2e/incidents.spec.ts)
    background: count >= 100 ? '#0f4c81' : count >= 10 ? '#1864ab' : '#1971c2',
    color: '#fff',
    font: '600 12px/1 system-ui, sans-serif',
    cursor: 'pointer',
    boxShadow: '0 1px 4px rgba(0,0,0,.35)',
    padding: '0',
    // the border is inside the diameter that cluster-separation keeps apart
    boxSizing: 'border-box',
  });
  return button;
}
