import type { Database } from '../db/open-database';
import { documentLink } from './document-link';
import { readLinkGeneration } from './read-link-generation';

export type DocumentLinkSettings = { linkSecret: string; publicBaseUrl: string };

/** A download link (and its calendar's) signed with the reading's present link generation, as an e-mail sent now carries it. */
export async function issueDocumentLink(
  db: Database,
  settings: DocumentLinkSettings,
  readingId: number,
  now: Date,
): Promise<{ url: string; calendarUrl: string; expiresAt: Date }> {
  const generation = await readLinkGeneration(db, readingId);
  return documentLink(settings.publicBaseUrl, settings.linkSecret, readingId, generation, now);
}
