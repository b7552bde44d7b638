import { DateTime } from 'luxon';

import { DELIVERY_ZONE } from '../../domain/delivery-time';
import { FREE_TIER, promiseWords } from '../../domain/product';
import type { Reading } from '../../domain/reading';
import { escapeHtml, footerText, htmlDocument, paragraph, type MailContext } from './email-layout';
import type { ComposedMail } from './reading-email';

/**
 * The free order's confirmation, sent at once: what /free-order-confirmation promises (spec
 * section 2): this confirmation, then within the processing time the personalised reading.
 */
export function composeOrderConfirmationEmail(reading: Reading, expectedBy: Date, context: MailContext): ComposedMail {
  const { site } = context;
  const name = reading.name?.trim() || 'there';
  const day = DateTime.fromJSDate(expectedBy, { zone: DELIVERY_ZONE }).setLocale('en-US').toFormat('cccc, LLLL d');
  const intro = `Dear ${name}, your personalized reading order has been received!`;
  const next = [
    'This e-mail confirms your order.',
    `Within our processing time for the free ${FREE_TIER.name} reading, ${promiseWords(FREE_TIER.promise)} (by ${day}), you will receive a second e-mail from ${site.infoEmail} with your personalized reading as a PDF: ${site.persona}'s full analysis of your natal chart and the answers to your questions.`,
    `To be sure it reaches you, check your primary inbox and your spam folder, and add ${site.infoEmail} to your contacts.`,
  ];
  const text = [
    intro,
    'What happens next:',
    ...next.map((line, index) => `${index + 1}. ${line}`),
    `With warmth,\n${site.persona}`,
    '',
    footerText(context),
  ].join('\n\n');
  const html = htmlDocument(
    context,
    'Your reading order has been received',
    [
      paragraph(escapeHtml(intro)),
      paragraph('<strong>What happens next</strong>'),
      `<ol style="font-size:15px;line-height:1.6">${next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>`,
      paragraph(`With warmth,<br>${escapeHtml(site.persona)}`),
    ].join('\n'),
  );
  return { subject: 'Your personalized reading order has been received', text, html };
}
