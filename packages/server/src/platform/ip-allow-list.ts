import ipaddr from 'ipaddr.js';

/**
 * Reads an address as the network sees it: an IPv4-mapped IPv6 address (`::ffff:10.1.2.3`, what
 * a dual-stack socket reports for an IPv4 client) becomes its IPv4 address, so `10.0.0.0/8`
 * matches it. Undefined when it is not an address at all.
 */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  return ipaddr.isValid(text) ? ipaddr.process(text) : undefined;
}

/** One allow-list entry as a network: a single address is a /32 (IPv4) or /128 (IPv6) network. */
function parseEntry(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | undefined {
  if (entry.includes('/')) {
    if (!ipaddr.isValidCIDR(entry)) return undefined;
    const [network, bits] = ipaddr.parseCIDR(entry);
    // `::ffff:10.0.0.0/104` names IPv4 networks: compare it as `10.0.0.0/8`.
    if (network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return [(network as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [network, bits];
  }
  const address = parseAddress(entry);
  if (!address) return undefined;
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/**
 * May a request from `address` use an account with this allow-list? An empty list allows any
 * address; otherwise the address must lie in one of its addresses or CIDR networks. An address
 * that cannot be read (no socket address) is refused.
 */
export function isAddressAllowed(address: string | undefined, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  const client = address === undefined ? undefined : parseAddress(address);
  if (!client) return false;
  return allowList.some((entry) => {
    const network = parseEntry(entry);
    if (!network || network[0].kind() !== client.kind()) return false;
    return client.match(network);
  });
}
