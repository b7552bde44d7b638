import jStat from 'jstat';

import { seededRandom } from '../../domain/seeded-random';

export type ArmCounts = { visitors: number; paid: number };

/**
 * The 95 % credible interval of an arm's conversion rate: the Beta(1 + paid, 1 + visitors - paid)
 * posterior of a uniform prior, cut at 2.5 % and 97.5 %. With no visitors it is the prior, [0.025, 0.975].
 */
export function credibleInterval({ visitors, paid }: ArmCounts, mass = 0.95): [number, number] {
  const alpha = 1 + paid;
  const beta = 1 + Math.max(visitors - paid, 0);
  const tail = (1 - mass) / 2;
  return [jStat.beta.inv(tail, alpha, beta), jStat.beta.inv(1 - tail, alpha, beta)];
}

function normal(random: () => number): number {
  // Box-Muller; 1 - u keeps the logarithm's argument above zero.
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A Gamma(shape, 1) draw by Marsaglia and Tsang's method (shape >= 1, which Beta(1 + …) always is). */
function gamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

function betaDraw(alpha: number, beta: number, random: () => number): number {
  const x = gamma(alpha, random);
  return x / (x + gamma(beta, random));
}

/**
 * The probability that each arm is the best, by Monte Carlo over the arms' Beta posteriors: the
 * share of joint draws in which it scores highest. A draw's score is the arm's drawn conversion
 * rate, times its value when `values` is given (one per arm, in order: a price experiment passes each
 * arm's mean net payment per paying visitor, so the score is revenue per visitor). The values are
 * taken as known: their own uncertainty is not drawn. Seeded, so it is stable between page loads;
 * 20 000 draws put the error of each probability under about 0.004.
 */
export function probabilityBest(arms: ArmCounts[], values?: number[], draws = 20_000, seed = 20_261_126): number[] {
  if (arms.length === 0) return [];
  if (values && values.length !== arms.length) throw new RangeError('probabilityBest: one value per arm');
  const random = seededRandom(seed);
  const wins = arms.map(() => 0);
  for (let draw = 0; draw < draws; draw += 1) {
    let best = 0;
    let bestValue = -Infinity;
    arms.forEach((arm, index) => {
      const value = betaDraw(1 + arm.paid, 1 + Math.max(arm.visitors - arm.paid, 0), random) * (values?.[index] ?? 1);
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    });
    wins[best] = (wins[best] ?? 0) + 1;
  }
  return wins.map((count) => count / draws);
}
