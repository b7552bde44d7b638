import { isIP } from 'node:net';

/**
 * The visitor's address as the spec's tracking keeps it: the first entry of the forwarded list,
 * else the connection's. Only Meta's matching uses it, so a spoofed header only hurts the spoofer.
 */
export function clientIp(forwardedFor: string | string[] | undefined, connectionIp: string): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  if (first && isIP(first)) return first;
  return isIP(connectionIp) ? connectionIp : null;
}
