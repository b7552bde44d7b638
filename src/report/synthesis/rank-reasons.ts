import type { LifeTheme } from '../question/life-themes';
import { significatorWeight } from './find-significators';
import { contactValue, DIGNITY_POINTS } from './score-significator';
import type { Reason, Significator, TransitTestimony } from './testimony';

const MAX_REASONS = 5;

interface Ranked {
  reason: Reason;
  strength: number;
}

function dignityReasons(significator: Significator, weight: number): Ranked[] {
  if (!significator.dignity) return [];
  const points = DIGNITY_POINTS[significator.dignity];
  const reason: Reason = { effect: points > 0 ? 'support' : 'tension', source: { kind: 'dignity', significator } };
  return [{ reason, strength: Math.abs(points) * weight }];
}

/** Each contact once, even when both its bodies are significators. */
function contactReasons(significators: readonly Significator[], theme: LifeTheme): Ranked[] {
  const seen = new Set<string>();
  return significators.flatMap((significator) =>
    significator.contacts.flatMap((contact) => {
      const key = [significator.body, contact.other].sort().join('|') + contact.aspect;
      const value = contactValue(contact);
      if (value === 0 || seen.has(key)) return [];
      seen.add(key);
      const reason: Reason = {
        effect: value > 0 ? 'support' : 'tension',
        source: { kind: 'contact', significator, contact },
      };
      return [{ reason, strength: Math.abs(value) * significatorWeight(significator, theme) }];
    }),
  );
}

/** The testimony's pieces as reasons, strongest first: dignities and contacts by their weighted points, transits by weight. */
export function rankReasons(
  significators: readonly Significator[],
  transits: readonly TransitTestimony[],
  theme: LifeTheme,
): Reason[] {
  const ranked: Ranked[] = [
    ...significators.flatMap((s) => dignityReasons(s, significatorWeight(s, theme))),
    ...contactReasons(significators, theme),
    ...transits.map((transit): Ranked => ({
      reason: { effect: transit.effect, source: { kind: 'transit', transit } },
      strength: transit.weight,
    })),
  ];
  return ranked
    .sort((a, b) => b.strength - a.strength)
    .slice(0, MAX_REASONS)
    .map((r) => r.reason);
}
