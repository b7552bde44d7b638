import type { ExperimentTarget } from '../../domain/experiments';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { chooseArm } from './choose-arm';
import { findEffectiveExperiment, type EffectiveArm } from './find-effective-experiment';
import { recordExposure } from './record-exposure';

export type ResolvedVariant = { arm: EffectiveArm | null };

/** What a visitor sees of a target now (chooseArm), with a running experiment's exposure logged. */
export async function resolveVariant(
  db: DbOrTx,
  target: ExperimentTarget,
  visitorId: string | null,
  readingId: number | null,
): Promise<ResolvedVariant> {
  const experiment = await findEffectiveExperiment(db, target);
  const { arm, exposed } = chooseArm(experiment, visitorId);
  if (experiment && arm && exposed && visitorId) await recordExposure(db, experiment.id, visitorId, arm.key, readingId);
  return { arm };
}
