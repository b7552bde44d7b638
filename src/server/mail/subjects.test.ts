import { describe, expect, it } from 'vitest';

import { ALERT_KINDS } from '../../domain/alert-kinds';
import type { Reading } from '../../domain/reading';
import { sendAlertEmail } from '../alerts/send-alert-email';
import { loadSiteConfig } from '../config';
import { composeAddressConfirmationEmail } from './confirmation-email';
import type { MailContext } from './email-layout';
import type { OutgoingMail } from './mail-sender';
import { composeReadingEmail } from './reading-email';
import { composeReviewRequestEmail } from './review-request-email';

const context: MailContext = { site: loadSiteConfig('config/site.json'), publicBaseUrl: 'https://astral.example' };

/** What a visitor can write, as someone who means harm with a stranger's address would write it. */
const NAME = 'Your account is suspended call support now';
const QUESTION = 'Call +1 555 0100 at https://evil.example now?';
const SUBJECT = 'Your account is locked';
const VISITOR_WORDS = [NAME, 'suspended', 'evil.example', '555 0100', SUBJECT];

const reading = {
  id: 42,
  name: NAME,
  email: 'stranger@example.com',
  selected_subject: SUBJECT,
  question1: QUESTION,
  question2: QUESTION,
  question3: QUESTION,
  additional_info: QUESTION,
  payment_method: 'free',
  selected_price: 'FREE',
  payment_status: 'completed',
  payment_completed_at: '2026-11-21T10:00:00.000Z',
  free_selected_at: null,
  created_at: '2026-11-21T09:00:00.000Z',
} as Reading;

const expectNoVisitorWords = (subject: string) => {
  for (const words of VISITOR_WORDS) expect(subject).not.toContain(words);
};

describe("no e-mail's subject line carries what a visitor wrote", () => {
  it('the address confirmation takes no reading at all, and says nothing of it', () => {
    const mail = composeAddressConfirmationEmail(
      {
        url: 'https://astral.example/confirm-email?t=1.2.x',
        expiresAt: new Date('2026-11-28T10:00:00Z'),
        sentAt: new Date('2026-11-21T10:00:00Z'),
      },
      context,
    );
    expect(mail.subject).toBe('Please confirm your e-mail address for your free reading');
    for (const part of [mail.subject, mail.text, mail.html]) expectNoVisitorWords(part);
  });

  it('the reading e-mail and the review request keep the name out of the subject', async () => {
    const readingMail = await composeReadingEmail(
      {
        reading,
        pdf: Buffer.from('%PDF-1.4'),
        summary: { sun: 'Pisces', moon: 'Cancer', rising: 'Leo', firstQuestion: QUESTION, firstAnswerPreview: 'Yes.' },
        link: { url: 'https://astral.example/api/documents/42', expiresAt: new Date('2027-02-19T10:00:00Z') },
        sentAt: new Date('2026-11-21T10:00:00Z'),
      },
      context,
    );
    const review = await composeReviewRequestEmail(
      {
        reading,
        token: '42.1.x',
        expiresAt: new Date('2027-01-20T10:00:00Z'),
        sentAt: new Date('2026-11-28T10:00:00Z'),
      },
      context,
    );
    expect(readingMail.subject).toBe('Your personal astral reading is ready');
    expect(review.subject).toBe('How did your reading speak to you?');
    expectNoVisitorWords(readingMail.subject);
    expectNoVisitorWords(review.subject);
  });

  it("operators' alerts have a fixed subject per kind, whatever the alert's text holds", async () => {
    const sent: OutgoingMail[] = [];
    const mail = {
      to: 'ops@example.com',
      from: 'alerts@example.com',
      mailer: {
        kind: 'smtp' as const,
        send: async (message: OutgoingMail) => void sent.push(message),
        close: () => {},
      },
    };
    for (const [index, kind] of ALERT_KINDS.entries())
      await sendAlertEmail(mail, {
        id: index,
        kind,
        message: `${NAME} ${QUESTION}`,
        readingId: 42,
        createdAt: new Date(),
      });
    expect(sent).toHaveLength(ALERT_KINDS.length);
    for (const message of sent) expectNoVisitorWords(message.subject);
  });
});
