import { Alert, Box, Skeleton } from '@mantine/core';
import type { LngLatBoundsLike, Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../session/session';
import { buildBaseStyle, russiaBounds } from './base-map-style';
import { mapControlStrings } from './control-strings';
import { loadMaplibre, type MaplibreModule } from './load-maplibre';

export interface BaseMapProps {
  /** Accessible name of the map region. */
  label: string;
  height: number | string;
  center?: [number, number];
  zoom?: number;
  bounds?: LngLatBoundsLike;
  /** Called once the style has loaded; the map is removed on unmount. */
  onReady?: (map: MaplibreMap, lib: MaplibreModule) => void;
  /** Extra overlay (loading badges, legends) drawn over the map. */
  children?: React.ReactNode;
}

type Status = 'loading' | 'ready' | 'failed';

/** Narrower than this, all of Russia cannot be fitted legibly: start on the European part. */
const narrowMapPx = 640;

function initialCamera(view: Pick<BaseMapProps, 'center' | 'zoom' | 'bounds'>, width: number) {
  if (view.center) return { center: view.center, zoom: view.zoom ?? 5 };
  if (!view.bounds && width < narrowMapPx) return { center: [45, 55] as [number, number], zoom: 2.3 };
  return { bounds: view.bounds ?? russiaBounds, fitBoundsOptions: { padding: 8 } };
}

/**
 * The reusable base map: MapLibre GL (loaded lazily) over the shipped region shapes, with the
 * configured raster tiles underneath when `map_tile_url` is set. Used by the incident map, the
 * incident card and the analysis choropleth.
 */
export function BaseMap({ label, height, center, zoom, bounds, onReady, children }: BaseMapProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const tileUrl = config?.map_tile_url ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const onReadyRef = useRef(onReady);
  const initialView = useRef({ center, zoom, bounds });
  const [status, setStatus] = useState<Status>('loading');
  // MapLibre reads its UI strings only when the map is built: a language switch rebuilds the map.
  const controlStrings = useMemo(() => mapControlStrings(t), [t]);

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    let map: MaplibreMap | null = null;
    let cancelled = false;
    setStatus('loading');
    loadMaplibre()
      .then((lib) => {
        if (cancelled || !containerRef.current) return;
        const view = initialView.current;
        map = new lib.Map({
          container: containerRef.current,
          style: buildBaseStyle({
            tileUrl,
            shapesUrl: new URL('/geo/russia-regions.geojson', window.location.origin).href,
          }),
          ...initialCamera(view, containerRef.current.clientWidth),
          renderWorldCopies: false,
          attributionControl: { compact: true },
          dragRotate: false,
          pitchWithRotate: false,
          maxZoom: 18,
          locale: controlStrings,
        });
        map.touchZoomRotate.disableRotation();
        map.keyboard.disableRotation();
        map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        const ready = map;
        ready.on('load', () => {
          if (cancelled) return;
          setStatus('ready');
          onReadyRef.current?.(ready, lib);
        });
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      if (map) {
        // The rebuilt map (new language or tiles) opens where the user left this one.
        initialView.current = { center: map.getCenter().toArray(), zoom: map.getZoom(), bounds: undefined };
        map.remove();
      }
    };
  }, [tileUrl, controlStrings]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <Box
        ref={containerRef}
        role="region"
        aria-label={label}
        pos="absolute"
        inset={0}
        data-testid="base-map"
        data-status={status}
      />
      {status === 'loading' ? (
        <Skeleton role="status" pos="absolute" inset={0} radius="md" aria-label={t('incidents.map.loading')} />
      ) : null}
      {status === 'failed' ? (
        <Alert pos="absolute" top={12} left={12} right={12} color="orange" title={t('incidents.map.unavailable_title')}>
          {t('incidents.map.unavailable')}
        </Alert>
      ) : null}
      {status === 'ready' ? children : null}
    </Box>
  );
}
