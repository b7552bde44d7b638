import type { ExperimentTarget } from '../../domain/experiments';
import type { EffectiveExperiment } from './find-effective-experiment';

type Lookup = (target: ExperimentTarget) => Promise<EffectiveExperiment | null>;

export type ExperimentCache = {
  find(target: ExperimentTarget): Promise<EffectiveExperiment | null>;
  clear(): void;
};

type Entry = { at: number; value: Promise<EffectiveExperiment | null> };

/**
 * The effective experiment per target, kept for `ttlMs` so a landing does not ask the database on
 * every ad click. Concurrent requests share one lookup; a failed lookup is not kept, so the next
 * request asks again. This process's own changes clear it at once; another server's reach it
 * within `ttlMs`.
 */
export function createExperimentCache(lookup: Lookup, ttlMs: number, now: () => number = Date.now): ExperimentCache {
  const entries = new Map<ExperimentTarget, Entry>();
  return {
    find(target) {
      const kept = entries.get(target);
      if (kept && now() - kept.at < ttlMs) return kept.value;
      const value = lookup(target);
      const entry = { at: now(), value };
      entries.set(target, entry);
      value.catch(() => {
        if (entries.get(target) === entry) entries.delete(target);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
