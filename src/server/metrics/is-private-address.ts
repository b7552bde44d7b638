import { BlockList, isIPv4 } from 'node:net';

// Loopback and the private ranges (RFC 1918, IPv6 unique-local): where a scraper inside the
// deployment's own network connects from.
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** Whether a socket's peer address is loopback or private; IPv4 seen through an IPv6 socket counts as IPv4. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(mapped) ? PRIVATE.check(mapped, 'ipv4') : PRIVATE.check(mapped, 'ipv6');
}
