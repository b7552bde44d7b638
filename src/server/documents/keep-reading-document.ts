import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Reading } from '../../domain/reading';
import { readingSummarySchema, type ReadingSummary } from '../../domain/reading-summary';
import type { Database } from '../db/open-database';
import { readingDocuments, readings } from '../db/schema';
import type { RenderReading } from '../delivery/render-reading';
import type { DocumentStore } from './document-store';

export type KeepDocumentDeps = { db: Database; documents: DocumentStore; renderReading: RenderReading };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export type KeptDocument = { pdf: Buffer; summary: ReadingSummary | null };

/**
 * The reading's stored PDF, checked against its recorded SHA-256, with its summary; null when none
 * was kept, or when the reading's personal data was erased (its file may wait for deletion a while).
 */
export async function loadReadingDocument(
  deps: Pick<KeepDocumentDeps, 'db' | 'documents'>,
  readingId: number,
): Promise<KeptDocument | null> {
  const [found] = await deps.db
    .select({ row: readingDocuments, erasedAt: readings.erased_at })
    .from(readingDocuments)
    .innerJoin(readings, eq(readings.id, readingDocuments.reading_id))
    .where(eq(readingDocuments.reading_id, readingId))
    .limit(1);
  if (!found || found.erasedAt) return null;
  const { row } = found;
  const bytes = await deps.documents.get(row.storage_key);
  if (!bytes) throw new Error(`the stored reading document ${row.storage_key} is missing`);
  if (sha256(bytes) !== row.sha256)
    throw new Error(`the stored reading document ${row.storage_key} does not match its checksum`);
  const summary = readingSummarySchema.safeParse(row.summary);
  return { pdf: bytes, summary: summary.success ? summary.data : null };
}

/**
 * The document this reading is delivered with: the one kept, else rendered now, stored, then
 * recorded. The bytes are stored before the row, so a recorded document always exists; two
 * attempts racing keep the first one recorded, and both send that.
 */
export async function keepReadingDocument(deps: KeepDocumentDeps, reading: Reading): Promise<KeptDocument> {
  const kept = await loadReadingDocument(deps, reading.id);
  if (kept) return kept;
  const rendered = await deps.renderReading(reading);
  const bytes = Buffer.from(rendered.pdf);
  const hash = sha256(bytes);
  const key = `readings/${reading.id}/${hash}.pdf`;
  await deps.documents.put(key, bytes);
  const inserted = await deps.db
    .insert(readingDocuments)
    .values({
      reading_id: reading.id,
      storage_key: key,
      sha256: hash,
      byte_size: bytes.length,
      summary: rendered.summary,
    })
    .onConflictDoNothing()
    .returning({ reading_id: readingDocuments.reading_id });
  if (inserted.length > 0) return { pdf: bytes, summary: rendered.summary };
  const winner = await loadReadingDocument(deps, reading.id);
  if (!winner) throw new Error('the reading document was recorded and then removed');
  return winner;
}
