import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { HttpError } from '../http/http-error';
import { checkReviewToken } from './review-link';

/**
 * The reading a review link names; an altered link is a 403, an expired one a 410, and one retired
 * by an address change, a refund or an erasure (an earlier link generation) a 410, each with words
 * for the page. A reading that no longer exists is left to the caller, as an erased one.
 */
export async function readingFromReviewToken(db: Database, secret: string, token: string, now: Date): Promise<number> {
  const check = checkReviewToken(secret, token, now);
  if (check.status !== 'valid') {
    throw check.status === 'expired'
      ? new HttpError(
          410,
          'link_expired',
          'This review link has expired. Thank you all the same: you can still write to us by e-mail.',
        )
      : new HttpError(
          403,
          'link_altered',
          'This review link is not valid. It may have been cut short or changed when it was copied: please use the link exactly as it is in your e-mail.',
        );
  }
  const [row] = await db
    .select({ generation: readings.document_link_generation })
    .from(readings)
    .where(eq(readings.id, check.readingId))
    .limit(1);
  if (row && check.generation < row.generation)
    throw new HttpError(
      410,
      'link_replaced',
      'This review link no longer works: the order it came with was changed since. Thank you all the same: you can still write to us by e-mail.',
    );
  return check.readingId;
}
