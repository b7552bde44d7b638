import { COSEALG } from '@simplewebauthn/server/helpers';

/** Who the console's passkeys belong to: the site's host name, and the one origin they may be used on. */
export type RelyingParty = { id: string; name: string; origin: string };

/**
 * The signatures accepted, as the library offered before post-quantum ones: ML-DSA is still
 * experimental in Node (asking for it warns in the log) and no authenticator makes such passkeys yet.
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/**
 * A passkey is bound to the host of PUBLIC_BASE_URL. It has to be a name, not an IP address, so in
 * development and in the browser tests the console is opened at http://localhost:PORT.
 */
export function describeRelyingParty(publicBaseUrl: string, name: string): RelyingParty {
  const url = new URL(publicBaseUrl);
  return { id: url.hostname, name, origin: url.origin };
}
