/** Properties of a feature of the shipped `russia-regions.geojson` (see shared/data/README). */
export interface RegionShapeProps {
  code: string;
  name_ru: string;
  name_en: string;
  federal_district: string;
  disputed: boolean;
}

interface RegionShapes {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: RegionShapeProps; geometry: unknown }[];
}

export const regionShapesUrl = '/geo/russia-regions.geojson';
export const regionMapName = 'cargo-sentry-regions';

let shapes: Promise<RegionShapes> | null = null;

/** The region polygons, fetched once per page load (~345 KB) and only where a map is drawn. */
export function loadRegionShapes(): Promise<RegionShapes> {
  shapes ??= fetch(regionShapesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`region shapes: HTTP ${response.status}`);
      return response.json() as Promise<RegionShapes>;
    })
    .catch((error: unknown) => {
      shapes = null;
      throw error;
    });
  return shapes;
}

/**
 * Region ids of the API keyed by the shape's code. The API's regions come from the same
 * `regions.csv` as the shapes, so their Russian names match one to one.
 */
export function regionIdsByCode(
  features: readonly { properties: Pick<RegionShapeProps, 'code' | 'name_ru'> }[],
  regions: readonly { id: number; name_ru: string }[],
): Map<string, number> {
  const byName = new Map(regions.map((region) => [normalise(region.name_ru), region.id]));
  const ids = new Map<string, number>();
  for (const { properties } of features) {
    const id = byName.get(normalise(properties.name_ru));
    if (id !== undefined) ids.set(properties.code, id);
  }
  return ids;
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}
