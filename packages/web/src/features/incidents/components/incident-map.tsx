import { Badge, Group, Loader, Paper, Text } from '@mantine/core';
import type { Map as MaplibreMap, MapLayerMouseEvent, Marker, Popup } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import type { WireQuery } from '@/shared/incident-filter/filter-state';
import type { MapClusters } from '@cargo-sentry/contracts/incidents/incidents';
import { useIncidentReferences } from '@/shared/incident-filter/use-filter-references';
import { BaseMap } from '@/shared/map/base-map';
import { russiaBounds } from '@/shared/map/base-map-style';
import type { MaplibreModule } from '@/shared/map/load-maplibre';
import { loadRegionBounds } from '@/shared/map/region-bounds';
import { getMapClusters } from '../api/get-map-clusters';
import { separateClusters } from './cluster-separation';
import { boundsOfGeoTokens } from './geo-bounds';
import { IncidentPopupCard } from './incident-popup-card';
import {
  addClusterLayers,
  clusterLayerId,
  clustersOnScreen,
  clustersToFeatures,
  createClusterElement,
  pointLayerId,
  setClusterData,
  viewportOf,
  type ClusterProps,
} from './map-cluster-layers';

/** Re-request clusters this long after the map stops moving. */
const moveDebounceMs = 250;

interface IncidentMapProps {
  filter: WireQuery;
  /** The chosen districts, regions and cities (`district:1`, …): the map zooms to them. */
  geo: readonly string[];
  height: number | string;
}

/** The view as `west,south,east,north,zoom` on the map element, for tests and support screenshots. */
function markView(map: MaplibreMap) {
  const b = map.getBounds();
  const view = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth(), map.getZoom()];
  map.getContainer().dataset.view = view.map((n) => n.toFixed(4)).join(',');
}

interface Loaded {
  map: MaplibreMap;
  lib: MaplibreModule;
}

/**
 * The incident map: server-side clusters (`map_clusters`) of the same filter as the list,
 * re-requested on every move and zoom (debounced, stale requests aborted). Clusters zoom in on
 * click; a single incident opens a popup with its short card.
 */
export function IncidentMap({ filter, geo, height }: IncidentMapProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [isError, setIsError] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [popup, setPopup] = useState<{ id: number; node: HTMLElement } | null>(null);
  const markersRef = useRef<Marker[]>([]);
  const popupRef = useRef<Popup | null>(null);
  const textRef = useRef({ t, locale });
  useEffect(() => {
    textRef.current = { t, locale };
  }, [t, locale]);

  const handleReady = useCallback((map: MaplibreMap, lib: MaplibreModule) => {
    addClusterLayers(map);
    const zoomInto = (lngLat: [number, number], zoom: number) => map.easeTo({ center: lngLat, zoom, duration: 400 });
    map.on('click', clusterLayerId, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature) return;
      const props = feature.properties as ClusterProps;
      zoomInto([event.lngLat.lng, event.lngLat.lat], Number(props.expansion));
    });
    map.on('click', pointLayerId, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const id = Number((feature?.properties as ClusterProps | undefined)?.id);
      if (!feature || !Number.isInteger(id) || id <= 0) return;
      popupRef.current?.remove();
      const node = document.createElement('div');
      const coordinates = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
      const instance = new lib.Popup({ offset: 10, maxWidth: '300px', focusAfterOpen: true })
        .setLngLat(coordinates)
        .setDOMContent(node)
        .addTo(map);
      instance.on('close', () => setPopup((current) => (current?.node === node ? null : current)));
      popupRef.current = instance;
      setPopup({ id, node });
    });
    for (const layer of [clusterLayerId, pointLayerId]) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    markView(map);
    map.on('moveend', () => markView(map));
    setLoaded({ map, lib });
  }, []);

  // Choosing a region, district or city zooms to it; clearing the choice shows all of Russia again.
  const { data: refs } = useIncidentReferences();
  const geoKey = geo.join('|');
  const shownGeo = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !refs || shownGeo.current === geoKey) return;
    const isFirst = shownGeo.current === null;
    shownGeo.current = geoKey;
    const { map } = loaded;
    if (geoKey === '') {
      if (!isFirst) map.fitBounds(russiaBounds, { padding: 8, duration: 600 });
      return;
    }
    let cancelled = false;
    loadRegionBounds()
      .then((regionBounds) => {
        const box = boundsOfGeoTokens(geoKey.split('|'), refs, regionBounds);
        if (cancelled || !box) return;
        map.fitBounds(
          [
            [box[0], box[1]],
            [box[2], box[3]],
          ],
          { padding: 32, maxZoom: 10, duration: 600 },
        );
      })
      // without the shapes the map stays where it is; the clusters still follow the filter
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [loaded, refs, geoKey]);

  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    if (!loaded) return;
    const { map, lib } = loaded;
    const query = JSON.parse(filterKey) as WireQuery;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    let lastData: MapClusters | null = null;
    // Clusters are merged on screen at the zoom shown, so their markers never overlap (issue 23 item 9).
    const draw = (data: MapClusters) => {
      lastData = data;
      const onScreen = clustersOnScreen(data, (lngLat) => map.project(lngLat));
      const collection = clustersToFeatures(separateClusters(onScreen, map.getZoom()));
      setClusterData(map, collection);
      drawMarkers(collection.features);
    };
    // Zooming out brings markers closer before the new clusters arrive: merge the shown ones again.
    const handleZoomEnd = () => {
      if (lastData) draw(lastData);
    };

    const drawMarkers = (features: ReturnType<typeof clustersToFeatures>['features']) => {
      for (const marker of markersRef.current) marker.remove();
      const { t: translate, locale: lang } = textRef.current;
      markersRef.current = features
        .filter((f) => f.properties.labelled)
        .map((f) => {
          const { count, expansion } = f.properties;
          const element = createClusterElement(
            count,
            translate('incidents.map.cluster', { count, formatted: formatNumber(count, lang) }),
            count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count),
          );
          const center = f.geometry.coordinates as [number, number];
          element.addEventListener('click', (event) => {
            event.stopPropagation();
            map.easeTo({ center, zoom: expansion, duration: 400 });
          });
          return new lib.Marker({ element }).setLngLat(center).addTo(map);
        });
    };

    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      setIsLoading(true);
      getMapClusters(query, viewportOf(map), current.signal)
        .then((data) => {
          if (current.signal.aborted) return;
          draw(data);
          setTotal(data.total);
          setIsError(false);
        })
        .catch((error: unknown) => {
          if (current.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
          setIsError(true);
        })
        .finally(() => {
          if (controller === current) setIsLoading(false);
        });
    };
    const handleMove = () => {
      clearTimeout(timer);
      timer = setTimeout(load, moveDebounceMs);
    };

    load();
    map.on('moveend', handleMove);
    map.on('zoomend', handleZoomEnd);
    return () => {
      map.off('moveend', handleMove);
      map.off('zoomend', handleZoomEnd);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [loaded, filterKey]);

  useEffect(
    () => () => {
      for (const marker of markersRef.current) marker.remove();
      popupRef.current?.remove();
    },
    [],
  );

  return (
    <>
      <BaseMap label={t('incidents.map.label')} height={height} onReady={handleReady}>
        <Group pos="absolute" top={10} left={10} gap={6} style={{ pointerEvents: 'none', zIndex: 2 }}>
          {total !== null ? (
            <Paper shadow="xs" radius="sm" px={8} py={4} data-testid="map-total">
              <Text size="xs" fw={600}>
                {t('incidents.map.in_view', { count: total, formatted: formatNumber(total, locale) })}
              </Text>
            </Paper>
          ) : null}
          {isLoading ? (
            <Badge
              variant="white"
              color="gray"
              leftSection={<Loader size={10} />}
              data-testid="map-loading"
              role="status"
            >
              {t('incidents.map.loading_points')}
            </Badge>
          ) : null}
          {isError ? (
            <Badge color="red" variant="filled" role="alert">
              {t('incidents.map.points_error')}
            </Badge>
          ) : null}
        </Group>
      </BaseMap>
      {popup ? createPortal(<IncidentPopupCard id={popup.id} />, popup.node) : null}
    </>
  );
}
