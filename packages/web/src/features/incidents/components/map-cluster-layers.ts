import type { MapClusters } from '@cargo-sentry/contracts/incidents';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';

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
}

export const emptyCollection: FeatureCollection<Point, ClusterProps> = { type: 'FeatureCollection', features: [] };

/** Turns the parallel arrays of `map_clusters` into GeoJSON points (linear, no clustering here). */
export function clustersToFeatures(data: MapClusters): FeatureCollection<Point, ClusterProps> {
  const clusterIndexes: number[] = [];
  for (let i = 0; i < data.count.length; i++) if (data.count[i] > 1) clusterIndexes.push(i);
  const labelled = new Set(
    clusterIndexes.length <= maxLabelledClusters
      ? clusterIndexes
      : clusterIndexes.sort((a, b) => data.count[b] - data.count[a]).slice(0, maxLabelledClusters),
  );
  const features = data.count.map((count, i) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [data.lon[i], data.lat[i]] },
    properties: { count, id: data.id[i], expansion: data.expansion_zoom[i], labelled: labelled.has(i) },
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
      'circle-radius': ['interpolate', ['linear'], ['ln', ['get', 'count']], 0, 8, 10, 22],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  });
  map.addLayer({
    id: pointLayerId,
    type: 'circle',
    source: clusterSourceId,
    filter: ['==', ['get', 'count'], 1],
    paint: {
      'circle-color': '#e03131',
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 4, 10, 7],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
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

/** A round, labelled, focusable cluster button; its size grows with the count. */
export function createClusterElement(count: number, label: string, text: string): HTMLButtonElement {
  const size = Math.round(26 + Math.min(26, Math.log10(count) * 9));
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
    background: count >= 100 ? '#1864ab' : count >= 10 ? '#1c7ed6' : '#4dabf7',
    color: '#fff',
    font: '600 12px/1 system-ui, sans-serif',
    cursor: 'pointer',
    boxShadow: '0 1px 4px rgba(0,0,0,.35)',
    padding: '0',
  });
  return button;
}
