import type { Reading } from '../../domain/reading';
import { escapeHtml, footerText, htmlDocument, paragraph, type MailContext } from './email-layout';
import type { OutgoingMail } from './mail-sender';

export type ComposedMail = Omit<OutgoingMail, 'to' | 'messageId'>;

/** '<Name>-astral-reading.pdf', keeping letters (Zoë, Nguyễn) and dropping what file systems dislike. */
export function readingFileName(name: string | null): string {
  const safe = (name ?? '').normalize('NFC').trim().replace(/[^\p{L}\p{N}' -]/gu, '').replace(/['\s]+/g, '-');
  return `${safe || 'Your'}-astral-reading.pdf`;
}

const isPaid = (reading: Reading) => reading.payment_method !== 'free' && reading.selected_price !== 'FREE';

const linkDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The deliverable: the reading PDF attached and a download link, in the persona's voice; paid tiers get the bonus line. */
export function composeReadingEmail(reading: Reading, pdf: Buffer, link: { url: string; expiresAt: Date }, context: MailContext): ComposedMail {
  const { site } = context;
  const name = reading.name?.trim() || 'there';
  const subject = `${name === 'there' ? 'Your' : `${name}, your`} personal astral reading is ready`;
  const lines = [
    `Dear ${name},`,
    `${site.persona} has finished your personal astral reading, made from your own natal chart. You will find it attached to this e-mail as a PDF: open it on any phone or computer, and keep it.`,
    'Take your time with it: the chart describes tendencies and seasons, and the choices remain yours.',
  ];
  const download = `You can also download it again from this link until ${linkDate(link.expiresAt)}:`;
  const bonus = isPaid(reading)
    ? `Your bonus: a free second reading. As a thank-you for your order, reply to this e-mail (or write to ${site.supportEmail}) with the question or the person you would like ${site.persona} to look at next, and it will be prepared for you at no cost.`
    : null;
  const text = [...lines, `${download}\n${link.url}`, ...(bonus ? [bonus] : []), `With warmth,\n${site.persona}`, '', footerText(context)].join('\n\n');
  const html = htmlDocument(
    context,
    'Your personal astral reading is ready',
    [
      ...lines.map((line) => paragraph(escapeHtml(line))),
      paragraph(`${escapeHtml(download)}<br><a href="${escapeHtml(link.url)}">Download your reading (PDF)</a>`),
      ...(bonus ? [paragraph(`<strong>${escapeHtml(bonus)}</strong>`)] : []),
      paragraph(`With warmth,<br>${escapeHtml(site.persona)}`),
    ].join('\n'),
  );
  return {
    subject,
    text,
    html,
    attachments: [{ filename: readingFileName(reading.name), content: pdf, contentType: 'application/pdf' }],
  };
}
