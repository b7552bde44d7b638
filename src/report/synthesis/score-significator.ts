import { ASPECT_GEOMETRY, isMajorAspect } from './aspect-geometry';
import type { Body, MajorAspect, PlanetPosition, ReadingChart } from './reading-input';
import { dignityOf } from './sign-facts';
import type { Dignity } from './sign-facts';
import type { NatalContact, Significator, SignificatorRole } from './testimony';

/** Essential dignity: a planet at home or exalted acts freely, one in detriment or fall works against the grain. */
export const DIGNITY_POINTS: Record<Dignity, number> = { domicile: 2, exaltation: 1.5, detriment: -1.5, fall: -2 };

/** Angular houses act, succedent houses hold, cadent houses scatter. */
const HOUSE_POINTS = { angular: 1, succedent: 0.25, cadent: -0.5 } as const;

/** How much one natal contact counts at an exact orb: the hard aspects and the conjunction bind hardest. */
const CONTACT_STRENGTH: Record<MajorAspect, number> = {
  Conjunction: 1,
  Opposition: 0.9,
  Square: 1,
  Trine: 0.9,
  Sextile: 0.6,
};

/** The orb at which a contact's strength has fallen to the floor (a wide aspect still colours a planet a little). */
const CONTACT_FADE_ORB = 10;
const CONTACT_FLOOR = 0.2;

const BENEFICS: readonly Body[] = ['Venus', 'Jupiter'];
const MALEFICS: readonly Body[] = ['Mars', 'Saturn'];

/** The South Node always opposes the North Node; counting both would read one axis twice. */
const IGNORED_CONTACTS: readonly Body[] = ['South Node'];

function contactEffect(aspect: MajorAspect, other: Body): NatalContact['effect'] {
  const kind = ASPECT_GEOMETRY[aspect].kind;
  if (kind === 'harmonious') return 'support';
  if (kind === 'challenging') return 'tension';
  if (BENEFICS.includes(other)) return 'support';
  return MALEFICS.includes(other) ? 'tension' : 'mixed';
}

/** The body's major aspects, conjunctions included, tightest first. */
export function readContacts(chart: ReadingChart, body: Body): NatalContact[] {
  return chart.aspects
    .filter((a) => a.planet1 === body || a.planet2 === body)
    .flatMap((a) => {
      const other = a.planet1 === body ? a.planet2 : a.planet1;
      if (!isMajorAspect(a.aspect) || IGNORED_CONTACTS.includes(other) || other === body) return [];
      return [{ other, aspect: a.aspect, orb: a.orb, effect: contactEffect(a.aspect, other) }];
    })
    .sort((a, b) => a.orb - b.orb);
}

/** A contact's signed share of the natal score: positive for support, negative for tension, zero when mixed. */
export function contactValue(contact: NatalContact): number {
  if (contact.effect === 'mixed') return 0;
  const closeness = Math.max(CONTACT_FLOOR, 1 - contact.orb / CONTACT_FADE_ORB);
  return (contact.effect === 'support' ? 1 : -1) * CONTACT_STRENGTH[contact.aspect] * closeness;
}

function housePoints(house: number | null): number {
  if (house === null) return 0;
  const place = house % 3;
  if (place === 1) return HOUSE_POINTS.angular;
  return place === 2 ? HOUSE_POINTS.succedent : HOUSE_POINTS.cadent;
}

/** A significator with its natal condition scored: dignity + house + the contacts' values. */
export function scoreSignificator(
  chart: ReadingChart,
  position: PlanetPosition,
  role: SignificatorRole,
  house: number | null,
): Significator {
  const body = position.planet;
  const dignity = dignityOf(body, position.sign);
  const contacts = readContacts(chart, body);
  const score =
    (dignity ? DIGNITY_POINTS[dignity] : 0) +
    housePoints(position.house) +
    contacts.reduce((sum, c) => sum + contactValue(c), 0);
  return { body, role, house, position, dignity, contacts, score: Math.round(score * 100) / 100 };
}
