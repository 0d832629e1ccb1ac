import type * as Maplibre from 'maplibre-gl';

export type MaplibreModule = typeof Maplibre;

let loading: Promise<MaplibreModule> | null = null;

/**
 * MapLibre is ~288 KiB gzipped (docs/architecture.md#the-web-shell-stays-small): it and its CSS are fetched only when a map is
 * first shown, so the shell bundle never carries them.
 */
export function loadMaplibre(): Promise<MaplibreModule> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')])
    // The ESM build exposes the API on `default` in some bundler modes and as named exports in others.
    .then(([mod]) => ((mod as unknown as { default?: MaplibreModule }).default ?? mod) as MaplibreModule)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
