import { regionShapesUrl } from './base-map-style';

/** west, south, east, north in degrees; east up to 190° for Chukotka, as the shipped shapes draw it. */
export type Bounds = [number, number, number, number];

/** Region names as keys: the API's regions and the shapes come from the same `regions.csv`. */
export const regionNameKey = (name: string) => name.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

interface Shapes {
  features: { properties: { name_ru: string }; geometry: { type: string; coordinates: unknown } }[];
}

/** The box around every coordinate pair of a (multi)polygon; longitudes west of 0 are taken east of 180. */
export function boundsOfCoordinates(coordinates: unknown): Bounds | null {
  let box: Bounds | null = null;
  const visit = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      const lon = value[0] < 0 ? value[0] + 360 : value[0];
      const lat = value[1];
      box = box
        ? [Math.min(box[0], lon), Math.min(box[1], lat), Math.max(box[2], lon), Math.max(box[3], lat)]
        : [lon, lat, lon, lat];
      return;
    }
    for (const item of value) visit(item);
  };
  visit(coordinates);
  return box;
}

/** The smallest box holding all of `boxes`, or null when there are none. */
export function unionBounds(boxes: readonly Bounds[]): Bounds | null {
  if (boxes.length === 0) return null;
  return boxes.reduce((a, b) => [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[2], b[2]),
    Math.max(a[3], b[3]),
  ]);
}

let regionBounds: Promise<Map<string, Bounds>> | null = null;

/** The box of each region, by `regionNameKey` of its Russian name (the shapes are fetched once). */
export function loadRegionBounds(): Promise<Map<string, Bounds>> {
  regionBounds ??= fetch(regionShapesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`region shapes: HTTP ${response.status}`);
      return response.json() as Promise<Shapes>;
    })
    .then((shapes) => {
      const boxes = new Map<string, Bounds>();
      for (const feature of shapes.features) {
        const box = boundsOfCoordinates(feature.geometry.coordinates);
        if (box) boxes.set(regionNameKey(feature.properties.name_ru), box);
      }
      return boxes;
    })
    .catch((error: unknown) => {
      regionBounds = null;
      throw error;
    });
  return regionBounds;
}
