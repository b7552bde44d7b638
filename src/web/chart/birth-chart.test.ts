import { describe, expect, it } from 'vitest';

import type { BirthCity, FunnelState } from '../funnel/navigation-state';
import { birthDataFrom, castChart, chartPatch, planetPositionsOf } from './birth-chart';

const rome: BirthCity = {
  name: 'Rome',
  state: 'Lazio',
  country: 'Italy',
  displayName: 'Rome, Lazio, Italy',
  lat: 41.89193,
  lon: 12.51133,
  type: 'city',
  timeZone: 'Europe/Rome',
};
const state: FunnelState = {
  name: 'Giulia',
  email: 'giulia@example.com',
  gender: 'female',
  birthDate: '1990-06-15',
  birthTime: '2:30 PM',
  timeUnknown: false,
  birthCity: rome,
};

describe('birthDataFrom', () => {
  it('takes the date, clock time and place with its zone', () => {
    expect(birthDataFrom(state)).toEqual({
      date: '1990-06-15',
      time: '2:30 PM',
      lat: 41.89193,
      lon: 12.51133,
      zone: 'Europe/Rome',
    });
  });

  it("reads an unknown time as 'unknown' (the engine casts for local noon)", () => {
    expect(birthDataFrom({ ...state, birthTime: 'unknown', timeUnknown: true })?.time).toBe('unknown');
    expect(birthDataFrom({ ...state, birthTime: undefined })?.time).toBe('unknown');
  });

  it('is null without a date, a city or the city zone', () => {
    expect(birthDataFrom({ ...state, birthDate: undefined })).toBeNull();
    expect(birthDataFrom({ ...state, birthCity: undefined })).toBeNull();
    expect(birthDataFrom({ ...state, birthCity: { ...rome, timeZone: '' } })).toBeNull();
  });
});

describe('castChart', () => {
  it('computes the real chart (Rome, 15 June 1990, 2:30 PM: Gemini sun, Libra rising)', async () => {
    const result = await castChart(birthDataFrom(state)!);
    if (!result.ok) throw new Error(result.reason);
    expect(result.chart.bodies.Sun.sign).toBe('Gemini');
    expect(result.chart.ascendant.sign).toBe('Libra');
    expect(planetPositionsOf(result.chart)).toHaveLength(13);
    expect(planetPositionsOf(result.chart)[0]).toEqual({
      planet: 'Sun',
      sign: 'Gemini',
      degree: expect.any(Number),
      house: expect.any(Number),
      retrograde: false,
    });
  });

  it('reports a birth the engine cannot compute instead of inventing one', async () => {
    expect(await castChart({ ...birthDataFrom(state)!, zone: 'Mars/Olympus_Mons' })).toEqual({
      ok: false,
      reason: "Your birthplace's time zone is unknown.",
    });
    expect(await castChart({ ...birthDataFrom(state)!, date: '1850-01-01' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/outside the years/),
    });
  });
});

describe('chartPatch', () => {
  it('names the spec columns and leaves out what the state lacks', () => {
    expect(chartPatch(state, { zodiacSign: 'Gemini', ascendant: 'Libra' })).toEqual({
      zodiac_sign: 'Gemini',
      ascendant: 'Libra',
      name: 'Giulia',
      email: 'giulia@example.com',
      gender: 'female',
      birth_date: '1990-06-15',
      birth_time: '2:30 PM',
      birth_city_name: 'Rome',
      birth_city_country: 'Italy',
      birth_city_state: 'Lazio',
      birth_city_lat: 41.89193,
      birth_city_lon: 12.51133,
      birth_city_timezone: 'Europe/Rome',
    });
    expect(chartPatch({ timeUnknown: true }, { zodiacSign: 'Leo', ascendant: 'Leo' })).toEqual({
      zodiac_sign: 'Leo',
      ascendant: 'Leo',
      birth_time: 'unknown',
    });
  });
});
