import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import type { SiteConfig } from '../../domain/site-config';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { checkDocumentLink } from '../documents/document-link';
import type { DocumentStore } from '../documents/document-store';
import { loadReadingDocument } from '../documents/keep-reading-document';
import { notFound } from '../http/http-error';
import { readingAccess } from '../http/parse';
import { escapeHtml } from '../mail/email-layout';
import { readingFileName } from '../mail/reading-email';
import { getDocumentLink } from '../readings/get-document-link';

export type DocumentRoutesOptions = {
  db: Database;
  site: SiteConfig;
  documents: DocumentStore;
  linkSecret: string;
  publicBaseUrl: string;
  now?: () => Date;
};

const linkSchema = z.object({
  params: z.object({
    readingId: z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .transform(Number),
  }),
  query: z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
});

/**
 * A page a person reads in the browser: the download link is opened from an e-mail, so its
 * failures are told in words, with the way to a new link, not as JSON.
 */
function sendPage(reply: FastifyReply, status: number, site: SiteConfig, title: string, text: string): FastifyReply {
  const e = escapeHtml;
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)} · ${e(site.brand)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3fb;font-family:Georgia,serif;color:#2a2140">
<main style="max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${e(title)}</h1>
<p style="font-size:16px;line-height:1.6">${e(text)}</p>
<p style="font-size:16px;line-height:1.6">Write to <a href="mailto:${e(site.supportEmail)}">${e(site.supportEmail)}</a> or call ${e(site.supportPhone)}, and we will send you a new link.</p>
</main></body></html>`);
}

export async function documentRoutes(app: FastifyInstance, options: DocumentRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const { db, site } = options;

  app.get('/api/documents/:readingId', async (request, reply) => {
    const parsed = linkSchema.safeParse({ params: request.params, query: request.query });
    const altered = () =>
      sendPage(
        reply,
        403,
        site,
        'This download link is not valid',
        'The link may have been cut short or changed when it was copied. Please use the link exactly as it is in your e-mail.',
      );
    if (!parsed.success) return altered();
    const {
      params: { readingId },
      query: { expires, signature },
    } = parsed.data;
    const check = checkDocumentLink(options.linkSecret, readingId, expires, signature, now());
    if (check === 'altered') return altered();
    if (check === 'expired')
      return sendPage(
        reply,
        410,
        site,
        'This download link has expired',
        'For your privacy, download links work for a limited time. Your reading is still kept for you.',
      );
    const kept = await loadReadingDocument(options, readingId);
    if (!kept)
      return sendPage(
        reply,
        404,
        site,
        'Your reading is not ready yet',
        'Your reading has not been delivered yet. It will arrive by e-mail within the time of your order.',
      );
    const [row] = await db.select({ name: readings.name }).from(readings).where(eq(readings.id, readingId)).limit(1);
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(readingFileName(row?.name ?? null))}`,
      )
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(kept.pdf);
  });

  app.get('/api/readings/:id/document', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    const link = await getDocumentLink(db, id, tokenHash, options, now());
    if (link === null) throw notFound();
    return link;
  });
}
