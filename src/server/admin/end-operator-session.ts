import { eq, lt } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorSessions } from '../db/schema';

export async function endOperatorSession(db: Database, sessionHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.id_hash, sessionHash));
}

/** Expired sessions open nothing already; this only keeps the table small. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(operatorSessions).where(lt(operatorSessions.expires_at, now));
}
