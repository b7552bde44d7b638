import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { documentLink } from './document-link';

export type DocumentLinkSettings = { linkSecret: string; publicBaseUrl: string };

/** A download link signed with the reading's present link generation, as an e-mail sent now carries it. */
export async function issueDocumentLink(
  db: Database,
  settings: DocumentLinkSettings,
  readingId: number,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const [row] = await db
    .select({ generation: readings.document_link_generation })
    .from(readings)
    .where(eq(readings.id, readingId))
    .limit(1);
  if (!row) throw new Error('the reading no longer exists');
  return documentLink(settings.publicBaseUrl, settings.linkSecret, readingId, row.generation, now);
}
