import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readingDocuments, readings } from '../db/schema';
import { documentLink } from '../documents/document-link';
import { ownedReading } from './update-reading';

export type DocumentLinkSettings = { linkSecret: string; publicBaseUrl: string };

/**
 * A fresh download link for the visitor's own reading once its PDF is kept (delivered); 'not-ready'
 * before that, null when the reading is not theirs.
 */
export async function getDocumentLink(db: Database, id: number, tokenHash: string, settings: DocumentLinkSettings, now: Date): Promise<{ url: string; expires_at: string } | 'not-ready' | null> {
  const [row] = await db
    .select({ kept: readingDocuments.reading_id })
    .from(readings)
    .leftJoin(readingDocuments, eq(readingDocuments.reading_id, readings.id))
    .where(and(ownedReading(id, tokenHash)))
    .limit(1);
  if (!row) return null;
  if (row.kept === null) return 'not-ready';
  const link = documentLink(settings.publicBaseUrl, settings.linkSecret, id, now);
  return { url: link.url, expires_at: link.expiresAt.toISOString() };
}
