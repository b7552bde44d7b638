import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { SiteConfig } from '../../domain/site-config';
import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { openCalendarLink } from '../documents/open-calendar-link';
import { openDocumentLink } from '../documents/open-document-link';
import { sendDocumentPage } from '../documents/send-document-page';
import { notFound } from '../http/http-error';
import { readingAccess } from '../http/parse';
import { readingCalendarFileName, readingFileName } from '../mail/reading-email';
import { getDocumentLink } from '../readings/get-document-link';

export type DocumentRoutesOptions = {
  db: Database;
  site: SiteConfig;
  documents: DocumentStore;
  linkSecret: string;
  publicBaseUrl: string;
  now?: () => Date;
};

/** Links of generation 0 carry none (they were e-mailed before generations existed); a given one is 1 or more. */
const linkSchema = z.object({
  params: z.object({
    readingId: z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .transform(Number),
  }),
  query: z.object({
    expires: z.string().max(20),
    generation: z
      .string()
      .regex(/^[1-9]\d{0,8}$/)
      .transform(Number)
      .default(0),
    signature: z.string().max(100),
  }),
});

export async function documentRoutes(app: FastifyInstance, options: DocumentRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const { db, site } = options;

  app.get('/api/documents/:readingId', async (request, reply) => {
    const parsed = linkSchema.safeParse({ params: request.params, query: request.query });
    if (!parsed.success) return sendDocumentPage(reply, site, 'altered');
    const { params, query } = parsed.data;
    const opened = await openDocumentLink(options, { readingId: params.readingId, ...query }, now());
    if ('refused' in opened) return sendDocumentPage(reply, site, opened.refused);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(readingFileName(opened.name))}`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(opened.pdf);
  });

  // The reading's dates for a calendar program, behind the PDF link's own signature and refusals.
  app.get('/api/documents/:readingId/calendar', async (request, reply) => {
    const parsed = linkSchema.safeParse({ params: request.params, query: request.query });
    if (!parsed.success) return sendDocumentPage(reply, site, 'altered');
    const { params, query } = parsed.data;
    const deps = { db, linkSecret: options.linkSecret, brand: site.brand, publicBaseUrl: options.publicBaseUrl };
    const opened = await openCalendarLink(deps, { readingId: params.readingId, ...query }, now());
    if ('refused' in opened) return sendDocumentPage(reply, site, opened.refused);
    const fileName = readingCalendarFileName(opened.name);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="astral-reading-dates.ics"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(opened.ics);
  });

  app.get('/api/readings/:id/document', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    const link = await getDocumentLink(db, id, tokenHash, options, now());
    if (link === null) throw notFound();
    return link;
  });
}
