import emailAddresses from 'email-addresses';

import { isSavableText } from './safe-text';

/** SMTP's limits, in octets: 64 for the local part, 254 for a whole forward path's address. */
const MAX_LOCAL_OCTETS = 64;
const MAX_ADDRESS_OCTETS = 254;
/** A host name label: letters (any script, for IDN), digits and inner hyphens, at most 63 long. */
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;

const octets = (text: string) => new TextEncoder().encode(text).length;

function isHostName(domain: string): boolean {
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

/**
 * The address as it is stored (NFC, domain in lower case, local part as typed: some servers
 * tell cases apart), or null unless the input is exactly one plain mailbox. Display names,
 * angle brackets, comments, groups, quoted local parts and IP literals are refused: a mail
 * library re-parsing them may find another recipient than the one shown to the visitor.
 */
export function normaliseEmail(input: string): string | null {
  const text = input.trim().normalize('NFC');
  // Checked before parsing, so the parser only ever sees short, storable text.
  if (!isSavableText(text) || octets(text) > MAX_ADDRESS_OCTETS) return null;
  const parsed = emailAddresses.parseOneAddress({
    input: text,
    rfc6532: true,
    rejectTLD: true,
    strict: true,
    simple: false,
  });
  if (parsed === null || parsed.type !== 'mailbox') return null;
  // Anything the parser had to drop or rewrite (quotes, comments, whitespace, brackets) makes them differ.
  if (parsed.name !== null || parsed.parts.comments.length > 0 || parsed.address !== text) return null;
  if (octets(parsed.local) > MAX_LOCAL_OCTETS || !isHostName(parsed.domain)) return null;
  return `${parsed.local}@${parsed.domain.toLowerCase()}`;
}
