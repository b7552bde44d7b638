import { ASPECT_LORE } from './aspect-lore';
import { ASPECT_GEOMETRY } from '../synthesis/aspect-geometry';
import type { AspectKind } from '../synthesis/aspect-geometry';
import { formatDay } from './format';
import type { SlowBody } from '../synthesis/reading-input';
import type { TransitEvent } from '../synthesis/transits';

/** What each slow planet brings by transit, by the kind of aspect it makes. */
const TRANSIT_MEANING: Record<SlowBody, Record<AspectKind, string>> = {
  Jupiter: {
    harmonious: 'a season of luck, generosity and open doors',
    challenging: 'a season of big appetites and big promises, where the only danger is overdoing it',
    fusing: 'the start of a new twelve-year chapter of growth',
  },
  Saturn: {
    harmonious: 'steady, earned progress that others begin to notice',
    challenging: 'a reality check that rewards patience and honest effort',
    fusing: 'a time to commit, simplify and build something to last',
  },
  Uranus: {
    harmonious: 'welcome surprises and a fresh taste of freedom',
    challenging: 'sudden changes that shake loose whatever had become stuck',
    fusing: 'an awakening: a part of you asks to be lived differently',
  },
  Neptune: {
    harmonious: 'inspiration, compassion and unusually vivid intuition',
    challenging: 'a foggy, idealistic stretch where it pays to check facts twice',
    fusing: 'a dreamy, spiritual season that softens old certainties',
  },
  Pluto: {
    harmonious: 'quiet empowerment and the courage to go deeper',
    challenging: 'an ending or a power struggle that clears the way for renewal',
    fusing: 'a profound transformation that you will look back on as a turning point',
  },
};

export function transitKind(event: TransitEvent): AspectKind {
  return ASPECT_GEOMETRY[event.aspect].kind;
}

export function transitTitle(event: TransitEvent): string {
  return `${event.transiting} ${event.aspect.toLowerCase()} your ${event.natal}`;
}

/** "exact on 3 March 2026" or "in orb from … to …" */
export function transitTiming(event: TransitEvent, zone: string): string {
  if (event.exact.length > 0) {
    const days = event.exact.map((d) => formatDay(d, zone));
    return days.length === 1 ? `exact on ${days[0]}` : `exact on ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  }
  return `in orb from ${formatDay(event.start, zone)} to ${formatDay(event.end, zone)}`;
}

export function transitSentence(event: TransitEvent, zone: string): string {
  const verb = ASPECT_LORE[event.aspect].transit;
  const meaning = TRANSIT_MEANING[event.transiting][transitKind(event)];
  return `${event.transiting} ${verb} your natal ${event.natal} (${transitTiming(event, zone)}): ${meaning}.`;
}
