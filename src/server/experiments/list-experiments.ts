import { desc, eq } from 'drizzle-orm';

import type { ExperimentSummary } from '../../domain/experiments';
import { experiments } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { summarizeExperiment } from './summarize-experiment';

/** Every experiment, newest first, with its results (an owner runs a handful, never thousands). */
export async function listExperiments(db: DbOrTx): Promise<ExperimentSummary[]> {
  const rows = await db
    .select()
    .from(experiments)
    .orderBy(desc(experiments.created_at), desc(experiments.id))
    .limit(100);
  return Promise.all(rows.map((row) => summarizeExperiment(db, row)));
}

/** One experiment with its results; null when no experiment has this id. */
export async function getExperiment(db: DbOrTx, id: number): Promise<ExperimentSummary | null> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, id)).limit(1);
  return row ? summarizeExperiment(db, row) : null;
}
