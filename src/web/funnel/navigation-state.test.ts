import { describe, expect, it } from 'vitest';

import { readFunnelState, type FunnelState } from './navigation-state';

const VALID: FunnelState = {
  gender: 'female',
  readingId: 42,
  userLocation: { country_name: 'Italy', region: 'Lazio', city: 'Rome', country_code: 'IT' },
  countryCode: 'IT',
  sourcePage: '/love',
  name: 'Anna',
  birthDate: '1990-05-17',
  birthTime: '14:30',
  timeUnknown: false,
  birthCity: {
    name: 'Rome',
    state: null,
    country: 'Italy',
    displayName: 'Rome, Italy',
    lat: 41.9,
    lon: 12.5,
    type: 'city',
    timeZone: 'Europe/Rome',
  },
  ascendant: 'Leo',
  zodiacSign: 'Taurus',
  planetPositions: [{ planet: 'Sun', sign: 'Taurus', degree: 26.4, house: 10, retrograde: false }],
  subject: 'love',
  questions: ['Will I meet someone this year?'],
  selectedPrice: '$29',
  fromVideoRev: true,
};

describe('readFunnelState', () => {
  it('keeps a valid state as it is', () => {
    expect(readFunnelState(structuredClone(VALID))).toEqual(VALID);
  });

  it('keeps a null location, which means the server did not find one', () => {
    expect(readFunnelState({ readingId: 7, userLocation: null, countryCode: null })).toEqual({
      readingId: 7,
      userLocation: null,
      countryCode: null,
    });
  });

  it('drops a field that fails its schema and keeps the rest', () => {
    const { gender, ...rest } = VALID;
    expect(gender).toBe('female');
    const read = readFunnelState({ ...VALID, gender: 'robot' });
    expect(read).toEqual(rest);
    expect(read).not.toHaveProperty('gender');
  });

  it('drops a nested object with one bad field whole, keeping the other fields', () => {
    const read = readFunnelState({ ...VALID, birthCity: { ...VALID.birthCity, lat: '41.9' }, readingId: '42' });
    expect(read).not.toHaveProperty('birthCity');
    expect(read).not.toHaveProperty('readingId');
    expect(read.birthDate).toBe('1990-05-17');
    expect(read.planetPositions).toEqual(VALID.planetPositions);
  });

  it.each([null, undefined, 'state', 42, true, [VALID]])('reads %j as no state', (state) => {
    expect(readFunnelState(state)).toEqual({});
  });

  it('drops keys the schema does not know', () => {
    expect(readFunnelState({ readingId: 3, idx: 1, usr: { readingId: 9 }, reviewLink: { token: 'x' } })).toEqual({
      readingId: 3,
    });
  });
});
