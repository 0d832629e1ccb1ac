import type { IncidentReferences } from '@cargo-sentry/contracts/incidents/incidents';
import { parseGeoToken } from '@/shared/incident-filter/filter-state';
import { regionNameKey, unionBounds, type Bounds } from '@/shared/map/region-bounds';

/** Around a city's point: about 20 km each way, enough to show its outskirts and ring roads. */
const cityMarginLat = 0.2;
const cityMarginLon = 0.35;

/**
 * The area the chosen districts, regions and cities cover (issue 23 item 9): a region by its shape,
 * a district by the shapes of its regions, a city by its point with a margin. Null when nothing
 * chosen is known (the map then stays where it is).
 */
export function boundsOfGeoTokens(
  tokens: readonly string[],
  refs: Pick<IncidentReferences, 'regions' | 'cities'>,
  regionBounds: ReadonlyMap<string, Bounds>,
): Bounds | null {
  const regionBox = (id: number) => {
    const region = refs.regions.find((r) => r.id === id);
    return region ? regionBounds.get(regionNameKey(region.name_ru)) : undefined;
  };
  const boxes: Bounds[] = [];
  for (const token of tokens) {
    const parsed = parseGeoToken(token);
    if (!parsed) continue;
    if (parsed.kind === 'region') {
      const box = regionBox(parsed.id);
      if (box) boxes.push(box);
    } else if (parsed.kind === 'district') {
      for (const region of refs.regions.filter((r) => r.federal_district === parsed.id)) {
        const box = regionBox(region.id);
        if (box) boxes.push(box);
      }
    } else {
      const city = refs.cities.find((c) => c.id === parsed.id);
      if (city) {
        const lon = city.lon < 0 ? city.lon + 360 : city.lon;
        boxes.push([lon - cityMarginLon, city.lat - cityMarginLat, lon + cityMarginLon, city.lat + cityMarginLat]);
      }
    }
  }
  return unionBounds(boxes);
}
