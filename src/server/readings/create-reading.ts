import { randomBytes } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';

import type { CreateReading, CreatedReading, VisitorLocation } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { experimentExposures, funnelSteps, readings } from '../db/schema';
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
 * arrives with an e-mail but no reading id gets a new reading, whoever owns that e-mail. The
 * landing where the choice was made is recorded as viewed (when its page appeared) and completed.
 */
export async function createReading(
  db: Database,
  input: CreateReading,
  location: VisitorLocation,
  now = new Date(),
  /** The visitor id cookie's value: the reading joins the experiments its visitor was exposed to. */
  visitorId: string | null = null,
): Promise<CreatedReading> {
  const token = createAccessToken();
  const userCountry = formatUserCountry(location);
  const { entry_step: entryStep, entry_view_ms: entryViewMs, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(readings)
      .values({
        ...fields,
        email: fields.email ?? placeholderEmail(now),
        user_country: userCountry,
        country_code: location.country_code,
        payment_status: 'pending',
        access_token_hash: hashAccessToken(token),
        visitor_id: visitorId,
      })
      .returning({ id: readings.id });
    if (!row) throw new Error('insert returned no row');
    if (visitorId) {
      await tx
        .update(experimentExposures)
        .set({ reading_id: row.id })
        .where(and(eq(experimentExposures.visitor_id, visitorId), isNull(experimentExposures.reading_id)));
    }
    if (entryStep) {
      await tx.insert(funnelSteps).values([
        {
          reading_id: row.id,
          step: entryStep,
          kind: 'view',
          at: sql`now() - ${entryViewMs ?? 0}::int * interval '1 millisecond'`,
        },
        { reading_id: row.id, step: entryStep, kind: 'complete' },
      ]);
    }
    return row.id;
  });
  return { id, token, location, user_country: userCountry };
}
