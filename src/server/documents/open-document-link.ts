import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { checkDocumentLink } from './document-link';
import type { DocumentStore } from './document-store';
import { hasMoneyReturned } from './has-money-returned';
import { loadReadingDocument } from './keep-reading-document';

/** Why a download link opens no PDF (or calendar); each has its own page (sendDocumentPage). */
export type DocumentRefusal = 'altered' | 'expired' | 'not_ready' | 'no_calendar' | 'replaced' | 'refunded' | 'erased';

export type OpenedLink = { refused: DocumentRefusal } | { pdf: Buffer; name: string | null };

export type DocumentLinkParts = { readingId: number; generation: number; expires: string; signature: string };

/**
 * Whether a download link (or its calendar's) may open its reading, and the reading's name if so.
 * Its signature first: an altered link learns nothing of the reading. Then what became of the
 * reading, the most lasting first, so the page tells the whole truth: erased (gone for good), its
 * money returned, the link revoked by a raised generation (an address changed), then the link's own
 * age. Whether the reading is kept yet is the caller's to find.
 */
export async function admitDocumentLink(
  deps: { db: Database; linkSecret: string },
  link: DocumentLinkParts,
  now: Date,
): Promise<{ refused: DocumentRefusal } | { name: string | null }> {
  const check = checkDocumentLink(deps.linkSecret, link.readingId, link.generation, link.expires, link.signature, now);
  if (check === 'altered') return { refused: 'altered' };
  const [reading] = await deps.db
    .select({
      name: readings.name,
      erasedAt: readings.erased_at,
      refundedAt: readings.refunded_at,
      disputeStatus: readings.dispute_status,
      generation: readings.document_link_generation,
    })
    .from(readings)
    .where(eq(readings.id, link.readingId))
    .limit(1);
  if (!reading || reading.erasedAt) return { refused: 'erased' };
  if (hasMoneyReturned(reading)) return { refused: 'refunded' };
  if (link.generation !== reading.generation) return { refused: 'replaced' };
  if (check === 'expired') return { refused: 'expired' };
  return { name: reading.name };
}

/** What a download link opens: the kept PDF once the link is admitted, else why not. */
export async function openDocumentLink(
  deps: { db: Database; documents: DocumentStore; linkSecret: string },
  link: DocumentLinkParts,
  now: Date,
): Promise<OpenedLink> {
  const admitted = await admitDocumentLink(deps, link, now);
  if ('refused' in admitted) return admitted;
  const kept = await loadReadingDocument(deps, link.readingId);
  if (!kept) return { refused: 'not_ready' };
  return { pdf: kept.pdf, name: admitted.name };
}
