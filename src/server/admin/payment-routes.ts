import type { FastifyInstance, FastifyRequest } from 'fastify';

import { type ActionResult } from '../../domain/admin-api';
import { attachPaymentSchema, dismissPaymentSchema, heldPaymentQuerySchema } from '../../domain/admin-payments-api';
import type { Database } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { attachHeldPayment } from '../payments/attach-held-payment';
import { dismissHeldPayment } from '../payments/dismiss-held-payment';
import { listHeldPayments } from '../payments/list-held-payments';
import { operatorOf } from './admin-access';

export type PaymentRoutesOptions = { db: Database; onDeliveryScheduled?: (() => void) | undefined };

function paymentEventId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, 'payment_event_not_found', 'No held payment has this id.');
  return Number(raw);
}

/**
 * The review queue of held payments (owners only: money). Attach and dismiss refuse with the
 * function's own 4xx (409 with the reason: not held any more, an amount that is no tier, a reading
 * already paid or erased, a payment paying another reading), which the error handler passes on.
 */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { db } = options;

  app.get('/payments/held', { config: { adminAccess: 'owner' } }, async (request) => {
    const { after, limit } = parseBody(heldPaymentQuerySchema, request.query);
    return listHeldPayments(db, { limit, after: after ?? null });
  });

  app.post(
    '/payments/held/:id/attach',
    { config: { adminAccess: 'owner' } },
    async (request): Promise<ActionResult> => {
      const id = paymentEventId(request);
      const { reading_id: readingId } = parseBody(attachPaymentSchema, request.body);
      const attached = await attachHeldPayment(db, { paymentEventId: id, readingId, operator: operatorOf(request) });
      options.onDeliveryScheduled?.();
      const upgrade = attached.upgraded ? ', an upgrade from its free reading' : '';
      return {
        ok: true,
        message: `Attached to reading ${readingId} as ${attached.tier}${upgrade}; its reading is due ${attached.deliveryDueAt.toISOString()}.`,
      };
    },
  );

  app.post(
    '/payments/held/:id/dismiss',
    { config: { adminAccess: 'owner' } },
    async (request): Promise<ActionResult> => {
      const id = paymentEventId(request);
      const { reason } = parseBody(dismissPaymentSchema, request.body);
      await dismissHeldPayment(db, { paymentEventId: id, reason, operator: operatorOf(request) });
      return { ok: true, message: 'Dismissed; it has left the queue.' };
    },
  );
}
