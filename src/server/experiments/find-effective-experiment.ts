import { asc, desc, eq, sql } from 'drizzle-orm';

import { priceArmSchema, type ExperimentTarget, type PriceArm } from '../../domain/experiments';
import { experimentArms, experiments } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

export type EffectiveArm = { key: string; weight: number; price: PriceArm | null };
export type EffectiveExperiment = {
  id: number;
  status: 'running' | 'stopped';
  trafficPercent: number;
  winnerArm: string | null;
  arms: EffectiveArm[];
};

/**
 * The experiment that decides a target now: the running one, else the one stopped last (its winner
 * stays in force for everybody until a new experiment on the target starts); null: the default.
 */
export async function findEffectiveExperiment(
  db: DbOrTx,
  target: ExperimentTarget,
): Promise<EffectiveExperiment | null> {
  const [experiment] = await db
    .select({
      id: experiments.id,
      status: experiments.status,
      trafficPercent: experiments.traffic_percent,
      winnerArm: experiments.winner_arm,
    })
    .from(experiments)
    .where(eq(experiments.target, target))
    .orderBy(
      desc(sql`${experiments.status} = 'running'`),
      desc(sql`coalesce(${experiments.stopped_at}, ${experiments.created_at})`),
      desc(experiments.id),
    )
    .limit(1);
  if (!experiment) return null;
  const arms = await db
    .select({ key: experimentArms.key, weight: experimentArms.weight, price: experimentArms.price })
    .from(experimentArms)
    .where(eq(experimentArms.experiment_id, experiment.id))
    .orderBy(asc(experimentArms.id));
  return {
    id: experiment.id,
    status: experiment.status === 'running' ? 'running' : 'stopped',
    trafficPercent: experiment.trafficPercent,
    winnerArm: experiment.winnerArm,
    // Validated again on the way out: the jsonb was validated on the way in, but a row is not a type.
    arms: arms.map((arm) => ({
      key: arm.key,
      weight: arm.weight,
      price: arm.price === null ? null : priceArmSchema.parse(arm.price),
    })),
  };
}
