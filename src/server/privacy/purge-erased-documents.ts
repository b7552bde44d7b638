import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { summarizeError } from '../db/summarize-error';
import type { DocumentStore } from '../documents/document-store';
import { readingDocuments, readings } from '../db/schema';

export type PurgeResult = {
  deleted: number;
  /** Files the store would not delete now: their rows stay, and the next sweep tries again. */
  failed: number;
  /** The first failure's summary (no values), for the log. */
  error?: string;
};

const PAGE = 200;

/**
 * Deletes the stored PDFs of erased readings: the file first, then its row, so a failure leaves the
 * row to be found by the next sweep (the retention job runs this every hour) and never loses track
 * of a file. `readingIds` limits it to those readings (right after an erasure); without it, every
 * erased reading that still has a document is swept, including one kept by a delivery that was
 * being sent while its reading was erased.
 */
export async function purgeErasedDocuments(
  deps: { db: Database; documents: DocumentStore },
  readingIds?: number[],
): Promise<PurgeResult> {
  const result: PurgeResult = { deleted: 0, failed: 0 };
  if (readingIds?.length === 0) return result;
  let after = 0;
  for (;;) {
    const page = await deps.db
      .select({ readingId: readingDocuments.reading_id, key: readingDocuments.storage_key })
      .from(readingDocuments)
      .innerJoin(readings, eq(readings.id, readingDocuments.reading_id))
      .where(
        and(
          isNotNull(readings.erased_at),
          gt(readingDocuments.reading_id, after),
          readingIds ? inArray(readingDocuments.reading_id, readingIds) : undefined,
        ),
      )
      .orderBy(asc(readingDocuments.reading_id))
      .limit(PAGE);
    for (const { readingId, key } of page) {
      try {
        await deps.documents.delete(key);
        await deps.db
          .delete(readingDocuments)
          .where(and(eq(readingDocuments.reading_id, readingId), eq(readingDocuments.storage_key, key)));
        result.deleted += 1;
      } catch (error) {
        result.failed += 1;
        result.error ??= summarizeError(error).message;
      }
    }
    if (page.length < PAGE) return result;
    after = page[page.length - 1]?.readingId ?? after;
  }
}
