import type { ExperimentTarget } from '../../domain/experiments';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { assignArm } from './assign-arm';
import { findEffectiveExperiment, type EffectiveArm } from './find-effective-experiment';
import { recordExposure } from './record-exposure';

export type ResolvedVariant = { arm: EffectiveArm | null };

/**
 * What a visitor sees of a target, logged as an exposure: a running experiment's arm for the
 * visitors in its traffic share (the others, and visitors without an id, get the default: null);
 * a stopped experiment's winner for everybody, not counted any more.
 */
export async function resolveVariant(
  db: DbOrTx,
  target: ExperimentTarget,
  visitorId: string | null,
  readingId: number | null,
): Promise<ResolvedVariant> {
  const experiment = await findEffectiveExperiment(db, target);
  if (!experiment) return { arm: null };
  if (experiment.status === 'stopped')
    return { arm: experiment.arms.find((arm) => arm.key === experiment.winnerArm) ?? null };
  if (!visitorId) return { arm: null };
  const key = assignArm(visitorId, experiment.id, experiment.trafficPercent, experiment.arms);
  const arm = experiment.arms.find((candidate) => candidate.key === key) ?? null;
  if (arm) await recordExposure(db, experiment.id, visitorId, arm.key, readingId);
  return { arm };
}
