import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { erasePersonSchema, privacyExportQuerySchema } from '../../domain/admin-privacy-api';
import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { erasePersonData, eraseReadingData } from '../privacy/erase-person-data';
import { exportForOperator } from '../privacy/export-for-operator';
import { operatorOf } from './admin-access';
import { requireReading } from './require-reading';

export type PrivacyRoutesOptions = {
  db: Database;
  /** Null: the database is erased and the PDFs are left to the retention job where the store is (ErasureDeps). */
  documents: DocumentStore | null;
  /** The .eml outbox folder, whose messages of the erased readings are deleted; null: none. */
  outboxDir: string | null;
  now: () => Date;
};

const noBody = z.strictObject({});

/** A person's requests about their data (owners only): everything held as one file, or erased. */
export async function privacyRoutes(app: FastifyInstance, options: PrivacyRoutesOptions): Promise<void> {
  const { db, now } = options;
  const deps = { db, documents: options.documents, outboxDir: options.outboxDir, now };

  app.get('/privacy/export', { config: { adminAccess: 'owner' } }, async (request, reply) => {
    const { email } = parseBody(privacyExportQuerySchema, request.query);
    const at = now();
    const data = await exportForOperator(db, { email, operatorEmail: operatorOf(request).email, now: at });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="privacy-export-${at.toISOString().slice(0, 10)}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/privacy/erase', { config: { adminAccess: 'owner' } }, async (request) => {
    const { email } = parseBody(erasePersonSchema, request.body);
    return erasePersonData(deps, { email, operatorEmail: operatorOf(request).email });
  });

  app.post('/orders/:id/erase', { config: { adminAccess: 'owner' } }, async (request) => {
    const raw = (request.params as { id?: string }).id ?? '';
    if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, 'not_found', 'No reading has this id.');
    parseBody(noBody, request.body);
    await requireReading(db, Number(raw));
    return eraseReadingData(deps, { readingId: Number(raw), operatorEmail: operatorOf(request).email });
  });
}
