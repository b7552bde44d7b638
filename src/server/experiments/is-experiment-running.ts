import { and, eq, sql } from 'drizzle-orm';

import type { ExperimentTarget } from '../../domain/experiments';
import { experiments } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/**
 * Whether an experiment runs (on `target`, or on any target): a visitor is given an id only then,
 * so no cookie is set while nothing is being compared.
 */
export async function isExperimentRunning(db: DbOrTx, target?: ExperimentTarget): Promise<boolean> {
  const running = eq(experiments.status, 'running');
  const [row] = await db
    .select({ one: sql`1` })
    .from(experiments)
    .where(target ? and(running, eq(experiments.target, target)) : running)
    .limit(1);
  return row !== undefined;
}
