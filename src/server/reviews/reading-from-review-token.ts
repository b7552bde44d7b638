import { HttpError } from '../http/http-error';
import { checkReviewToken } from './review-link';

/** The reading a review link names; an altered link is a 403 and an expired one a 410, each with words for the page. */
export function readingFromReviewToken(secret: string, token: string, now: Date): number {
  const check = checkReviewToken(secret, token, now);
  if (check.status === 'valid') return check.readingId;
  if (check.status === 'expired')
    throw new HttpError(
      410,
      'link_expired',
      'This review link has expired. Thank you all the same: you can still write to us by e-mail.',
    );
  throw new HttpError(
    403,
    'link_altered',
    'This review link is not valid. It may have been cut short or changed when it was copied: please use the link exactly as it is in your e-mail.',
  );
}
