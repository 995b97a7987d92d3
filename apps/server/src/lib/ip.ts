import ipaddr from 'ipaddr.js';

/** A parsed CIDR range that can test addresses of its own family. */
export interface Network {
  matches(ip: string): boolean;
}

/** Dotted-quad IPv4 already in its normal form (no leading zeros): nothing to parse. */
const plainIpv4Pattern =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Normalises an address: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normaliseIp(ip: string): string {
  // Every API request asks: a socket's IPv4 address, bare or mapped, needs no parsing.
  if (plainIpv4Pattern.test(ip)) return ip;
  const mapped = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : '';
  if (mapped && plainIpv4Pattern.test(mapped)) return mapped;
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
