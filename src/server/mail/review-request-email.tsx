import { Link, Section, Text, render } from '@react-email/components';

import type { Reading } from '../../domain/reading';
import { REVIEW_RATINGS } from '../../domain/reviews';
import { footerText, type MailContext } from './email-layout';
import { PersonaEmailFrame, text } from './persona-email-frame';
import type { ComposedMail } from './reading-email';

export type ReviewRequestInput = {
  reading: Reading;
  /** The signed token of this reading's review links (review-link.ts). */
  token: string;
  expiresAt: Date;
  /** When the e-mail is written: its copyright line carries the year. */
  sentAt: Date;
};

const linkDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const starWord = (rating: number) => (rating === 1 ? '1 star' : `${rating} stars`);

/** Each star link opens the review page with its rating chosen; nothing is recorded until the client sends the form. */
export function reviewLinks(publicBaseUrl: string, token: string) {
  const page = `${publicBaseUrl}/review?t=${encodeURIComponent(token)}`;
  return {
    stars: REVIEW_RATINGS.map((rating) => ({ rating, url: `${page}&rating=${rating}` })),
    stop: `${page}&stop=1`,
  };
}

/** The e-mail's words, once: the HTML and the plain-text part are both made from them. */
function wording({ reading, expiresAt }: ReviewRequestInput, context: MailContext) {
  const name = reading.name?.trim().split(/\s+/)[0] || 'there';
  return {
    // Never the name or anything else the visitor wrote: a subject is what a stranger reads first (0032).
    subject: 'How did your reading speak to you?',
    preview: 'One click on a star tells me, and a few words help others decide.',
    greeting: `Dear ${name},`,
    opening:
      'Not long ago I sent you your personal reading. I hope it has kept you company, and I would love to know how it spoke to you.',
    ask: 'Would you rate it? Choose the stars below: the page that opens lets you add a few words if you wish, and the name to show with them.',
    honest: `Every review is read before it is published, and only with your permission; an honest one, whatever it says, helps the next person decide. The links work until ${linkDate(expiresAt)}.`,
    once: 'I ask only this once for this reading.',
    stop: 'Prefer not to be asked for a review again?',
    signature: context.site.persona,
  };
}

const star = {
  display: 'inline-block',
  margin: '0 4px',
  padding: '10px 12px',
  borderRadius: '6px',
  border: '1px solid #b08a3e',
  color: '#2a2140',
  fontSize: '15px',
  textDecoration: 'none',
};

type Words = ReturnType<typeof wording>;
type Links = ReturnType<typeof reviewLinks>;

function ReviewRequestEmail({
  words,
  links,
  context,
  sentAt,
}: {
  words: Words;
  links: Links;
  context: MailContext;
  sentAt: Date;
}) {
  const stop = (
    <>
      {words.once} {words.stop} <Link href={links.stop}>Don't ask me again</Link>.<br />
    </>
  );
  return (
    <PersonaEmailFrame
      preview={words.preview}
      title="How did your reading speak to you?"
      signature={words.signature}
      before={stop}
      context={context}
      sentAt={sentAt}
    >
      <Text style={text}>{words.greeting}</Text>
      <Text style={text}>{words.opening}</Text>
      <Text style={text}>{words.ask}</Text>
      <Section style={{ textAlign: 'center', margin: '8px 0 22px' }}>
        {links.stars.map(({ rating, url }) => (
          <Link key={rating} href={url} style={star} aria-label={`Rate it ${starWord(rating)}`}>
            {'★'.repeat(rating)}
          </Link>
        ))}
      </Section>
      <Text style={text}>{words.honest}</Text>
    </PersonaEmailFrame>
  );
}

/** The review request, a week after delivery: five one-click star links and a way to never be asked again, HTML and plain text. */
export async function composeReviewRequestEmail(
  input: ReviewRequestInput,
  context: MailContext,
): Promise<ComposedMail> {
  const words = wording(input, context);
  const links = reviewLinks(context.publicBaseUrl, input.token);
  const html = await render(<ReviewRequestEmail words={words} links={links} context={context} sentAt={input.sentAt} />);
  const plain = [
    words.greeting,
    words.opening,
    words.ask,
    links.stars.map(({ rating, url }) => `${starWord(rating)}: ${url}`).join('\n'),
    words.honest,
    `With warmth,\n${words.signature}`,
    `${words.once} ${words.stop} ${links.stop}`,
    '',
    footerText(context, input.sentAt),
  ].join('\n\n');
  return { subject: words.subject, text: plain, html };
}
