import { DateTime } from 'luxon';

import { formatMonth } from '../lore/format';
import type { OutlookRow, ReadingDocument } from './reading-document';
import { transitKind, transitSentence, transitTiming, transitTitle } from '../lore/transit-lore';
import { mergePasses } from '../synthesis/transits';
import type { TransitEvent } from '../synthesis/transits';

type Area = OutlookRow['entries'][number]['area'];

/** Which natal points speak for which part of life. */
const AREA_OF_POINT: Record<string, Area> = {
  Venus: 'Love', Moon: 'Love',
  Sun: 'Wellness', Mars: 'Wellness', Ascendant: 'Wellness',
  Mercury: 'Growth', Jupiter: 'Growth', Saturn: 'Growth', Midheaven: 'Growth', 'North Node': 'Growth',
};

const QUIET: Record<Area, string> = {
  Love: 'No slow planet touches your Venus or your Moon in the coming twelve months. For the heart this is a calm, self-directed year: what grows in love grows from your choices, not from outside pressure, and that is a gift.',
  Wellness: 'No slow planet presses on your Sun or Mars this year, so your vitality is yours to shape. Steady habits will carry you further than any dramatic change.',
  Growth: 'The slow planets leave your Mercury, Jupiter, Saturn and career point undisturbed this year: a year to consolidate, study and prepare rather than to leap.',
};

const OPENING: Record<Area, string> = {
  Love: 'For love, I watched the slow planets as they cross the points of your chart that speak for the heart, your Venus and your Moon.',
  Wellness: 'For wellness, I followed the transits to your Sun and Mars, the sources of your vitality, and, when your birth time allows, to your ascendant, the body itself.',
  Growth: 'For growth, I followed the transits to your mind, your luck, your discipline and your calling.',
};

function areaOf(event: TransitEvent): Area | null {
  return AREA_OF_POINT[event.natal] ?? null;
}

function advice(events: TransitEvent[]): string {
  const hard = events.filter((e) => transitKind(e) === 'challenging').length;
  const easy = events.filter((e) => transitKind(e) === 'harmonious').length;
  if (easy > hard) return 'On balance the year leans in your favour here: say yes when these windows open.';
  if (hard > easy) return 'On balance this is a year of effort here, and effort spent now pays for years.';
  return 'The year mixes ease and effort here; use the easy weeks to prepare for the demanding ones.';
}

function areaParagraphs(area: Area, events: TransitEvent[], zone: string): string[] {
  const mine = mergePasses(events.filter((e) => areaOf(e) === area));
  if (mine.length === 0) return [QUIET[area]];
  return [OPENING[area], ...mine.slice(0, 5).map((e) => transitSentence(e, zone)), advice(mine)];
}

/** One row per calendar month from `now`, listing the transits in orb during that month. */
function monthRows(events: TransitEvent[], now: Date, zone: string): OutlookRow[] {
  const first = DateTime.fromJSDate(now, { zone }).startOf('month');
  return Array.from({ length: 12 }, (_, i) => {
    const start = first.plus({ months: i });
    const end = start.endOf('month');
    const from = start.toJSDate(), to = end.toJSDate();
    // Transits exact this month come first; the ones merely in orb fill the rest.
    const entries = events
      .filter((e) => areaOf(e) !== null && e.start <= to && e.end >= from)
      .map((e) => ({ e, exactHere: e.exact.find((d) => d >= from && d <= to) }))
      .sort((a, b) => Number(b.exactHere !== undefined) - Number(a.exactHere !== undefined))
      .slice(0, 4)
      .map(({ e, exactHere }) => {
        const timing = exactHere ? transitTiming({ ...e, exact: [exactHere] }, zone) : 'in orb';
        return { area: areaOf(e)!, text: `${transitTitle(e)}, ${timing}` };
      });
    return { month: formatMonth(start.toJSDate(), zone), entries };
  });
}

export function buildOutlook(events: TransitEvent[], now: Date, zone: string): ReadingDocument['outlook'] {
  return {
    love: areaParagraphs('Love', events, zone),
    wellness: areaParagraphs('Wellness', events, zone),
    growth: areaParagraphs('Growth', events, zone),
    months: monthRows(events, now, zone),
  };
}
