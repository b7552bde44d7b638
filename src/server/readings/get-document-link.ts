import { eq } from 'drizzle-orm';

import type { DocumentLinkAnswer } from '../../domain/document-link';
import { readingSummarySchema } from '../../domain/reading-summary';
import type { Database } from '../db/open-database';
import { readingDocuments, readings } from '../db/schema';
import { documentLink } from '../documents/document-link';
import { hasMoneyReturned } from '../documents/has-money-returned';
import type { DocumentLinkSettings } from '../documents/issue-document-link';
import { ownedReading } from './update-reading';

/**
 * A fresh download link for the visitor's own reading once its PDF is kept (delivered), with its
 * calendar's when the reading dates any window; `ready: false` before that (an answer, not an
 * error: the page asks before every delivery) and once its money went back (no link would open
 * it); null when the reading is not theirs.
 */
export async function getDocumentLink(
  db: Database,
  id: number,
  tokenHash: string,
  settings: DocumentLinkSettings,
  now: Date,
): Promise<DocumentLinkAnswer | null> {
  const [row] = await db
    .select({
      kept: readingDocuments.reading_id,
      summary: readingDocuments.summary,
      generation: readings.document_link_generation,
      refundedAt: readings.refunded_at,
      disputeStatus: readings.dispute_status,
    })
    .from(readings)
    .leftJoin(readingDocuments, eq(readingDocuments.reading_id, readings.id))
    .where(ownedReading(id, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.kept === null || hasMoneyReturned(row)) return { ready: false };
  const link = documentLink(settings.publicBaseUrl, settings.linkSecret, id, row.generation, now);
  const dated = (readingSummarySchema.safeParse(row.summary).data?.calendar?.windows.length ?? 0) > 0;
  return {
    ready: true,
    url: link.url,
    ...(dated ? { calendar_url: link.calendarUrl } : {}),
    expires_at: link.expiresAt.toISOString(),
  };
}
