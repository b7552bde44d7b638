import { createHash } from 'node:crypto';

export type WeightedArm = { key: string; weight: number };

/** A number in [0, 1) from a SHA-256 of the parts: the same on every server, every visit. */
export function hashUnit(...parts: string[]): number {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/**
 * The visitor's arm, or null when the visitor is outside the experiment's traffic share (they see
 * the default and are not counted). Two independent hashes: one decides whether the visitor is in,
 * the other which arm, by weight; so widening the share never moves a visitor between arms.
 */
export function assignArm(
  visitorId: string,
  experimentId: number,
  trafficPercent: number,
  arms: WeightedArm[],
): string | null {
  if (hashUnit('traffic', String(experimentId), visitorId) * 100 >= trafficPercent) return null;
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  if (total <= 0) return null;
  let point = hashUnit('arm', String(experimentId), visitorId) * total;
  for (const arm of arms) {
    if (point < arm.weight) return arm.key;
    point -= arm.weight;
  }
  return arms[arms.length - 1]?.key ?? null;
}
