import { randomBytes } from 'node:crypto';

import type { CreateReading, CreatedReading, VisitorLocation } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { createAccessToken, hashAccessToken } from './access-token';

/** Spec: 'country, region - city', from whatever parts are known. */
export function formatUserCountry(location: VisitorLocation): string | null {
  const place = [location.country_name, location.region].filter(Boolean).join(', ');
  const full = [place, location.city].filter(Boolean).join(' - ');
  return full === '' ? null : full;
}

/** A placeholder until step one: built from a timestamp, at a domain that can never receive mail. */
export function placeholderEmail(now: Date): string {
  return `pending-${now.getTime()}-${randomBytes(3).toString('hex')}@pending.invalid`;
}

/**
 * Creates a reading on the gender choice. Never overwrites an existing reading: a visitor who
 * arrives with an e-mail but no reading id gets a new reading, whoever owns that e-mail.
 */
export async function createReading(
  db: Database,
  input: CreateReading,
  location: VisitorLocation,
  now = new Date(),
): Promise<CreatedReading> {
  const token = createAccessToken();
  const userCountry = formatUserCountry(location);
  const [row] = await db
    .insert(readings)
    .values({
      ...input,
      email: input.email ?? placeholderEmail(now),
      user_country: userCountry,
      country_code: location.country_code,
      payment_status: 'pending',
      access_token_hash: hashAccessToken(token),
    })
    .returning({ id: readings.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, token, location, user_country: userCountry };
}
