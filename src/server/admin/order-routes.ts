import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  birthCorrectionSchema,
  changeEmailSchema,
  orderSearchSchema,
  refundNoteSchema,
  rescheduleSchema,
  type ActionResult,
} from '../../domain/admin-api';
import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { loadReadingDocument } from '../documents/keep-reading-document';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { ActionRefused } from './action-refused';
import { operatorOf } from './admin-access';
import { changeOrderEmail } from './change-order-email';
import { correctBirthData } from './correct-birth-data';
import { getOrder } from './get-order';
import { markRefunded } from './mark-refunded';
import { rescheduleDelivery } from './reschedule-delivery';
import { resendReading } from './resend-reading';
import { searchOrders } from './search-orders';

export type OrderRoutesOptions = {
  db: Database;
  documents: DocumentStore | null;
  now: () => Date;
  onDeliveryScheduled?: (() => void) | undefined;
};

const noReading = () => new HttpError(404, 'not_found', 'No reading has this id.');

function readingId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw noReading();
  return Number(raw);
}

/** Runs an action; a refusal becomes a 409 with its reason. */
async function attempt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ActionRefused) throw new HttpError(409, 'refused', error.message);
    throw error;
  }
}

/** Runs an action; a refusal becomes a 409 with its reason, a missing reading a 404. */
async function act(run: () => Promise<boolean>, message: string): Promise<ActionResult> {
  if (!(await attempt(run))) throw noReading();
  return { ok: true, message };
}

const documentQuery = z.object({ download: z.enum(['1']).optional() });

export async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions): Promise<void> {
  const { db, now } = options;
  const wake = () => options.onDeliveryScheduled?.();

  app.get('/orders', { config: { adminAccess: 'any' } }, async (request) =>
    searchOrders(db, parseBody(orderSearchSchema, request.query)),
  );

  app.get('/orders/:id', { config: { adminAccess: 'any' } }, async (request) => {
    const order = await getOrder(db, readingId(request), operatorOf(request).role);
    if (!order) throw noReading();
    return order;
  });

  app.get('/orders/:id/document', { config: { adminAccess: 'any' } }, async (request, reply) => {
    const id = readingId(request);
    const kept = options.documents ? await loadReadingDocument({ db, documents: options.documents }, id) : null;
    if (!kept) throw new HttpError(404, 'not_found', 'No document has been kept for this reading yet.');
    const download = parseBody(documentQuery, request.query).download === '1';
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="reading-${id}.pdf"`)
      .send(kept.pdf);
  });

  app.post('/orders/:id/resend', { config: { adminAccess: 'any' } }, async (request) => {
    const resent = await attempt(() => resendReading(db, readingId(request), operatorOf(request), now(), 'resend'));
    if (!resent) throw noReading();
    wake();
    return {
      ok: true,
      message:
        resent === 'reading'
          ? 'The reading will be sent again in a moment.'
          : 'The address is not confirmed yet: a new confirmation link will be sent to it in a moment, and the reading goes out once it is confirmed.',
    };
  });

  app.post('/orders/:id/email', { config: { adminAccess: 'any' } }, async (request) => {
    const id = readingId(request);
    const { email } = parseBody(changeEmailSchema, request.body);
    const operator = operatorOf(request);
    await act(() => changeOrderEmail(db, id, email, operator), '');
    // Resent only when it had gone out (to the wrong address); otherwise it simply goes to the new one.
    const resent = await resendReading(db, id, operator, now(), 'e-mail changed').catch((error: unknown) => {
      if (error instanceof ActionRefused) return null;
      throw error;
    });
    if (resent) wake();
    const next = {
      reading: `E-mail changed to ${email}; the reading will be sent there in a moment.`,
      confirmation: `E-mail changed to ${email}; a confirmation link will be sent there, and the free reading goes out once it is confirmed.`,
    };
    return { ok: true, message: resent ? next[resent] : `E-mail changed to ${email}.` };
  });

  app.post('/orders/:id/reschedule', { config: { adminAccess: 'any' } }, async (request) => {
    const dueAt = new Date(parseBody(rescheduleSchema, request.body).due_at);
    const result = await act(
      () => rescheduleDelivery(db, readingId(request), dueAt, operatorOf(request)),
      `The reading will be sent at ${dueAt.toISOString()}.`,
    );
    wake();
    return result;
  });

  app.post('/orders/:id/birth-data', { config: { adminAccess: 'any' } }, async (request) => {
    const id = readingId(request);
    const correction = parseBody(birthCorrectionSchema, request.body);
    const result = await attempt(() =>
      correctBirthData({ db, documents: options.documents }, id, correction, operatorOf(request), now()),
    );
    if (!result) throw noReading();
    const { resent, oldDocumentLeft } = result;
    if (oldDocumentLeft)
      request.log.warn(
        { readingId: id, file: oldDocumentLeft },
        "the corrected reading's old PDF could not be deleted",
      );
    if (resent) wake();
    return {
      ok: true,
      message: resent
        ? 'Birth data corrected; the reading is rendered again and sent in a moment.'
        : 'Birth data corrected; the reading will be rendered from it when it is sent.',
    };
  });

  app.post('/orders/:id/refund', { config: { adminAccess: 'owner' } }, async (request) => {
    const { note } = parseBody(refundNoteSchema, request.body);
    return act(
      () => markRefunded(db, readingId(request), note, operatorOf(request), now()),
      'Marked as refunded; nothing more will be sent for it.',
    );
  });
}
