import type { SiteConfig } from '../../domain/site-config';

export type MailContext = { site: SiteConfig; publicBaseUrl: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Visitors' names and questions go into the HTML part: escape everything that is not ours. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The copyright line, in the year the message is written rather than a year fixed in the configuration. */
export function copyrightLine(site: SiteConfig, sentAt: Date): string {
  return `© ${sentAt.getUTCFullYear()} ${site.brand}`;
}

export function footerText(context: MailContext, sentAt: Date): string {
  const { site } = context;
  return [
    '--',
    `Questions? Write to ${site.supportEmail} or call ${site.supportPhone}.`,
    `${site.brand} · ${context.publicBaseUrl}`,
    'Readings are for entertainment purposes only.',
    copyrightLine(site, sentAt),
  ].join('\n');
}

/** One plain HTML layout: inline styles only, since mail clients drop style sheets. */
export function htmlDocument(context: MailContext, title: string, bodyHtml: string, sentAt: Date): string {
  const { site } = context;
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3fb;font-family:Georgia,serif;color:#2a2140">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${e(title)}</h1>
${bodyHtml}
<hr style="border:none;border-top:1px solid #e4dcf2;margin:28px 0 12px">
<p style="font-size:12px;color:#6b5f85;line-height:1.5">
Questions? Write to <a href="mailto:${e(site.supportEmail)}">${e(site.supportEmail)}</a> or call ${e(site.supportPhone)}.<br>
<a href="${e(context.publicBaseUrl)}">${e(site.brand)}</a> · Readings are for entertainment purposes only.<br>
${e(copyrightLine(site, sentAt))}</p>
</div></body></html>`;
}

export const paragraph = (html: string) => `<p style="font-size:15px;line-height:1.6;margin:0 0 14px">${html}</p>`;
