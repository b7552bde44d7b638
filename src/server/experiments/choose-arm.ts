import { assignArm } from './assign-arm';
import type { EffectiveArm, EffectiveExperiment } from './find-effective-experiment';

/**
 * What a visitor sees of an experiment: a running experiment's arm for the visitors in its traffic
 * share (the others, and visitors without an id, get the default: null), to be logged as an
 * exposure; a stopped experiment's winner for everybody, not counted any more.
 */
export function chooseArm(
  experiment: EffectiveExperiment | null,
  visitorId: string | null,
): { arm: EffectiveArm | null; exposed: boolean } {
  if (!experiment) return { arm: null, exposed: false };
  if (experiment.status === 'stopped')
    return { arm: experiment.arms.find((arm) => arm.key === experiment.winnerArm) ?? null, exposed: false };
  if (!visitorId) return { arm: null, exposed: false };
  const key = assignArm(visitorId, experiment.id, experiment.trafficPercent, experiment.arms);
  const arm = experiment.arms.find((candidate) => candidate.key === key) ?? null;
  return { arm, exposed: arm !== null };
}
