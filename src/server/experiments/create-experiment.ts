import { and, eq } from 'drizzle-orm';

import { experimentKindOf, type CreateExperiment } from '../../domain/experiments';
import { ActionRefused } from '../admin/action-refused';
import { recordAudit } from '../admin/record-audit';
import type { Database } from '../db/open-database';
import { experimentArms, experiments } from '../db/schema';

/**
 * Starts an experiment, audited. One runs per target at a time (a unique index keeps it so even
 * when two owners press at once): another running one on the target must be stopped first.
 */
export async function createExperiment(db: Database, input: CreateExperiment, operatorEmail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: experiments.id, name: experiments.name })
      .from(experiments)
      .where(and(eq(experiments.target, input.target), eq(experiments.status, 'running')))
      .limit(1);
    if (running) throw new ActionRefused(`"${running.name}" already runs on this; stop it first.`);
    const [row] = await tx
      .insert(experiments)
      .values({
        name: input.name,
        kind: experimentKindOf(input.target),
        target: input.target,
        traffic_percent: input.traffic_percent,
        created_by: operatorEmail,
      })
      .returning({ id: experiments.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(experimentArms).values(
      input.arms.map((arm) => ({
        experiment_id: row.id,
        key: arm.key,
        label: arm.label,
        weight: arm.weight,
        price: input.target === 'price' ? (arm.price ?? { tiers: {} }) : null,
      })),
    );
    await recordAudit(tx, {
      operatorEmail,
      action: 'experiment_created',
      detail: {
        experiment_id: row.id,
        name: input.name,
        target: input.target,
        traffic_percent: input.traffic_percent,
        arms: input.arms.map((arm) => ({ key: arm.key, weight: arm.weight })),
      },
    });
    return row.id;
  });
}
