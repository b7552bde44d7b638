import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

import { and, eq, inArray, isNotNull } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';
import { OUTBOX_READING_PREFIX } from '../mail/mail-sender';

const READING_FILE = new RegExp(`^${OUTBOX_READING_PREFIX}(\\d{1,15})-`);
/** A file written before the outbox named its reading: "<message_key>@<domain>.eml". */
const KEYED_FILE = /^([^@]+)@/;
/** Ids per query: far below PostgreSQL's limit on parameters, however full the folder. */
const CHUNK = 1000;

function chunks<T>(values: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) result.push(values.slice(start, start + CHUNK));
  return result;
}

async function erasedReadingIds(db: Database, ids: number[]): Promise<Set<number>> {
  const erased = new Set<number>();
  for (const part of chunks(ids)) {
    const found = await db
      .select({ id: readings.id })
      .from(readings)
      .where(and(inArray(readings.id, part), isNotNull(readings.erased_at)));
    for (const row of found) erased.add(row.id);
  }
  return erased;
}

async function erasedMessageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const erased = new Set<string>();
  for (const part of chunks(keys)) {
    const found = await db
      .select({ key: deliveries.message_key })
      .from(deliveries)
      .innerJoin(readings, eq(readings.id, deliveries.reading_id))
      .where(and(inArray(deliveries.message_key, part), isNotNull(readings.erased_at)));
    for (const row of found) erased.add(row.key);
  }
  return erased;
}

/**
 * Deletes the outbox's messages of erased readings (the .eml files written when no SMTP server is
 * set hold the address, the name, the answers and the PDF): those named after their reading, and
 * those written before the outbox named them so, found by their delivery's Message-ID. Run after
 * every erasure and by the hourly retention job, which also catches a message written while its
 * reading was being erased. A missing folder holds nothing. Returns how many files it deleted.
 */
export async function purgeErasedMail(db: Database, outboxDir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const byReading = new Map<string, number>();
  const byKey = new Map<string, string>();
  for (const name of names) {
    const reading = READING_FILE.exec(name)?.[1];
    const key = reading === undefined ? KEYED_FILE.exec(name)?.[1] : undefined;
    if (reading !== undefined) byReading.set(name, Number(reading));
    else if (key !== undefined) byKey.set(name, key);
  }
  const erasedIds = await erasedReadingIds(db, [...new Set(byReading.values())]);
  const erasedKeys = await erasedMessageKeys(db, [...new Set(byKey.values())]);
  const doomed = [
    ...[...byReading].filter(([, id]) => erasedIds.has(id)),
    ...[...byKey].filter(([, key]) => erasedKeys.has(key)),
  ].map(([name]) => name);
  for (const name of doomed) await rm(path.join(outboxDir, name), { force: true });
  return doomed.length;
}
