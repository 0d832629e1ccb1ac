import type { StyleSpecification } from 'maplibre-gl';

/** The shipped region shapes (copied from ../shared/data), served by the SPA itself. */
export const regionShapesUrl = '/geo/russia-regions.geojson';

/** The initial view: Kaliningrad to Chukotka (the shapes run to 190°E, no antimeridian cut). */
export const russiaBounds: [[number, number], [number, number]] = [
  [19.6, 41.1],
  [182, 78],
];

export const baseMapColors = {
  water: '#dbe7f1',
  land: '#f6f4ee',
  border: '#9aa8b8',
  disputed: '#c9b8b8',
};

export interface BaseStyleOptions {
  /** Optional raster tile URL template from `GET /api/v1/config`; without it the map is fully offline. */
  tileUrl?: string | null;
  /** Absolute or same-origin URL of the region shapes. */
  shapesUrl?: string;
}

/**
 * A MapLibre style drawn only from the region polygons: no tile server, no glyphs, no sprites,
 * so it works offline. With a tile URL, raster tiles go underneath and the regions become a
 * thin outline over them.
 */
export function buildBaseStyle({ tileUrl, shapesUrl = regionShapesUrl }: BaseStyleOptions = {}): StyleSpecification {
  const hasTiles = Boolean(tileUrl);
  const style: StyleSpecification = {
    version: 8,
    sources: {
      regions: {
        type: 'geojson',
        data: shapesUrl,
        attribution: 'Natural Earth; HFLabs (CC BY-SA 4.0)',
        // Without a GPU (VDI, blocklisted drivers, headless CI) Chromium rasterises WebGL in software
        // and blocks the main thread on every frame's readback. With the defaults (buffer 128,
        // tolerance 0.375) the regions cost ~150 ms of that per frame while panning; these values
        // cut it to ~30 ms with no visible change, as the borders are at most 1.2 px wide (issue 4).
        buffer: 16,
        tolerance: 1.5,
      },
    },
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': baseMapColors.water } }],
  };
  if (hasTiles && tileUrl) {
    style.sources.tiles = { type: 'raster', tiles: [tileUrl], tileSize: 256, attribution: '© OpenStreetMap' };
    style.layers.push({ id: 'tiles', type: 'raster', source: 'tiles' });
  }
  style.layers.push(
    {
      id: 'regions-fill',
      type: 'fill',
      source: 'regions',
      paint: {
        'fill-color': ['case', ['==', ['get', 'disputed'], true], baseMapColors.disputed, baseMapColors.land],
        'fill-opacity': hasTiles ? 0.15 : 1,
      },
    },
    {
      id: 'regions-line',
      type: 'line',
      source: 'regions',
      paint: {
        'line-color': baseMapColors.border,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.4, 7, 1.2],
      },
    },
  );
  return style;
}
