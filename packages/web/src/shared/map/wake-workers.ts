import type { Map as MaplibreMap } from 'maplibre-gl';

const wakeSourceId = '__wake';

/**
 * In headless Chromium (our e2e browser) MapLibre's worker sometimes leaves queued tasks
 * unprocessed until another message arrives, so the style never finishes loading and `load`
 * never fires. While the map stays "not loaded" for two checks in a row, post a tiny no-op
 * source to the worker to wake it. Costs nothing once the map is idle.
 */
export function keepWorkersAwake(map: MaplibreMap, intervalMs = 1000): () => void {
  let stalled = 0;
  const timer = setInterval(() => {
    if (map.loaded()) {
      stalled = 0;
      return;
    }
    stalled += 1;
    if (stalled < 2) return;
    try {
      if (map.getSource(wakeSourceId)) map.removeSource(wakeSourceId);
      else map.addSource(wakeSourceId, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    } catch {
      /* style not ready yet: try again on the next tick */
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
