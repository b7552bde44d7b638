import { and, eq, sql } from 'drizzle-orm';

import { ActionRefused } from '../admin/action-refused';
import { recordAudit } from '../admin/record-audit';
import type { Database } from '../db/open-database';
import { experimentArms, experiments } from '../db/schema';

/**
 * Stops a running experiment with the owner's winner, audited: from then on every visitor gets the
 * winner (exposures are no longer counted). False when no experiment has this id.
 */
export async function stopExperiment(
  db: Database,
  id: number,
  winner: string,
  operatorEmail: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [experiment] = await tx
      .select({ status: experiments.status, name: experiments.name })
      .from(experiments)
      .where(eq(experiments.id, id))
      .for('update');
    if (!experiment) return false;
    if (experiment.status !== 'running') throw new ActionRefused('This experiment was stopped already.');
    const [arm] = await tx
      .select({ key: experimentArms.key })
      .from(experimentArms)
      .where(and(eq(experimentArms.experiment_id, id), eq(experimentArms.key, winner)));
    if (!arm) throw new ActionRefused(`"${winner}" is no arm of this experiment.`);
    await tx
      .update(experiments)
      .set({ status: 'stopped', winner_arm: winner, stopped_by: operatorEmail, stopped_at: sql`now()` })
      .where(eq(experiments.id, id));
    await recordAudit(tx, {
      operatorEmail,
      action: 'experiment_stopped',
      detail: { experiment_id: id, name: experiment.name, winner },
    });
    return true;
  });
}
