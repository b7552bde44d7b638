import { eq } from 'drizzle-orm';

import { writeReadingCalendar } from '../../domain/reading-calendar';
import { readingSummarySchema } from '../../domain/reading-summary';
import type { Database } from '../db/open-database';
import { readingDocuments } from '../db/schema';
import { admitDocumentLink, type DocumentLinkParts, type DocumentRefusal } from './open-document-link';

export type OpenedCalendar = { refused: DocumentRefusal } | { ics: string; name: string | null };

/**
 * What a calendar link opens: the reading's windows as an iCalendar file, made from the dates kept
 * with its document, refused for the same reasons and in the same order as the PDF.
 */
export async function openCalendarLink(
  deps: { db: Database; linkSecret: string; brand: string; publicBaseUrl: string },
  link: DocumentLinkParts,
  now: Date,
): Promise<OpenedCalendar> {
  const admitted = await admitDocumentLink(deps, link, now);
  if ('refused' in admitted) return admitted;
  const [kept] = await deps.db
    .select({ summary: readingDocuments.summary })
    .from(readingDocuments)
    .where(eq(readingDocuments.reading_id, link.readingId))
    .limit(1);
  if (!kept) return { refused: 'not_ready' };
  const calendar = readingSummarySchema.safeParse(kept.summary).data?.calendar;
  if (!calendar || calendar.windows.length === 0) return { refused: 'no_calendar' };
  const host = new URL(deps.publicBaseUrl).hostname;
  const ics = writeReadingCalendar({ readingId: link.readingId, calendar, brand: deps.brand, host });
  return { ics, name: admitted.name };
}
