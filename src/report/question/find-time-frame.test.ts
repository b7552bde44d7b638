import { describe, expect, it } from 'vitest';
import { findTimeFrame } from './find-time-frame';

// Saturday 10 January 2026, 10:00 UTC; in Auckland it is already the evening of the 10th, in Honolulu the night of the 9th.
const NOW = new Date('2026-01-10T10:00:00Z');
const frame = (text: string, zone = 'Europe/Rome', now = NOW) =>
  findTimeFrame(text, { now, zone, birthDate: '1992-06-14' });
const span = (text: string, zone?: string, now?: Date) => {
  const found = frame(text, zone, now);
  return found ? `${found.from}..${found.to}` : null;
};

describe('findTimeFrame', () => {
  it("reads seasons as the northern hemisphere's, this one or the next to come", () => {
    expect(frame('Will I meet someone this spring?')).toEqual({
      phrase: 'this spring',
      from: '2026-03-01',
      to: '2026-05-31',
    });
    expect(span('will we marry next summer')).toBe('2026-06-01..2026-08-31');
    expect(span('Will it end this winter?')).toBe('2026-01-10..2026-02-28');
    expect(span('Will it end next winter?')).toBe('2026-12-01..2027-02-28');
    expect(span('Will I move this spring?', 'Europe/Rome', new Date('2026-07-01T10:00:00Z'))).toBe(
      '2027-03-01..2027-05-31',
    );
    expect(span('Can I lose weight before summer?')).toBe('2026-01-10..2026-05-31');
    expect(frame('Will I fall in love?')).toBeNull();
  });

  it("reads seasons as the southern hemisphere's where the visitor's zone lies south of the equator", () => {
    expect(span('Will I pass my exams this summer?', 'Australia/Perth')).toBe('2026-01-10..2026-02-28');
    expect(span('Should I sell my house this spring?', 'Africa/Johannesburg')).toBe('2026-09-01..2026-11-30');
    expect(span('Will we marry next winter?', 'America/Argentina/Buenos_Aires')).toBe('2026-06-01..2026-08-31');
    // Asked in the last days of a season, "this spring" is the three months just ahead.
    const lateNovember = new Date('2026-11-28T09:00:00Z');
    expect(span('Should I sell my house this spring?', 'Africa/Johannesburg', lateNovember)).toBe(
      '2026-11-28..2027-02-27',
    );
  });

  it('reads years, months and weeks', () => {
    expect(span('Will I get married this year?')).toBe('2026-01-10..2026-12-31');
    expect(span('Should I move next year?')).toBe('2027-01-01..2027-12-31');
    expect(span('Will I be promoted in 2027?')).toBe('2027-01-01..2027-12-31');
    expect(span('Will I be debt free by 2028?')).toBe('2026-01-10..2028-12-31');
    expect(span('Will I hear from him this month?')).toBe('2026-01-10..2026-01-31');
    expect(span('will he call next month')).toBe('2026-02-01..2026-02-28');
    expect(span('Will I pass my exams in June?')).toBe('2026-06-01..2026-06-30');
    expect(span('Should I sign by the end of the year?')).toBe('2026-01-10..2026-12-31');
  });

  it('reads stretches counted from today', () => {
    expect(frame('Will I find a job in the next six months?')).toEqual({
      phrase: 'in the next six months',
      from: '2026-01-10',
      to: '2026-07-09',
    });
    expect(span('Will we move in together within a year?')).toBe('2026-01-10..2027-01-09');
    expect(span('Will things change in a few weeks?')).toBe('2026-01-10..2026-01-30');
    expect(span('What will happen in the coming year?')).toBe('2026-01-10..2027-01-09');
    expect(frame('Will he come back soon?')).toEqual({ phrase: 'soon', from: '2026-01-10', to: '2026-04-09' });
  });

  it("reads Christmas and the visitor's age and birthday from the birth date", () => {
    expect(span('Will he propose by Christmas?')).toBe('2026-01-10..2026-12-25');
    expect(span('Will I have a baby before 40?')).toBe('2026-01-10..2032-06-13');
    expect(span('Will I be married by the time I am 35?')).toBe('2026-01-10..2027-06-14');
    expect(span('Will I buy a house before my birthday?')).toBe('2026-01-10..2026-06-14');
    expect(frame('Will I be rich before I turn 30?')).toBeNull();
  });

  it("counts days in the visitor's own zone", () => {
    const lateEvening = new Date('2026-01-31T23:30:00Z');
    expect(span('this month', 'Pacific/Auckland', lateEvening)).toBe('2026-02-01..2026-02-28');
    expect(span('this month', 'Pacific/Honolulu', lateEvening)).toBe('2026-01-31..2026-01-31');
  });

  it('takes the phrase that comes first and ignores questions without one', () => {
    expect(frame('Will I move next year or in 2028?')?.phrase).toBe('next year');
    expect(frame('Will my ex come back?')).toBeNull();
  });
});
