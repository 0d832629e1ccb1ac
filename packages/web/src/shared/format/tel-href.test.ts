import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the digits and the plus of a number written with spaces, brackets and dashes', () => {
    expect(telHref('+7 (800) 555-35-35')).toBe('tel:+78005553535');
    expect(telHref('8 800 555-35-35')).toBe('tel:88005553535');
  });
});
