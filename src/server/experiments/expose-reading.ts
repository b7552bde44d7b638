import { priceArmLabels, type ExposureAnswer, type ExperimentTarget } from '../../domain/experiments';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from '../readings/update-reading';
import { resolveVariant } from './resolve-variant';

/**
 * Which variant of a target the reading's visitor sees, logged as their exposure (the browser asks
 * when the screen that differs is about to show); null when the reading is not the caller's.
 */
export async function exposeReading(
  db: Database,
  id: number,
  tokenHash: string,
  target: ExperimentTarget,
): Promise<ExposureAnswer | null> {
  const [row] = await db
    .select({ visitorId: readings.visitor_id })
    .from(readings)
    .where(ownedReading(id, tokenHash))
    .limit(1);
  if (!row) return null;
  const { arm } = await resolveVariant(db, target, row.visitorId, id);
  return { target, arm: arm?.key ?? null, prices: priceArmLabels(arm?.price ?? null) };
}
