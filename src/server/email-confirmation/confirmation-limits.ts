import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { CONFIRMATION_LIMIT_MESSAGE, CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../domain/email-confirmation';
import { HttpError } from '../http/http-error';
import { recipientKey } from './recipient-key';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Counts one confirmation e-mail about to be queued; 429 `confirmation_limit` past either limit. */
export type CountConfirmation = (request: FastifyRequest, recipient: string) => Promise<void>;

/**
 * The two limits on confirmation e-mails, counted in the rate-limit plugin's store (this process's
 * memory, or with several servers the counters shared through PostgreSQL, so they agree): per
 * client address and hour, and per recipient and day whoever asks. The client is counted first and
 * the recipient only when the client may go on, so a client past its own limit cannot use up a
 * stranger's allowance. No Retry-After: the recipient's would tell when someone first asked for it.
 */
export function createConfirmationLimits(
  app: FastifyInstance,
  perClientPerHour: number,
  secret: string,
): CountConfirmation {
  const recipients = new WeakMap<FastifyRequest, string>();
  const perClient = app.createRateLimit({
    timeWindow: HOUR,
    max: perClientPerHour,
    keyGenerator: (request) => `confirmations-from ${normalizeIP(request.ip)}`,
  });
  const perRecipient = app.createRateLimit({
    timeWindow: DAY,
    max: CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    keyGenerator: (request) => `confirmations-to ${recipients.get(request) ?? ''}`,
  });
  const count = async (limiter: typeof perClient, request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(429, 'confirmation_limit', CONFIRMATION_LIMIT_MESSAGE);
  };
  return async (request, recipient) => {
    await count(perClient, request);
    recipients.set(request, recipientKey(secret, recipient));
    await count(perRecipient, request);
  };
}
