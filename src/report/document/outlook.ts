import { DateTime } from 'luxon';

import { formatDay, formatMonth } from '../lore/format';
import type { OutlookRow, ReadingDocument } from './reading-document';
import {
  balanceAdvice,
  outlookOpening,
  quietYear,
  transitSentence,
  transitTiming,
  transitTitle,
  transitTone,
} from '../lore/transit-lore';
import type { TransitTone } from '../lore/transit-lore';
import type { Voice } from '../lore/voice';
import { mergePasses } from '../synthesis/transits';
import type { TransitEvent } from '../synthesis/transits';

type Area = OutlookRow['entries'][number]['area'];

/** Which natal points speak for which part of life. */
const AREA_OF_POINT: Record<string, Area> = {
  Venus: 'Love',
  Moon: 'Love',
  Sun: 'Wellness',
  Mars: 'Wellness',
  Ascendant: 'Wellness',
  Mercury: 'Growth',
  Jupiter: 'Growth',
  Saturn: 'Growth',
  Midheaven: 'Growth',
  'North Node': 'Growth',
};

function areaOf(event: TransitEvent): Area | null {
  return AREA_OF_POINT[event.natal] ?? null;
}

/** Which way the area's year leans, and the first date among the transits that make it lean so. */
function balance(events: readonly TransitEvent[], zone: string): { tone: TransitTone; date: string } {
  const easy = events.filter((e) => transitTone(e) === 'easy');
  const hard = events.filter((e) => transitTone(e) === 'hard');
  let tone: TransitTone = 'mixed';
  if (easy.length > hard.length) tone = 'easy';
  if (hard.length > easy.length) tone = 'hard';
  const leading = tone === 'easy' ? easy : tone === 'hard' ? hard : events;
  const first = Math.min(...leading.map((e) => (e.exact[0] ?? e.start).getTime()));
  return { tone, date: formatDay(new Date(first), zone) };
}

function areaParagraphs(area: Area, events: TransitEvent[], zone: string, voice: Voice): string[] {
  const mine = mergePasses(events.filter((e) => areaOf(e) === area));
  if (mine.length === 0) return [quietYear(area, voice)];
  const points = [...new Set(mine.map((e) => e.natal))];
  const { tone, date } = balance(mine, zone);
  return [
    outlookOpening(area, points, mine.length, voice),
    ...mine.slice(0, 5).map((e) => transitSentence(e, zone, voice)),
    balanceAdvice(area, tone, date, voice),
  ];
}

/**
 * One row per calendar month from `now`: the transits that are exact, begin or end in it. A transit
 * merely carrying on is left out, so a long one is not listed month after month.
 */
function monthRows(events: TransitEvent[], now: Date, zone: string): OutlookRow[] {
  const first = DateTime.fromJSDate(now, { zone }).startOf('month');
  return Array.from({ length: 12 }, (_, i) => {
    const start = first.plus({ months: i });
    const from = start.toJSDate();
    const to = start.endOf('month').toJSDate();
    const within = (d: Date) => d >= from && d <= to;
    const entries = events
      .filter((e) => areaOf(e) !== null && e.start <= to && e.end >= from)
      .map((e) => {
        const exactHere = e.exact.find(within);
        let timing: string | null = null;
        // The date the row is read by: the first one its text names.
        let date = e.start;
        if (exactHere) {
          timing = transitTiming({ ...e, exact: [exactHere] }, zone);
          date = exactHere;
        } else if (i === 0 || within(e.start)) {
          timing = `in orb from ${formatDay(e.start, zone)} to ${formatDay(e.end, zone)}`;
        } else if (within(e.end)) {
          timing = `leaves orb on ${formatDay(e.end, zone)}`;
          date = e.end;
        }
        return { e, exactHere, timing, date };
      })
      .filter(
        (x): x is { e: TransitEvent; exactHere: Date | undefined; timing: string; date: Date } => x.timing !== null,
      )
      // Transits exact this month are kept first when there are more than four, then the row reads in date order.
      .sort((a, b) => Number(b.exactHere !== undefined) - Number(a.exactHere !== undefined))
      .slice(0, 4)
      .sort((a, b) => a.date.getTime() - b.date.getTime())
      .map(({ e, timing }) => ({ area: areaOf(e)!, text: `${transitTitle(e)}, ${timing}` }));
    return { month: formatMonth(from, zone), entries };
  });
}

/** The year ahead by area, then month by month; `voice` chooses among the written variants. */
export function buildOutlook(
  events: TransitEvent[],
  now: Date,
  zone: string,
  voice: Voice,
): ReadingDocument['outlook'] {
  return {
    love: areaParagraphs('Love', events, zone, voice),
    wellness: areaParagraphs('Wellness', events, zone, voice),
    growth: areaParagraphs('Growth', events, zone, voice),
    months: monthRows(events, now, zone),
  };
}
