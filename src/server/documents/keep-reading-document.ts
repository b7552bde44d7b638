import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Reading } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readingDocuments } from '../db/schema';
import type { RenderReading } from '../delivery/render-reading';
import type { DocumentStore } from './document-store';

export type KeepDocumentDeps = { db: Database; documents: DocumentStore; renderReading: RenderReading };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The reading's stored PDF, checked against its recorded SHA-256; null when none was kept. */
export async function loadReadingDocument(deps: Pick<KeepDocumentDeps, 'db' | 'documents'>, readingId: number): Promise<Buffer | null> {
  const [row] = await deps.db.select().from(readingDocuments).where(eq(readingDocuments.reading_id, readingId)).limit(1);
  if (!row) return null;
  const bytes = await deps.documents.get(row.storage_key);
  if (!bytes) throw new Error(`the stored reading document ${row.storage_key} is missing`);
  if (sha256(bytes) !== row.sha256) throw new Error(`the stored reading document ${row.storage_key} does not match its checksum`);
  return bytes;
}

/**
 * The document this reading is delivered with: the one kept, else rendered now, stored, then
 * recorded. The bytes are stored before the row, so a recorded document always exists; two
 * attempts racing keep the first one recorded, and both send that.
 */
export async function keepReadingDocument(deps: KeepDocumentDeps, reading: Reading): Promise<Buffer> {
  const kept = await loadReadingDocument(deps, reading.id);
  if (kept) return kept;
  const bytes = Buffer.from(await deps.renderReading(reading));
  const hash = sha256(bytes);
  const key = `readings/${reading.id}/${hash}.pdf`;
  await deps.documents.put(key, bytes);
  const inserted = await deps.db
    .insert(readingDocuments)
    .values({ reading_id: reading.id, storage_key: key, sha256: hash, byte_size: bytes.length })
    .onConflictDoNothing()
    .returning({ reading_id: readingDocuments.reading_id });
  if (inserted.length > 0) return bytes;
  const winner = await loadReadingDocument(deps, reading.id);
  if (!winner) throw new Error('the reading document was recorded and then removed');
  return winner;
}
