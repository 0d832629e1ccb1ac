import { describe, expect, it } from 'vitest';
import { allowedIpsError, formatAllowedIps, parseAllowedIps } from './allowed-ips';
import { nextOrdering, readOrdering } from './ordering';

describe('allow-list text', () => {
  it('splits on lines, commas, semicolons and spaces, dropping blanks', () => {
    expect(parseAllowedIps(' 10.0.0.0/8\n\n192.0.2.1, 2001:db8::/32 ;198.51.100.7 ')).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
      '198.51.100.7',
    ]);
    expect(parseAllowedIps('  \n ')).toEqual([]);
  });

  it('shows one entry per line and reads back the same list', () => {
    const ips = ['10.0.0.0/8', '::1'];
    expect(parseAllowedIps(formatAllowedIps(ips))).toEqual(ips);
  });
});

describe('list ordering', () => {
  it('turns the same column around', () => {
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'name')).toBe('name');
  });

  it('starts a new column ascending, dates newest first', () => {
    expect(nextOrdering('-registration_date', 'username')).toBe('username');
    expect(nextOrdering('username', 'last_login')).toBe('-last_login');
  });

  it('reads the field and direction', () => {
    expect(readOrdering('-email')).toEqual({ field: 'email', isDescending: true });
    expect(readOrdering('email')).toEqual({ field: 'email', isDescending: false });
  });
});

describe('allowedIpsError', () => {
  const name = (value: string) => `bad: ${value}`;
  it('names the entry the contract refused', () => {
    expect(allowedIpsError({ 'allowed_ips.1': 'x' }, '10.0.0.1\n10.0.0.300', name)).toBe('bad: 10.0.0.300');
  });
  it('passes a whole-list error through, and nothing when the list is fine', () => {
    expect(allowedIpsError({ allowed_ips: 'Too many' }, '1.1.1.1', name)).toBe('Too many');
    expect(allowedIpsError({ email: 'x' }, '1.1.1.1', name)).toBeUndefined();
  });
});
