import { describe, expect, it } from 'vitest';

import type { Reading } from '../../domain/reading';
import { loadSiteConfig } from '../config';
import { composeAddressConfirmationEmail } from './confirmation-email';
import type { MailContext } from './email-layout';
import { composeReadingEmail } from './reading-email';
import { composeReviewRequestEmail } from './review-request-email';

const context: MailContext = { site: loadSiteConfig('config/site.json'), publicBaseUrl: 'https://astral.example' };

const reading = {
  id: 7,
  name: 'Elena',
  email: 'elena@example.com',
  payment_method: 'card',
  selected_price: '$29',
  payment_completed_at: '2027-12-31T10:00:00.000Z',
  free_selected_at: null,
  created_at: '2027-12-31T09:00:00.000Z',
} as Reading;

describe("the e-mails' copyright line", () => {
  it('carries the year each message is written in, in its text and its HTML', async () => {
    const sentAt = new Date('2028-01-02T10:00:00Z');
    const expiresAt = new Date('2028-02-02T10:00:00Z');
    const mails = [
      composeAddressConfirmationEmail({ url: 'https://astral.example/confirm-email?t=1', expiresAt, sentAt }, context),
      await composeReadingEmail(
        {
          reading,
          pdf: Buffer.from('%PDF-1.4'),
          summary: null,
          link: { url: 'https://astral.example/api/documents/7', expiresAt },
          sentAt,
        },
        context,
      ),
      await composeReviewRequestEmail({ reading, token: '7.1.x', expiresAt, sentAt }, context),
    ];
    for (const mail of mails) {
      for (const part of [mail.text, mail.html ?? '']) {
        expect(part, mail.subject).toContain(`© 2028 ${context.site.brand}`);
        expect(part, mail.subject).not.toMatch(/© 20(?!28)\d\d/);
      }
    }
  });
});
