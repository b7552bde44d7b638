import { createHash } from 'node:crypto';

/** Who the event is about, before normalising and hashing. */
export type EventPerson = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
};

export type EventClient = {
  ip: string | null;
  userAgent: string | null;
  fbc: string | null;
  fbp: string | null;
  externalId: string | null;
};

export type MetaUserData = Partial<
  Record<'em' | 'fn' | 'ln' | 'db' | 'external_id' | 'fbc' | 'fbp' | 'client_ip_address' | 'client_user_agent', string>
>;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

// Meta's customer information parameters: trimmed and lower-cased, names without punctuation
// (UTF-8 letters kept), dates of birth as YYYYMMDD; SHA-256 hex of the result.
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const normaliseName = (value: string) =>
  value
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]/gu, '');
export const normaliseBirthDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : '';

const PLACEHOLDER = /@pending\.invalid$/i;

function hashed(value: string | null, normalise: (value: string) => string): string | undefined {
  if (!value) return undefined;
  const normal = normalise(value);
  return normal ? sha256(normal) : undefined;
}

/** user_data: contact fields hashed; click ids, address and user agent as they are (Meta hashes none of those). */
export function metaUserData(person: EventPerson, client: EventClient): MetaUserData {
  const data: MetaUserData = {
    em: person.email && !PLACEHOLDER.test(person.email) ? hashed(person.email, normaliseEmail) : undefined,
    fn: hashed(person.firstName, normaliseName),
    ln: hashed(person.lastName, normaliseName),
    db: hashed(person.birthDate, normaliseBirthDate),
    external_id: hashed(client.externalId, (value) => value.trim()),
    fbc: client.fbc ?? undefined,
    fbp: client.fbp ?? undefined,
    client_ip_address: client.ip ?? undefined,
    client_user_agent: client.userAgent ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== ''),
  ) as MetaUserData;
}
