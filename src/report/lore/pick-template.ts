import type { Voice } from './voice';

/** How often each slot was used in each reading; keyed by the reading's voice, so it ends with it. */
const uses = new WeakMap<Voice, Map<string, number>>();

/**
 * Picks one of a slot's templates, then fills it in. Successive uses of a slot within one reading
 * walk through the templates in turn, from a start fixed by the chart, so two aspects (or transits)
 * of one kind take different wordings; the same reading still renders the same.
 */
export function pickTemplate<A extends unknown[]>(
  voice: Voice,
  slot: string,
  templates: readonly ((...args: A) => string)[],
  ...args: A
): string {
  const counts = uses.get(voice) ?? new Map<string, number>();
  uses.set(voice, counts);
  const used = counts.get(slot) ?? 0;
  counts.set(slot, used + 1);
  return templates[(voice.choose(slot, templates.length) + used) % templates.length]!(...args);
}
