// The repeating filter mix of the concurrent bench (issue 9): a dozen filters and six map views
// that every analyst draws from, so most answers come from kept selections and rollups. The
// capacity bench keeps it as its second scenario (`--scenario repeating`); lib/filter-space.ts
// draws the filters people really ask.

export const repeatingFilters = [
  '',
  'geo=district:3',
  'geo=region:61',
  'geo=city:1',
  'period=1y',
  'period=3m&category=1',
  'price=6',
  'cargo=5',
  'country=1&category=2',
  'geo=district:3&price=6&category=3&period=1y',
  'date_from=2023-01-01&date_to=2023-12-31',
  `search=${encodeURIComponent('смартфон')}`,
];

/** Viewports of a 1280×800 map: west, south, east, north and zoom. */
const viewports: [number, number, number, number, number][] = [
  [19, 40, 180, 78, 3],
  [27, 43, 60, 62, 5],
  [35.5, 54.8, 39.7, 56.6, 8],
  [37.3, 55.55, 37.9, 55.92, 11],
  [39.2, 47.05, 40.3, 47.4, 10],
  [36, 47, 42, 56, 7],
];

/**
 * A map query as analysts make them: a third open a view as it is (the map's first view, shared
 * by many), the rest have panned it by up to half its size, so most answers cannot be reused.
 */
export function repeatingMapView(next: () => number): string {
  const [west, south, east, north, zoom] = viewports[Math.floor(next() * viewports.length)];
  const panned = next() >= 1 / 3;
  const dx = panned ? (next() - 0.5) * (east - west) : 0;
  const dy = panned ? (next() - 0.5) * (north - south) : 0;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const bbox = [west + dx, Math.max(-85, south + dy), east + dx, Math.min(85, north + dy)].map(round);
  return `bbox=${bbox.join(',')}&zoom=${zoom}`;
}
