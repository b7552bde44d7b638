import { DateTime } from 'luxon';
import ical from 'node-ical';
import type { VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';

import { buildReadingDocument } from '../document/build-reading-document';
import type { BriefWindow } from '../document/reading-document';
import { MANILA, NOW, ROME, SITE } from '../synthesis/test-fixtures';
import { writeReadingCalendar } from '../../domain/reading-calendar';
import { buildReadingCalendar } from './build-reading-calendar';

/** A date-only value as node-ical gives it (midnight where the parser runs) back as a calendar date. */
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const written = (iso: string) => DateTime.fromISO(iso).setLocale('en-GB').toFormat('d MMMM yyyy');

const window = (
  planet: string,
  aspect: string,
  natal: string,
  from: string,
  to: string,
  peak: string,
): BriefWindow => ({
  planet,
  aspect,
  natal,
  effect: 'support',
  from,
  to,
  peak,
});

/** The dated parts of a reading as the document writes them: two questions, a "not yet" pointing past its own windows. */
const READING = {
  preparedOn: '28 November 2026',
  questions: [
    {
      question: 'Will I find love this year?',
      brief: {
        windows: [
          window('Jupiter', 'trine', 'Venus', '3 March 2027', '20 April 2027', '28 March 2027'),
          window('Venus', 'conjunction', 'Descendant', '14 February 2027', '14 February 2027', '14 February 2027'),
        ],
        betterWindow: null,
      },
    },
    {
      question: 'Should I move to Milan?',
      brief: {
        windows: [window('Saturn', 'square', 'Moon', '30 December 2026', '2 January 2027', '31 December 2026')],
        betterWindow: window('Jupiter', 'sextile', 'Moon', '1 September 2027', '15 October 2027', '20 September 2027'),
      },
    },
  ],
};

describe('the reading calendar', () => {
  it('puts every window of the reading in the calendar, as another library parses it', () => {
    const calendar = buildReadingCalendar(READING);
    const windows = READING.questions.flatMap((q) => [
      ...q.brief.windows.map((w) => ({ q, w })),
      ...(q.brief.betterWindow ? [{ q, w: q.brief.betterWindow }] : []),
    ]);
    expect(windows).toHaveLength(4);
    const text = writeReadingCalendar({ readingId: 41, calendar, brand: 'Astral', host: 'example.com' });
    const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events).toHaveLength(calendar.windows.length);
    for (const { q, w } of windows) {
      const title = `${w.planet} ${w.aspect} your ${w.natal} — ${q.question}`;
      const event = events.find(
        (e) =>
          e.summary === title &&
          (e.description as string).includes(w.from === w.to ? `on ${w.from}` : `from ${w.from} to ${w.to}`),
      );
      if (!event) throw new Error(`no event for ${title} (${w.from} to ${w.to})`);
      expect(event.datetype).toBe('date');
      expect(written(day(event.start))).toBe(w.from);
      // The end of an all-day event is the day after its last.
      expect(
        written(
          DateTime.fromISO(day(event.end as Date))
            .minus({ days: 1 })
            .toISODate() ?? '',
        ),
      ).toBe(w.to);
      if (w.from !== w.to) expect(event.description).toContain(`at its peak on ${w.peak}`);
      expect(event.uid).toMatch(/^reading-41-[a-z0-9-]+@example\.com$/);
      expect(event.alarms).toHaveLength(1);
      expect(event.alarms?.[0]).toMatchObject({
        action: 'DISPLAY',
        trigger: { params: { RELATED: 'START' }, val: 'PT9H' },
      });
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('finds every window of built test readings, with their days as the answers write them', () => {
    for (const input of [ROME, MANILA]) {
      const doc = buildReadingDocument(input, SITE, NOW);
      const text = writeReadingCalendar({
        readingId: 5,
        calendar: buildReadingCalendar(doc),
        brand: SITE.brand,
        host: 'a.example',
      });
      const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
      const windows = doc.questions.flatMap((q) => q.brief.windows.map((w) => ({ q, w })));
      expect(windows.length).toBeGreaterThan(0);
      expect(events.length).toBeGreaterThanOrEqual(windows.length);
      for (const { q, w } of windows) {
        const event = events.find(
          (e) =>
            e.summary === `${w.planet} ${w.aspect} your ${w.natal} — ${q.question}` && written(day(e.start)) === w.from,
        );
        expect(event, `${w.planet} ${w.aspect} ${w.natal} from ${w.from}`).toBeDefined();
        expect(
          written(
            DateTime.fromISO(day(event?.end as Date))
              .minus({ days: 1 })
              .toISODate() ?? '',
          ),
        ).toBe(w.to);
      }
    }
  });

  it('gives the same bytes for the same reading, whatever the clock says', () => {
    const make = () =>
      writeReadingCalendar({
        readingId: 7,
        calendar: buildReadingCalendar(READING),
        brand: 'Astral',
        host: 'example.com',
      });
    const first = make();
    expect(make()).toBe(first);
    expect(first).toContain('DTSTAMP:20261128T000000Z');
  });

  it('makes an empty calendar of a reading with no dated window', () => {
    const text = writeReadingCalendar({
      readingId: 7,
      calendar: { preparedOn: '2026-11-28', windows: [] },
      brand: 'Astral',
      host: 'example.com',
    });
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});
