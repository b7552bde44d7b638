import type { FastifyReply } from 'fastify';

import type { SiteConfig } from '../../domain/site-config';
import { escapeHtml } from '../mail/email-layout';
import type { DocumentRefusal } from './open-document-link';

/** The last line: how support helps with this refusal. */
type Help = 'new_link' | 'newest_link' | 'questions';

const PAGES: Record<DocumentRefusal, { status: number; title: string; text: string; help: Help }> = {
  altered: {
    status: 403,
    title: 'This download link is not valid',
    text: 'The link may have been cut short or changed when it was copied. Please use the link exactly as it is in your e-mail.',
    help: 'new_link',
  },
  expired: {
    status: 410,
    title: 'This download link has expired',
    text: 'For your privacy, download links work for a limited time. Your reading is still kept for you.',
    help: 'new_link',
  },
  not_ready: {
    status: 404,
    title: 'Your reading is not ready yet',
    text: 'Your reading has not been delivered yet. It will arrive by e-mail within the time of your order.',
    help: 'new_link',
  },
  no_calendar: {
    status: 404,
    title: 'This reading has no calendar file',
    text: 'It was prepared before readings came with their dates as a calendar file, or it dates no window. Every date of your reading is in its PDF.',
    help: 'questions',
  },
  replaced: {
    status: 410,
    title: 'This download link was replaced',
    text: "A newer link was sent to the reading's e-mail address, and this one no longer opens the reading. Please use the link in the newest e-mail.",
    help: 'newest_link',
  },
  refunded: {
    status: 410,
    title: 'This reading was refunded',
    text: 'Its payment was returned, so this download link no longer opens the reading.',
    help: 'questions',
  },
  erased: {
    status: 410,
    title: 'This reading was erased',
    text: 'Its personal data and its PDF were deleted, so it can no longer be downloaded, with this link or any other.',
    help: 'questions',
  },
};

function helpLine(site: SiteConfig, help: Help): string {
  const e = escapeHtml;
  // The number kept on one line: a phone's narrow screen would otherwise break it after its "+1".
  const phone = `<span style="white-space:nowrap">${e(site.supportPhone)}</span>`;
  const contact = `<a href="mailto:${e(site.supportEmail)}">${e(site.supportEmail)}</a> or call ${phone}`;
  if (help === 'new_link') return `Write to ${contact}, and we will send you a new link.`;
  if (help === 'newest_link') return `If you cannot find it, write to ${contact}, and we will help you.`;
  return `Questions? Write to ${contact}.`;
}

/**
 * A page a person reads in the browser, on a phone as often as not: the download link is opened
 * from an e-mail, so its refusals are told in words, with the way on, not as JSON.
 */
export function sendDocumentPage(reply: FastifyReply, site: SiteConfig, refusal: DocumentRefusal): FastifyReply {
  const e = escapeHtml;
  const page = PAGES[refusal];
  return reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(page.title)} · ${e(site.brand)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3fb;font-family:Georgia,serif;color:#2a2140">
<main style="max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${e(page.title)}</h1>
<p style="font-size:16px;line-height:1.6">${e(page.text)}</p>
<p style="font-size:16px;line-height:1.6">${helpLine(site, page.help)}</p>
</main></body></html>`);
}
