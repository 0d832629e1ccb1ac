/**
 * Albers equal-area conic for Russia (standard parallels 52° and 64°), the projection the
 * shipped preview uses. Output y grows southwards, as ECharts' custom projections expect.
 * Longitudes are taken on 0–360 because Chukotka is shipped past 180° (data/README).
 */
const rad = Math.PI / 180;
const [phi1, phi2, phi0, lambda0] = [52 * rad, 64 * rad, 56 * rad, 100 * rad];
const n = (Math.sin(phi1) + Math.sin(phi2)) / 2;
const c = Math.cos(phi1) ** 2 + 2 * n * Math.sin(phi1);
const rho0 = Math.sqrt(c - 2 * n * Math.sin(phi0)) / n;

export function projectAlbers([lon, lat]: number[]): number[] {
  const lambda = (lon < 0 ? lon + 360 : lon) * rad;
  const rho = Math.sqrt(c - 2 * n * Math.sin(lat * rad)) / n;
  const theta = n * (lambda - lambda0);
  return [rho * Math.sin(theta), rho * Math.cos(theta) - rho0];
}

export function unprojectAlbers([x, y]: number[]): number[] {
  const yy = rho0 + y;
  const rho = Math.sign(n) * Math.sqrt(x * x + yy * yy);
  const theta = Math.atan2(x, yy);
  const lat = Math.asin((c - (rho * n) ** 2) / (2 * n)) / rad;
  const lon = theta / n / rad + lambda0 / rad;
  return [lon, lat];
}
