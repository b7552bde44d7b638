import type { FastifyInstance } from 'fastify';

import {
  publicReviewQuerySchema,
  reviewFormQuerySchema,
  reviewOptOutSchema,
  reviewSubmissionSchema,
} from '../../domain/reviews';
import type { Database } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { getReviewForm } from '../reviews/get-review-form';
import { listPublicReviews } from '../reviews/list-public-reviews';
import { readingFromReviewToken } from '../reviews/reading-from-review-token';
import { stopReviewRequests } from '../reviews/stop-review-requests';
import { submitReview } from '../reviews/submit-review';

export type ReviewRoutesOptions = {
  db: Database;
  /** The download links' key: review links are signed with it under their own purpose. */
  linkSecret: string;
  now?: () => Date;
};

const erased = () => new HttpError(410, 'reading_erased', 'This reading is no longer kept, so it cannot be reviewed.');

/** The public side of reviews: the approved list, and the form a review request's signed link opens. */
export async function reviewRoutes(app: FastifyInstance, options: ReviewRoutesOptions): Promise<void> {
  const { db, linkSecret } = options;
  const now = options.now ?? (() => new Date());

  app.get('/api/reviews', async (request, reply) => {
    const query = parseBody(publicReviewQuerySchema, request.query);
    // Asked afresh each time: a review just approved (or taken down) shows at once, count and average with it.
    reply.header('cache-control', 'no-cache');
    return listPublicReviews(db, query);
  });

  app.get('/api/review-form', async (request, reply) => {
    const { t } = parseBody(reviewFormQuerySchema, request.query);
    const form = await getReviewForm(db, await readingFromReviewToken(db, linkSecret, t, now()));
    if (!form) throw erased();
    reply.header('cache-control', 'private, no-store');
    return form;
  });

  app.post('/api/review', async (request) => {
    const { token, consent: _consent, ...words } = parseBody(reviewSubmissionSchema, request.body);
    const saved = await submitReview(db, await readingFromReviewToken(db, linkSecret, token, now()), words);
    if (!saved) throw erased();
    return { status: 'pending', replaced: saved.replaced };
  });

  app.post('/api/review/opt-out', async (request, reply) => {
    const { token } = parseBody(reviewOptOutSchema, request.body);
    if (!(await stopReviewRequests(db, await readingFromReviewToken(db, linkSecret, token, now()), now())))
      throw erased();
    return reply.status(204).send();
  });
}
