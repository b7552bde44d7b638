import { Button, Link, Section, Text, render } from '@react-email/components';
import { DateTime } from 'luxon';

import { DELIVERY_ZONE, promisedDeliveryAt } from '../../domain/delivery-time';
import { BONUS, FREE_TIER, promiseWords, TIERS } from '../../domain/product';
import type { Reading } from '../../domain/reading';
import { writeReadingCalendar } from '../../domain/reading-calendar';
import type { ReadingSummary } from '../../domain/reading-summary';
import { footerText, type MailContext } from './email-layout';
import type { OutgoingMail } from './mail-sender';
import { PersonaEmailFrame, text } from './persona-email-frame';

export type ComposedMail = Omit<OutgoingMail, 'to' | 'messageId'>;

/** '<Name>-astral-reading.pdf', keeping letters (Zoë, Nguyễn) and dropping what file systems dislike. */
export function readingFileName(name: string | null): string {
  const safe = (name ?? '')
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{N}' -]/gu, '')
    .replace(/['\s]+/g, '-');
  return `${safe || 'Your'}-astral-reading.pdf`;
}

/** '<Name>-astral-reading-dates.ics': the reading's calendar file, named beside its PDF. */
export function readingCalendarFileName(name: string | null): string {
  return readingFileName(name).replace(/\.pdf$/, '-dates.ics');
}

export type ReadingEmailInput = {
  reading: Reading;
  pdf: Buffer;
  /** Null for a document kept before summaries were: the e-mail then leaves the signs and the preview out. */
  summary: ReadingSummary | null;
  /** `calendarUrl` opens the reading's calendar file; the e-mail offers it when the reading dates any window. */
  link: { url: string; calendarUrl?: string; expiresAt: Date };
  /** When the e-mail is written: its copyright line carries the year. */
  sentAt: Date;
};

const isPaid = (reading: Reading) => reading.payment_method !== 'free' && reading.selected_price !== 'FREE';

/**
 * When each paid tier would have delivered this free order: its own promise counted from the moment
 * the order was placed, in Rome time, where every promise is kept ("noon the next day" is noon in
 * Rome), and said so. Dates as the download line writes them (24 November).
 */
function paidArrivals(reading: Reading): string {
  const orderedAt = new Date(reading.payment_completed_at ?? reading.free_selected_at ?? reading.created_at);
  const arrivals = TIERS.filter((tier) => tier.bonus).map((tier) => {
    const at = DateTime.fromJSDate(promisedDeliveryAt(tier.prices.us, orderedAt), { zone: DELIVERY_ZONE });
    const time = at.hour === 12 && at.minute === 0 ? 'noon' : at.setLocale('en-US').toFormat('h:mm a');
    return `with ${tier.name} by ${time} on ${at.setLocale('en-GB').toFormat('cccc d LLLL')}`;
  });
  return `${arrivals.join(', and ')} (Rome time)`;
}

const linkDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The e-mail's words, once: the HTML and the plain-text part are both made from them. */
function wording({ reading, summary, link }: ReadingEmailInput, context: MailContext) {
  const { site } = context;
  const name = reading.name?.trim() || 'there';
  const signs = summary
    ? `the Sun in ${summary.sun}, the Moon in ${summary.moon}${summary.rising ? ` and ${summary.rising} rising` : ''}`
    : null;
  return {
    // Never the name or anything else the visitor wrote: a subject is what a stranger reads first (0032).
    subject: 'Your personal astral reading is ready',
    preview: summary
      ? `${summary.sun} Sun, ${summary.moon} Moon${summary.rising ? `, ${summary.rising} rising` : ''}: your reading and the answers to your questions are here.`
      : 'Your reading and the answers to your questions are here.',
    greeting: `Dear ${name},`,
    opening: signs
      ? `I have finished your personal reading. Your chart has ${signs}, and every page was written from it: your planets, your houses, the year ahead and the questions you asked me.`
      : 'I have finished your personal reading, written from your own natal chart: your planets, your houses, the year ahead and the questions you asked me.',
    question:
      summary?.firstQuestion && summary.firstAnswerPreview
        ? {
            asked: `You asked me: “${summary.firstQuestion}”`,
            answer: summary.firstAnswerPreview,
            more: 'The whole answer, with its dates and my advice, is in your reading.',
          }
        : null,
    download: (where: 'the button below' | 'this link') =>
      `Your reading is attached to this e-mail as a PDF. You can also download it from ${where} until ${linkDate(link.expiresAt)}.`,
    calendar: 'Add the dates to your calendar',
    calendarNote:
      'The dates of your reading are attached too, as a calendar file: open it to add them to your calendar, each with a reminder on the morning it begins.',
    gently: 'Take your time with it: the chart describes tendencies and seasons, and the choices remain yours.',
    bonus: isPaid(reading)
      ? `Your bonus: ${BONUS.name}. As a thank-you for your order, reply to this e-mail (or write to ${site.supportEmail}) with the question or the person you would like me to look at next, and it will be prepared for you at no cost.`
      : null,
    // Said once, as a fact: when the paid tiers would have brought this reading, for a next one.
    upgrade: isPaid(reading)
      ? null
      : `Your reading came with the free ${FREE_TIER.name} tier, delivered ${promiseWords(FREE_TIER.promise)}. Had you chosen a paid tier, it would have reached you ${paidArrivals(reading)}. If you want your next reading sooner, both are at ${context.publicBaseUrl}.`,
    signature: site.persona,
  };
}

function ReadingEmail({
  words,
  input,
  context,
  calendar,
}: {
  words: ReturnType<typeof wording>;
  input: ReadingEmailInput;
  context: MailContext;
  calendar: { url: string } | null;
}) {
  return (
    <PersonaEmailFrame
      preview={words.preview}
      title="Your personal astral reading is ready"
      signature={words.signature}
      context={context}
      sentAt={input.sentAt}
    >
      <Text style={text}>{words.greeting}</Text>
      <Text style={text}>{words.opening}</Text>
      {words.question && (
        <Section style={{ borderLeft: '3px solid #b08a3e', padding: '4px 0 4px 14px', margin: '0 0 14px' }}>
          <Text style={{ ...text, fontStyle: 'italic' }}>{words.question.asked}</Text>
          <Text style={text}>{words.question.answer}</Text>
          <Text style={{ ...text, margin: 0, color: '#6b5f85' }}>{words.question.more}</Text>
        </Section>
      )}
      <Text style={text}>{words.download('the button below')}</Text>
      <Section style={{ textAlign: 'center', margin: '8px 0 22px' }}>
        <Button
          href={input.link.url}
          style={{
            backgroundColor: '#2a2140',
            color: '#ffffff',
            padding: '12px 22px',
            borderRadius: '6px',
            fontSize: '15px',
          }}
        >
          Download your reading (PDF)
        </Button>
      </Section>
      {calendar && (
        <>
          <Text style={text}>{words.calendarNote}</Text>
          <Text style={{ ...text, textAlign: 'center' }}>
            <Link href={calendar.url} style={{ color: '#2a2140', fontWeight: 'bold' }}>
              {words.calendar}
            </Link>
          </Text>
        </>
      )}
      <Text style={text}>{words.gently}</Text>
      {words.bonus && <Text style={{ ...text, fontWeight: 'bold' }}>{words.bonus}</Text>}
      {words.upgrade && <Text style={text}>{words.upgrade}</Text>}
    </PersonaEmailFrame>
  );
}

/** The reading's calendar file and its link, when the reading dates any window and the link to it is given. */
function readingCalendarFile(input: ReadingEmailInput, context: MailContext): { ics: string; url: string } | null {
  const calendar = input.summary?.calendar;
  const url = input.link.calendarUrl;
  if (!calendar || calendar.windows.length === 0 || !url) return null;
  const host = new URL(context.publicBaseUrl).hostname;
  const ics = writeReadingCalendar({ readingId: input.reading.id, calendar, brand: context.site.brand, host });
  return { ics, url };
}

/** The deliverable: a personal message in the persona's voice, the reading attached and a download link, HTML and plain text. */
export async function composeReadingEmail(input: ReadingEmailInput, context: MailContext): Promise<ComposedMail> {
  const words = wording(input, context);
  const calendar = readingCalendarFile(input, context);
  const html = await render(<ReadingEmail words={words} input={input} context={context} calendar={calendar} />);
  const plain = [
    words.greeting,
    words.opening,
    ...(words.question ? [`${words.question.asked}\n\n${words.question.answer}\n\n${words.question.more}`] : []),
    `${words.download('this link')}\n${input.link.url}`,
    ...(calendar ? [`${words.calendarNote}\n${words.calendar}: ${calendar.url}`] : []),
    words.gently,
    ...(words.bonus ? [words.bonus] : []),
    ...(words.upgrade ? [words.upgrade] : []),
    `With warmth,\n${words.signature}`,
    '',
    footerText(context, input.sentAt),
  ].join('\n\n');
  return {
    subject: words.subject,
    text: plain,
    html,
    attachments: [
      { filename: readingFileName(input.reading.name), content: input.pdf, contentType: 'application/pdf' },
      ...(calendar
        ? [
            {
              filename: readingCalendarFileName(input.reading.name),
              content: Buffer.from(calendar.ics, 'utf8'),
              contentType: 'text/calendar; charset=utf-8',
            },
          ]
        : []),
    ],
  };
}
