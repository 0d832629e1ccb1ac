import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from './ip-allow-list';

describe('isAddressAllowed', () => {
  it('allows any address when the list is empty', () => {
    expect(isAddressAllowed('203.0.113.7', [])).toBe(true);
    expect(isAddressAllowed(undefined, [])).toBe(true);
  });

  it('matches single addresses and CIDR networks of both families', () => {
    const list = ['198.51.100.10', '10.0.0.0/8', '2001:db8::/32'];
    expect(isAddressAllowed('198.51.100.10', list)).toBe(true);
    expect(isAddressAllowed('198.51.100.11', list)).toBe(false);
    expect(isAddressAllowed('10.200.3.4', list)).toBe(true);
    expect(isAddressAllowed('11.0.0.1', list)).toBe(false);
    expect(isAddressAllowed('2001:db8:1::5', list)).toBe(true);
    expect(isAddressAllowed('2001:db9::5', list)).toBe(false);
  });

  it('reads IPv4-mapped IPv6 client addresses and list entries as IPv4', () => {
    expect(isAddressAllowed('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(isAddressAllowed('::ffff:192.0.2.1', ['192.0.2.1'])).toBe(true);
    expect(isAddressAllowed('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(isAddressAllowed('11.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(false);
  });

  it('refuses an unreadable client address and ignores unreadable entries', () => {
    expect(isAddressAllowed(undefined, ['10.0.0.0/8'])).toBe(false);
    expect(isAddressAllowed('not-an-ip', ['10.0.0.0/8'])).toBe(false);
    expect(isAddressAllowed('10.0.0.1', ['garbage', '10.0.0.1/33'])).toBe(false);
  });
});
