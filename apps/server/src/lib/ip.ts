import ipaddr from 'ipaddr.js';

/** A parsed CIDR range that can test addresses of its own family. */
export interface Network {
  matches(ip: string): boolean;
}

/** Normalises an address: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normaliseIp(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}

/** Parses 'a.b.c.d/n' or an IPv6 CIDR; throws on malformed input. */
export function parseNetwork(cidr: string): Network {
  const [range, bits] = ipaddr.parseCIDR(cidr);
  return {
    matches(ip: string): boolean {
      if (!ipaddr.isValid(ip)) return false;
      const address = ipaddr.parse(normaliseIp(ip));
      if (address.kind() !== range.kind()) return false;
      return address.match(range, bits);
    },
  };
}

/** Loopback and private ranges have no country; they are never blocked by country rules. */
export function isPrivateAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  const range = ipaddr.parse(normaliseIp(ip)).range();
  return range !== 'unicast';
}
