import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';

import {
  experimentTargetSchema,
  hasEnoughToCompare,
  priceArmSchema,
  type ArmResult,
  type ExperimentSummary,
} from '../../domain/experiments';
import { experimentArms, experimentExposures, readings, type experiments } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { credibleInterval, probabilityBest } from './beta-stats';

export type ExperimentRow = typeof experiments.$inferSelect;

type RevenueRow = { arm: string; currency: string | null; minor: number; orders: number; payers: number };

/**
 * What a paying visitor of each arm pays on average, net of refunds, so a price experiment's
 * "probability best" is by revenue per visitor (conversion × this) and not by conversion: a cheaper
 * arm converts better and may earn less. One currency, the one with the most paid orders across the
 * arms (ties: alphabetical), as amounts in two currencies do not add up. An arm without a paid order
 * in it counts at the mean of the arms that have one (we know nothing of its payers yet; its
 * conversion, drawn from few or no payments, still counts against it). Without any paid order (or with
 * nothing kept after refunds) there is no money to compare: undefined, so conversion alone decides.
 */
export function paymentPerPayer(armKeys: string[], revenue: RevenueRow[]): number[] | undefined {
  const orders = new Map<string, number>();
  for (const row of revenue) {
    if (row.currency)
      orders.set(row.currency.toUpperCase(), (orders.get(row.currency.toUpperCase()) ?? 0) + row.orders);
  }
  const [currency] = [...orders.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([code]) => code);
  if (!currency) return undefined;
  const perPayer = armKeys.map((key) => {
    const rows = revenue.filter((row) => row.arm === key && row.currency?.toUpperCase() === currency);
    const payers = rows.reduce((sum, row) => sum + row.payers, 0);
    return payers === 0 ? null : rows.reduce((sum, row) => sum + row.minor, 0) / payers;
  });
  const known = perPayer.filter((value): value is number => value !== null);
  if (!known.some((value) => value > 0)) return undefined;
  const mean = known.reduce((sum, value) => sum + value, 0) / known.length;
  return perPayer.map((value) => value ?? mean);
}

/**
 * An experiment with its results per arm. A visitor counts once, from their first exposure; they
 * converted when a reading of theirs (by visitor id) was paid since the experiment began. Revenue is what those
 * readings paid, net of refunds, per currency, divided by the arm's visitors. "Probability best" is by
 * conversion for a screen experiment and by revenue per visitor for a price one (paymentPerPayer).
 */
export async function summarizeExperiment(db: DbOrTx, experiment: ExperimentRow): Promise<ExperimentSummary> {
  const arms = await db
    .select()
    .from(experimentArms)
    .where(eq(experimentArms.experiment_id, experiment.id))
    .orderBy(asc(experimentArms.id));
  const paidAfterExposure = and(
    eq(readings.visitor_id, experimentExposures.visitor_id),
    isNotNull(readings.paid_amount_minor),
    // Paid since the experiment began, by the provider's clock: a minute's leeway for its skew and
    // its whole seconds (a payment before the experiment is no conversion of it).
    gte(readings.payment_completed_at, sql`${experiment.created_at}::timestamptz - interval '1 minute'`),
  );
  const counts = await db
    .select({
      arm: experimentExposures.arm_key,
      visitors: sql`count(*)`.mapWith(Number),
      paid: sql`count(*) filter (where exists (select 1 from ${readings} where ${paidAfterExposure}))`.mapWith(Number),
    })
    .from(experimentExposures)
    .where(eq(experimentExposures.experiment_id, experiment.id))
    .groupBy(experimentExposures.arm_key);
  const revenue = await db
    .select({
      arm: experimentExposures.arm_key,
      currency: readings.paid_currency,
      minor:
        sql`coalesce(sum(${readings.paid_amount_minor} - coalesce(${readings.refunded_amount_minor}, 0)), 0)`.mapWith(
          Number,
        ),
      orders: sql`count(*)`.mapWith(Number),
      payers: sql`count(distinct ${experimentExposures.visitor_id})`.mapWith(Number),
    })
    .from(experimentExposures)
    .innerJoin(readings, paidAfterExposure)
    .where(eq(experimentExposures.experiment_id, experiment.id))
    .groupBy(experimentExposures.arm_key, readings.paid_currency);

  const tallies = arms.map((arm) => {
    const found = counts.find((row) => row.arm === arm.key);
    return { visitors: found?.visitors ?? 0, paid: found?.paid ?? 0 };
  });
  // Too few visitors, or no payment yet: no figure rather than a coin toss that reads as a result.
  const best = hasEnoughToCompare(tallies)
    ? probabilityBest(
        tallies,
        experiment.kind === 'price'
          ? paymentPerPayer(
              arms.map((arm) => arm.key),
              revenue,
            )
          : undefined,
      )
    : null;
  const results: ArmResult[] = arms.map((arm, index) => {
    const tally = tallies[index] ?? { visitors: 0, paid: 0 };
    const perVisitor = Object.fromEntries(
      revenue
        .filter((row) => row.arm === arm.key && row.currency)
        .map((row) => [String(row.currency).toUpperCase(), tally.visitors === 0 ? 0 : row.minor / tally.visitors]),
    );
    return {
      key: arm.key,
      label: arm.label,
      weight: arm.weight,
      price: arm.price === null ? null : priceArmSchema.parse(arm.price),
      visitors: tally.visitors,
      paid: tally.paid,
      conversion: tally.visitors === 0 ? null : tally.paid / tally.visitors,
      interval: credibleInterval(tally),
      revenue_per_visitor: perVisitor,
      probability_best: best ? (best[index] ?? 0) : null,
    };
  });
  return {
    id: experiment.id,
    name: experiment.name,
    kind: experiment.kind === 'price' ? 'price' : 'screen',
    target: experimentTargetSchema.parse(experiment.target),
    traffic_percent: experiment.traffic_percent,
    status: experiment.status === 'running' ? 'running' : 'stopped',
    winner_arm: experiment.winner_arm,
    created_by: experiment.created_by,
    created_at: experiment.created_at.toISOString(),
    stopped_by: experiment.stopped_by,
    stopped_at: experiment.stopped_at?.toISOString() ?? null,
    arms: results,
  };
}
