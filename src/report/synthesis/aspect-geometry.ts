import type { MajorAspect } from './reading-input';

export type AspectKind = 'harmonious' | 'challenging' | 'fusing';

/** The angle each major aspect makes and whether it eases, strains or fuses what it joins. */
export const ASPECT_GEOMETRY: Record<MajorAspect, { angle: number; kind: AspectKind }> = {
  Conjunction: { angle: 0, kind: 'fusing' },
  Sextile: { angle: 60, kind: 'harmonious' },
  Square: { angle: 90, kind: 'challenging' },
  Trine: { angle: 120, kind: 'harmonious' },
  Opposition: { angle: 180, kind: 'challenging' },
};

export function isMajorAspect(name: string): name is MajorAspect {
  return name in ASPECT_GEOMETRY;
}
