import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from './update-reading';

/** Spec: Europe/Rome, formatted 'Month day, year - HH:mm' (e.g. 'November 22, 2026 - 03:45'). */
export function formatSessionTime(now: Date): string {
  return DateTime.fromJSDate(now).setZone('Europe/Rome').setLocale('en-US').toFormat('LLLL d, yyyy - HH:mm');
}

export async function touchSession(
  db: Database,
  id: number,
  tokenHash: string,
  now = new Date(),
): Promise<string | null> {
  const lastSessionTime = formatSessionTime(now);
  const updated = await db
    .update(readings)
    .set({ last_session_time: lastSessionTime, updated_at: sql`now()` })
    .where(ownedReading(id, tokenHash))
    .returning({ id: readings.id });
  return updated.length === 1 ? lastSessionTime : null;
}
