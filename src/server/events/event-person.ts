import type { TrackEvent } from '../../domain/events';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from '../readings/update-reading';
import type { EventPerson } from './meta-user-data';

/** 'Zoë Nguyễn Thị' -> first 'Zoë', last 'Nguyễn Thị'. */
export function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? null, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

/**
 * The person behind an event: the reading's own answers when its id and token are both given
 * (never on the id alone: anyone can type an id), else what the event itself carries.
 */
export async function findEventPerson(db: Database, event: TrackEvent, tokenHash: string | null): Promise<EventPerson> {
  if (event.readingId && tokenHash) {
    const [row] = await db
      .select({ email: readings.email, name: readings.name, birthDate: readings.birth_date })
      .from(readings)
      .where(ownedReading(event.readingId, tokenHash))
      .limit(1);
    if (row) return { email: row.email, ...splitName(row.name), birthDate: row.birthDate };
  }
  return {
    email: event.email ?? null,
    firstName: event.firstName ?? null,
    lastName: event.lastName ?? null,
    birthDate: event.birthDate ?? null,
  };
}
