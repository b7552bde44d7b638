// The funnel's date-based sun sign and the chart summary / predictions.
import { describe, expect, it } from 'vitest';
import { computeChart } from './compute-chart';
import { predictionsFor, summarizeChart } from './predictions';
import { SIGNS, elementOf, sunSignForDate } from './signs';

describe('sun sign by date (standard tropical boundaries, spec section 9)', () => {
  it('Aries runs March 21 to April 19', () => {
    expect(sunSignForDate(3, 20)).toBe('Pisces');
    expect(sunSignForDate(3, 21)).toBe('Aries');
    expect(sunSignForDate(4, 19)).toBe('Aries');
    expect(sunSignForDate(4, 20)).toBe('Taurus');
  });

  it('wraps Capricorn over the new year and covers every sign', () => {
    expect(sunSignForDate(12, 22)).toBe('Capricorn');
    expect(sunSignForDate(1, 19)).toBe('Capricorn');
    expect(sunSignForDate(1, 20)).toBe('Aquarius');
    const seen = new Set<string>();
    for (let m = 1; m <= 12; m++) for (let d = 1; d <= 28; d++) seen.add(sunSignForDate(m, d));
    expect(seen.size).toBe(12);
    expect(() => sunSignForDate(13, 1)).toThrow(RangeError);
  });

  it('elements cycle fire, earth, air, water', () => {
    expect(SIGNS.map(elementOf).slice(0, 4)).toEqual(['Fire', 'Earth', 'Air', 'Water']);
    expect(elementOf('Pisces')).toBe('Water');
  });
});

describe('summary and predictions', () => {
  const chart = computeChart({
    date: '1926-08-28',
    time: '8:14 AM',
    lat: -23.5505,
    lon: -46.6333,
    zone: 'America/Sao_Paulo',
  });

  it('summarises sun, moon, ascendant and a dominant element', () => {
    const s = summarizeChart(chart);
    expect(s.sunSign).toBe('Virgo');
    expect(s.ascendantSign).toBe(chart.ascendant.sign);
    const max = Math.max(...Object.values(s.elementScores));
    expect(s.elementScores[s.dominantElement]).toBe(max);
  });

  it('gives a love, wellness and growth text for every sign combination', () => {
    for (const sunSign of SIGNS) {
      const p = predictionsFor({ sunSign, ascendant: sunSign });
      expect(p.love.length).toBeGreaterThan(80);
      expect(p.growth).toContain(`${sunSign} rising`);
    }
    expect(predictionsFor({ sunSign: 'Aries', ascendant: 'Leo', moonSign: 'Cancer' }).wellness).toMatch(
      /moods around you/,
    );
  });
});
