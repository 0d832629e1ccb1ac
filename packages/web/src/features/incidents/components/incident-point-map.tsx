import type { Map as MaplibreMap, MapMouseEvent, Marker } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { BaseMap } from '@/shared/map/base-map';
import type { MaplibreModule } from '@/shared/map/load-maplibre';

interface IncidentPointMapProps {
  label: string;
  point: { lat: number; lon: number } | null;
  height: number | string;
  /** When given, clicking the map picks a new point (the staff form). */
  onPick?: (point: { lat: number; lon: number }) => void;
}

/** A small map with the incident's point; in the staff form a click moves the point. */
export function IncidentPointMap({ label, point, height, onPick }: IncidentPointMapProps) {
  const stateRef = useRef<{ map: MaplibreMap; lib: MaplibreModule; marker: Marker | null } | null>(null);
  const pointRef = useRef(point);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  const place = useCallback((next: { lat: number; lon: number } | null) => {
    const state = stateRef.current;
    if (!state) return;
    if (!next) {
      state.marker?.remove();
      state.marker = null;
      return;
    }
    if (!state.marker)
      state.marker = new state.lib.Marker({ color: '#e03131' }).setLngLat([next.lon, next.lat]).addTo(state.map);
    else state.marker.setLngLat([next.lon, next.lat]);
  }, []);

  const handleReady = useCallback(
    (map: MaplibreMap, lib: MaplibreModule) => {
      stateRef.current = { map, lib, marker: null };
      place(pointRef.current);
      map.on('click', (event: MapMouseEvent) => {
        const pick = onPickRef.current;
        if (!pick) return;
        pick({ lat: Number(event.lngLat.lat.toFixed(6)), lon: Number(event.lngLat.lng.toFixed(6)) });
      });
      if (onPickRef.current) map.getCanvas().style.cursor = 'crosshair';
    },
    [place],
  );

  useEffect(() => {
    pointRef.current = point;
    place(point);
  }, [point, place]);

  return (
    <BaseMap
      label={label}
      height={height}
      onReady={handleReady}
      {...(point ? { center: [point.lon, point.lat] as [number, number], zoom: 5 } : {})}
    />
  );
}
