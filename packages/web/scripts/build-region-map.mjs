// Projects the shipped region shapes (../shared/data/russia-regions.geojson) into a small
// decorative SVG for the login layout, so the login page needs no map library.
// Run: node packages/web/scripts/build-region-map.mjs [path/to/russia-regions.geojson]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2] ?? resolve(here, '../../../../shared/data/russia-regions.geojson');
const target = resolve(here, '../public/geo/russia-regions.svg');
const geo = JSON.parse(readFileSync(source, 'utf8'));

// Albers equal-area conic, the usual projection for maps of Russia.
const rad = Math.PI / 180;
const [phi1, phi2, phi0, lambda0] = [52 * rad, 64 * rad, 56 * rad, 100 * rad];
const n = (Math.sin(phi1) + Math.sin(phi2)) / 2;
const c = Math.cos(phi1) ** 2 + 2 * n * Math.sin(phi1);
const rho0 = Math.sqrt(c - 2 * n * Math.sin(phi0)) / n;
function project([lon, lat]) {
  const l = (lon < 0 ? lon + 360 : lon) * rad; // Chukotka crosses the antimeridian
  const rho = Math.sqrt(c - 2 * n * Math.sin(lat * rad)) / n;
  const theta = n * (l - lambda0);
  return [rho * Math.sin(theta), -(rho0 - rho * Math.cos(theta))];
}

const rings = [];
for (const feature of geo.features) {
  const { type, coordinates } = feature.geometry;
  const polygons = type === 'Polygon' ? [coordinates] : coordinates;
  for (const polygon of polygons)
    rings.push({ district: feature.properties.federal_district, ring: polygon[0].map(project) });
}
const xs = rings.flatMap((r) => r.ring.map((p) => p[0]));
const ys = rings.flatMap((r) => r.ring.map((p) => p[1]));
const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
const width = 1000;
const scale = width / (maxX - minX);
const height = Math.round((maxY - minY) * scale);

const byDistrict = new Map();
for (const { district, ring } of rings) {
  let last = '';
  const points = [];
  for (const [x, y] of ring) {
    const p = `${Math.round((x - minX) * scale)} ${Math.round((y - minY) * scale)}`;
    if (p !== last) points.push(p);
    last = p;
  }
  if (points.length < 4) continue; // too small to see at this size
  const d = `M${points.join('L')}Z`;
  byDistrict.set(district, (byDistrict.get(district) ?? '') + d);
}
const shades = ['#d7e3f4', '#c9d9ef', '#bcd0ea', '#afc6e4', '#a2bcdf', '#95b2d9', '#88a8d4', '#7b9ecf'];
const paths = [...byDistrict.entries()]
  .map(([, d], i) => `<path fill="${shades[i % shades.length]}" d="${d}"/>`)
  .join('\n');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" stroke="#ffffff" stroke-width="1" stroke-linejoin="round">\n${paths}\n</svg>\n`;
writeFileSync(target, svg);
console.log(`wrote ${target}: ${(svg.length / 1024).toFixed(0)} KiB, ${width}x${height}`);
