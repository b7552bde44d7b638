import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ActionResult } from '../../domain/admin-api';
import { createExperimentSchema, stopExperimentSchema, type ExperimentSummary } from '../../domain/experiments';
import type { Database } from '../db/open-database';
import { createExperiment } from '../experiments/create-experiment';
import { getExperiment, listExperiments } from '../experiments/list-experiments';
import { stopExperiment } from '../experiments/stop-experiment';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/parse';
import { ActionRefused } from './action-refused';
import { operatorOf } from './admin-access';

function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, 'not_found', 'No experiment has this id.');
  return Number(raw);
}

const refusedAs409 = async <T>(action: () => Promise<T>): Promise<T> => {
  try {
    return await action();
  } catch (error) {
    if (error instanceof ActionRefused) throw new HttpError(409, 'refused', error.message);
    throw error;
  }
};

/** Experiments are an owner's (the default access): they change prices and what visitors are told. */
export async function experimentAdminRoutes(
  app: FastifyInstance,
  options: { db: Database; onChanged?: (() => void) | undefined },
): Promise<void> {
  const { db } = options;
  const changed = () => options.onChanged?.();

  app.get('/experiments', async (): Promise<{ experiments: ExperimentSummary[] }> => ({
    experiments: await listExperiments(db),
  }));

  app.post('/experiments', async (request, reply) => {
    const input = parseBody(createExperimentSchema, request.body);
    const id = await refusedAs409(() => createExperiment(db, input, operatorOf(request).email));
    changed();
    return reply.status(201).send(await getExperiment(db, id));
  });

  app.get('/experiments/:id', async (request): Promise<ExperimentSummary> => {
    const experiment = await getExperiment(db, idParam(request));
    if (!experiment) throw new HttpError(404, 'not_found', 'No experiment has this id.');
    return experiment;
  });

  app.post('/experiments/:id/stop', async (request): Promise<ActionResult> => {
    const id = idParam(request);
    const { winner } = parseBody(stopExperimentSchema, request.body);
    if (!(await refusedAs409(() => stopExperiment(db, id, winner, operatorOf(request).email))))
      throw new HttpError(404, 'not_found', 'No experiment has this id.');
    changed();
    return { ok: true, message: `Stopped: every visitor now gets "${winner}".` };
  });
}
