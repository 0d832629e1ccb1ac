import { describe, expect, it } from 'vitest';
import { projectAlbers, unprojectAlbers } from './albers';

describe('Albers projection', () => {
  it('round-trips points across Russia, Chukotka past 180° included', () => {
    for (const point of [
      [37.62, 55.75],
      [135.07, 48.48],
      [186.5, 65.3],
    ]) {
      const [lon, lat] = unprojectAlbers(projectAlbers(point));
      expect(lon).toBeCloseTo(point[0], 6);
      expect(lat).toBeCloseTo(point[1], 6);
    }
  });
  it('puts the south below the north and the east right of the west', () => {
    const [, yMoscow] = projectAlbers([37.6, 55.7]);
    const [, yMurmansk] = projectAlbers([33.1, 68.9]);
    expect(yMoscow).toBeGreaterThan(yMurmansk);
    expect(projectAlbers([131.9, 43.1])[0]).toBeGreaterThan(projectAlbers([37.6, 55.7])[0]);
  });
});
