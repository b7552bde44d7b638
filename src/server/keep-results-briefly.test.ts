import { describe, expect, it } from 'vitest';

import type { ExperimentTarget } from '../domain/experiments';
import type { EffectiveExperiment } from './experiments/find-effective-experiment';
import { keepResultsBriefly } from './keep-results-briefly';

const experiment = (id: number): EffectiveExperiment => ({
  id,
  status: 'running',
  trafficPercent: 100,
  winnerArm: null,
  arms: [{ key: 'spec', weight: 1, price: null }],
});

function countingLookup(results: (() => Promise<EffectiveExperiment | null>)[]) {
  const asked: ExperimentTarget[] = [];
  const lookup = (target: ExperimentTarget) => {
    asked.push(target);
    const next = results.shift();
    if (!next) throw new Error('asked more often than expected');
    return next();
  };
  return { asked, lookup };
}

describe('keepResultsBriefly', () => {
  it('asks once per target within the time to live, and again after it', async () => {
    let now = 0;
    const { asked, lookup } = countingLookup([async () => experiment(1), async () => null, async () => experiment(2)]);
    const cache = keepResultsBriefly(lookup, 5_000, () => now);
    expect(await cache.get('landing_headline')).toEqual(experiment(1));
    expect(await cache.get('price')).toBeNull();
    now = 4_999;
    expect(await cache.get('landing_headline')).toEqual(experiment(1));
    now = 5_000;
    expect(await cache.get('landing_headline')).toEqual(experiment(2));
    expect(asked).toEqual(['landing_headline', 'price', 'landing_headline']);
  });

  it('shares one lookup between concurrent requests', async () => {
    let answer: (value: EffectiveExperiment | null) => void = () => {};
    const { asked, lookup } = countingLookup([() => new Promise((resolve) => (answer = resolve))]);
    const cache = keepResultsBriefly(lookup, 5_000, () => 0);
    const first = cache.get('landing_headline');
    const second = cache.get('landing_headline');
    answer(experiment(3));
    expect(await Promise.all([first, second])).toEqual([experiment(3), experiment(3)]);
    expect(asked).toHaveLength(1);
  });

  it('does not keep a failed lookup, and forgets everything when cleared', async () => {
    const { asked, lookup } = countingLookup([
      () => Promise.reject(new Error('connection refused')),
      async () => experiment(4),
      async () => experiment(5),
    ]);
    const cache = keepResultsBriefly(lookup, 5_000, () => 0);
    await expect(cache.get('tarot_pitch')).rejects.toThrow('connection refused');
    expect(await cache.get('tarot_pitch')).toEqual(experiment(4));
    cache.clear();
    expect(await cache.get('tarot_pitch')).toEqual(experiment(5));
    expect(asked).toHaveLength(3);
  });
});
