import type { FastifyInstance } from 'fastify';

import { confirmationQuerySchema, confirmationRequestSchema } from '../../domain/email-confirmation';
import type { Database } from '../db/open-database';
import { addressStateOf } from '../email-confirmation/address-state';
import { confirmEmailAddress } from '../email-confirmation/confirm-email-address';
import { createConfirmationLimits } from '../email-confirmation/confirmation-limits';
import { findRenewal } from '../email-confirmation/find-renewal';
import { loadLinkedReading } from '../email-confirmation/load-linked-reading';
import { queueAddressConfirmation } from '../email-confirmation/queue-address-confirmation';
import { notFound } from '../http/http-error';
import { parseBody, readingAccess } from '../http/parse';
import { completeFreeOrder } from '../readings/complete-free-order';

export type FreeOrderRoutesOptions = {
  db: Database;
  /**
   * The download links' key, which also signs confirmation links (under their own purpose); unset
   * (a server built without documents), no link can be checked and only free completion is served.
   */
  linkSecret: string | null;
  /** Confirmation e-mails one client address may have sent per hour. */
  confirmationsPerClient: number;
  onDeliveryScheduled?: (() => void) | undefined;
  now?: () => Date;
};

/** Opening and pressing a link is a person's pace; anything faster is guessing at tokens. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The free order and its address confirmation (decision 0032): free completion asks for a
 * confirmation e-mail within the limits; the link's page reads where the address stands, confirms
 * it (a POST: mail scanners open links to look at them, and must not confirm anything), or asks
 * for a new link in place of an expired one.
 */
export async function freeOrderRoutes(app: FastifyInstance, options: FreeOrderRoutesOptions): Promise<void> {
  const { db, linkSecret } = options;
  const now = options.now ?? (() => new Date());
  // A server built without documents has no site key (and checks no link): its servers still agree.
  const countConfirmation = createConfirmationLimits(
    app,
    options.confirmationsPerClient,
    linkSecret ?? 'no-document-link-secret',
  );
  const wake = () => options.onDeliveryScheduled?.();

  app.post('/api/readings/:id/free-completion', async (request) => {
    const { id, tokenHash } = readingAccess(request);
    const result = await completeFreeOrder(db, id, tokenHash, now());
    if (!result.found) throw notFound();
    if (result.confirmTo !== null) {
      await countConfirmation(request, result.confirmTo);
      if (await queueAddressConfirmation(db, id, now())) wake();
    }
    return result.state;
  });

  if (!linkSecret) return;

  app.get('/api/email-confirmation', { config: { rateLimit: LINK_RATE_LIMIT } }, async (request, reply) => {
    const { t } = parseBody(confirmationQuerySchema, request.query);
    reply.header('cache-control', 'private, no-store');
    return addressStateOf(await loadLinkedReading(db, linkSecret, t, now()));
  });

  app.post('/api/email-confirmation', { config: { rateLimit: LINK_RATE_LIMIT } }, async (request) => {
    const { token } = parseBody(confirmationRequestSchema, request.body);
    const state = await confirmEmailAddress(db, linkSecret, token, now());
    wake();
    return state;
  });

  app.post('/api/email-confirmation/renew', { config: { rateLimit: LINK_RATE_LIMIT } }, async (request) => {
    const { token } = parseBody(confirmationRequestSchema, request.body);
    const renewal = await findRenewal(db, linkSecret, token, now());
    if (renewal.confirmTo !== null) {
      await countConfirmation(request, renewal.confirmTo);
      if (await queueAddressConfirmation(db, renewal.readingId, now())) wake();
    }
    return renewal.state;
  });
}
