import { mapClustersSchema, type MapClusters } from '@cargo-sentry/contracts/incidents/incidents';
import { api } from '@/shared/api-client/api-client';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

export interface Viewport {
  /** west, south, east, north in degrees. */
  bbox: [number, number, number, number];
  zoom: number;
}

/**
 * Server-side clusters of the filtered incidents in the viewport (`map_clusters`): at most a few
 * thousand features whatever the data size, with counts adding up to the filtered total.
 */
export function getMapClusters(filter: WireQuery, viewport: Viewport, signal?: AbortSignal): Promise<MapClusters> {
  const bbox = viewport.bbox.map((n) => Number(n.toFixed(4))).join(',');
  return api.get('/{product}/incident/map_clusters', mapClustersSchema, {
    query: { ...filter, bbox, zoom: viewport.zoom },
    signal,
    quiet: true,
  });
}
