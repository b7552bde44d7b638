import { CONFIRMATION_LINK_DAYS } from '../../domain/email-confirmation';
import { FREE_TIER, promiseWords } from '../../domain/product';
import { escapeHtml, footerText, htmlDocument, paragraph, type MailContext } from './email-layout';
import type { ComposedMail } from './reading-email';

export type AddressConfirmationInput = {
  /** The confirmation page with the link's token. */
  url: string;
  expiresAt: Date;
  /** When the e-mail is written: its copyright line carries the year. */
  sentAt: Date;
};

const linkDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The free order's confirmation e-mail, sent at once: it asks the address's owner to confirm it
 * before anything else is sent there. Anyone can type any address, so it holds nothing a visitor
 * wrote (no name, no question: it takes no reading at all), only our own words and one link.
 */
export function composeAddressConfirmationEmail(input: AddressConfirmationInput, context: MailContext): ComposedMail {
  const { site } = context;
  const ordered = `A free astrology reading (the ${FREE_TIER.name} tier) was ordered at ${site.brand} to be sent to this e-mail address. Before we send anything more, please confirm that the address is yours.`;
  const how = 'Open the link below and press the button on the page that opens:';
  const then = `The link works for ${CONFIRMATION_LINK_DAYS} days, until ${linkDate(input.expiresAt)}. Once you confirm, your reading arrives ${promiseWords(FREE_TIER.promise)}, from ${site.infoEmail}.`;
  const stranger =
    'If you did not order a reading, ignore this e-mail: without a confirmation nothing more is sent to this address.';
  const text = [
    ordered,
    `${how}\n${input.url}`,
    then,
    stranger,
    `${site.brand}`,
    '',
    footerText(context, input.sentAt),
  ].join('\n\n');
  const button = `<p style="margin:8px 0 22px;text-align:center"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#2a2140;color:#ffffff;padding:12px 22px;border-radius:6px;font-size:15px;text-decoration:none">Confirm my e-mail address</a></p>`;
  const html = htmlDocument(
    context,
    'Please confirm your e-mail address',
    [
      paragraph(escapeHtml(ordered)),
      paragraph(escapeHtml(how)),
      button,
      paragraph(escapeHtml(then)),
      paragraph(escapeHtml(stranger)),
    ].join('\n'),
    input.sentAt,
  );
  return { subject: 'Please confirm your e-mail address for your free reading', text, html };
}
