import { describe, expect, it } from 'vitest';
import { pngMaxSide, pngScale } from './png-export';

describe('the PNG scale', () => {
  it('draws a graph that fits at twice its size', () => {
    expect(pngScale({ w: 600, h: 400 })).toBe(2);
    expect(pngScale({ w: 2048, h: 100 })).toBe(2);
  });

  it('keeps the longer side of a large graph within the bound, whichever side it is', () => {
    // the 500-node hub of the e2e: 8029 × 7872 before
    const wide = { w: 8028.6, h: 7871.4 };
    expect(Math.ceil(wide.w) * pngScale(wide)).toBeCloseTo(pngMaxSide, 6);
    expect(Math.ceil(wide.h) * pngScale(wide)).toBeLessThan(pngMaxSide);
    const tall = { w: 900, h: 5000 };
    expect(pngScale(tall)).toBeCloseTo(pngMaxSide / 5000, 10);
    expect(900 * pngScale(tall)).toBeLessThan(pngMaxSide);
  });

  it('draws an empty graph at the preferred scale rather than an infinite one', () => {
    expect(pngScale({ w: 0, h: 0 })).toBe(2);
  });
});
