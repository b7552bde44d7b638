// Local birth date + clock time + IANA zone -> the instant (UT), with the zone's history.
//
// Offsets come from the runtime's time-zone database through Intl.DateTimeFormat (what
// luxon's IANAZone does, without shipping luxon to the browser), so daylight saving, war
// time, local mean time and offsets with seconds follow tzdata.
// Limit: ICU ships tzdata without "backzone", so a few zones' pre-1970 history is a
// neighbour's (e.g. Europe/Amsterdam before 1940 reads as Brussels' offsets).
import { ChartInputError } from './chart-errors';

/** How a wall-clock time was mapped to an instant. */
export type TimeResolution =
  /** The clock time existed exactly once. */
  | 'exact'
  /** The clock time was skipped by a forward change (DST gap): read with the offset in force before it. */
  | 'dst-gap'
  /** The clock time happened twice (clocks went back): the first occurrence is used. */
  | 'ambiguous';

export interface BirthMoment {
  /** The instant, ISO 8601 UTC with seconds, e.g. 1926-08-28T11:14:00Z. */
  utc: string;
  /** Milliseconds since 1970 (UTC). */
  epochMs: number;
  /** Days since 2000-01-01 12:00 UT (astronomy-engine's `ut`). */
  ut: number;
  zone: string;
  /** UTC offset used, in seconds (local mean time can have seconds, e.g. Tehran +3:25:44). */
  offsetSeconds: number;
  /** The local date and clock time as given (time '12:00' when unknown). */
  localDate: string;
  localTime: string;
  /** False when the birth time was 'unknown': the chart is cast for local noon. */
  timeKnown: boolean;
  resolution: TimeResolution;
  /** For 'ambiguous': the other (later) instant the clock time also names. */
  alternativeUtc?: string;
  /** A sentence the UI can show when resolution is not 'exact'. */
  note?: string;
}

export interface BirthInput {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'H:MM AM/PM' (H 1-12) or 'unknown'. */
  time: string;
  /** IANA zone, e.g. 'Europe/Rome'. */
  zone: string;
}

/** Births the engine is validated for (the Chiron table and the accuracy tests cover these years). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/;

export function parseBirthDate(date: string): { year: number; month: number; day: number } {
  const m = DATE_RE.exec(date.trim());
  if (!m) throw new ChartInputError('invalid-date', `date must be YYYY-MM-DD, got "${date}"`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new ChartInputError('invalid-date', `no such calendar date: "${date}"`);
  }
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new ChartInputError('out-of-range', `year ${year} is outside ${MIN_YEAR}-${MAX_YEAR}`);
  }
  return { year, month, day };
}

/** 'H:MM AM/PM' -> 24-hour clock; 'unknown' -> null. */
export function parseBirthTime(time: string): { hour: number; minute: number } | null {
  const t = time.trim();
  if (t.toLowerCase() === 'unknown') return null;
  const m = TIME_RE.exec(t);
  if (!m) throw new ChartInputError('invalid-time', `time must be "H:MM AM/PM" or "unknown", got "${time}"`);
  const h12 = Number(m[1]);
  const minute = Number(m[2]);
  if (h12 < 1 || h12 > 12 || minute > 59) {
    throw new ChartInputError('invalid-time', `no such clock time: "${time}"`);
  }
  const pm = (m[3] as string).toLowerCase() === 'pm';
  return { hour: (h12 % 12) + (pm ? 12 : 0), minute };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the zone, or null when the runtime does not know the zone. */
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return null;
    }
    formatters.set(zone, f);
  }
  return f;
}

/** Offset of the zone at an instant, in seconds (local mean time has seconds, e.g. Tehran +3:25:44). */
function offsetSecondsAt(f: Intl.DateTimeFormat, epochMs: number): number {
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  let year = Number(parts.year);
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year;
  const asUtc = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return Math.round((asUtc - whole) / 1000);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const J2000_MS = Date.UTC(2000, 0, 1, 12);

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The instant of a birth. A clock time that did not exist (DST gap) is read with
 * the offset in force before the change, i.e. as if the clocks had not yet moved;
 * a clock time that happened twice is taken at its first occurrence (also the offset
 * in force before the change). One rule for both: the pre-transition offset.
 */
export function resolveBirthMoment(input: BirthInput): BirthMoment {
  const { year, month, day } = parseBirthDate(input.date);
  const clock = parseBirthTime(input.time);
  const timeKnown = clock !== null;
  const hour = clock?.hour ?? 12;
  const minute = clock?.minute ?? 0;

  const zone = input.zone ? formatterFor(input.zone) : null;
  if (!zone) {
    throw new ChartInputError('invalid-zone', `unknown IANA time zone "${input.zone}"`);
  }

  // The wall-clock reading as if it were UTC; true instant = wall - offset.
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  const offsets = new Set<number>();
  // A transition near the clock time shows up as different offsets half a day either side.
  for (const probeHours of [-12, 12]) {
    offsets.add(offsetSecondsAt(zone, wallMs + probeHours * 3_600_000));
  }
  const valid: number[] = [];
  for (const off of offsets) {
    const candidate = wallMs - off * 1000;
    if (offsetSecondsAt(zone, candidate) === off) valid.push(candidate);
  }
  valid.sort((a, b) => a - b);

  let epochMs: number;
  let resolution: TimeResolution = 'exact';
  let alternativeUtc: string | undefined;
  let note: string | undefined;
  const localTime = `${pad(hour)}:${pad(minute)}`;
  if (valid.length === 1) {
    epochMs = valid[0] as number;
  } else if (valid.length > 1) {
    epochMs = valid[0] as number;
    resolution = 'ambiguous';
    alternativeUtc = isoSeconds(valid[valid.length - 1] as number);
    note = `${localTime} on ${input.date} happened twice in ${input.zone} (clocks went back); the first occurrence was used.`;
  } else {
    // Gap: take the earliest candidate's offset, which is the offset before the change.
    const earliest = Math.min(...[...offsets].map((off) => wallMs - off * 1000));
    const before = offsetSecondsAt(zone, earliest);
    epochMs = wallMs - before * 1000;
    resolution = 'dst-gap';
    note = `${localTime} on ${input.date} did not exist in ${input.zone} (clocks went forward); it was read with the offset in force before the change.`;
  }
  if (!Number.isFinite(epochMs)) {
    throw new ChartInputError('invalid-date', `cannot place ${input.date} ${input.time} in ${input.zone}`);
  }

  const moment: BirthMoment = {
    utc: isoSeconds(epochMs),
    epochMs,
    ut: (epochMs - J2000_MS) / 86_400_000,
    zone: input.zone,
    offsetSeconds: Math.round((wallMs - epochMs) / 1000),
    localDate: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    localTime,
    timeKnown,
    resolution,
  };
  if (alternativeUtc) moment.alternativeUtc = alternativeUtc;
  if (note) moment.note = note;
  return moment;
}
