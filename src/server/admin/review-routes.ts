import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ActionResult } from '../../domain/admin-api';
import { moderationDecisionSchema } from '../../domain/reviews';
import type { Database } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { listReviewsForModeration } from '../reviews/list-reviews-for-moderation';
import { moderateReview } from '../reviews/moderate-review';
import { sendReviewRequestNow } from '../reviews/send-review-request-now';
import { ActionRefused } from './action-refused';
import { operatorOf } from './admin-access';

export type ReviewAdminRoutesOptions = {
  db: Database;
  now: () => Date;
  onDeliveryScheduled?: (() => void) | undefined;
};

function idParam(request: FastifyRequest, what: string): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, 'not_found', `No ${what} has this id.`);
  return Number(raw);
}

/**
 * Moderation is open to support as well as owners (decision 0016): judging a client's words is
 * the same work as answering them, and every decision is audited with who made it.
 */
export async function reviewAdminRoutes(app: FastifyInstance, options: ReviewAdminRoutesOptions): Promise<void> {
  const { db, now } = options;

  app.get('/reviews', { config: { adminAccess: 'any' } }, async () => listReviewsForModeration(db));

  app.post('/reviews/:id/decision', { config: { adminAccess: 'any' } }, async (request): Promise<ActionResult> => {
    const id = idParam(request, 'review');
    const { decision } = parseBody(moderationDecisionSchema, request.body);
    if (!(await moderateReview(db, id, decision, operatorOf(request), now())))
      throw new HttpError(404, 'not_found', 'No review has this id.');
    return {
      ok: true,
      message: decision === 'approve' ? 'Approved: it is shown on the reviews page.' : 'Rejected: it is not shown.',
    };
  });

  app.post('/orders/:id/review-request', { config: { adminAccess: 'any' } }, async (request): Promise<ActionResult> => {
    const id = idParam(request, 'reading');
    try {
      if (!(await sendReviewRequestNow(db, id, operatorOf(request), now())))
        throw new HttpError(404, 'not_found', 'No reading has this id.');
    } catch (error) {
      if (error instanceof ActionRefused) throw new HttpError(409, 'refused', error.message);
      throw error;
    }
    options.onDeliveryScheduled?.();
    return { ok: true, message: `The review request of reading ${id} will be sent in a moment.` };
  });
}
