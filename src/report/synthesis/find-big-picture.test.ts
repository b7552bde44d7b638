import { describe, expect, it } from 'vitest';
import type { Sign } from '../../domain/astrology';
import type { Aspect } from '../../astro/aspects';
import { findBigPicture, moonPhaseOf } from './find-big-picture';
import type { Body, ReadingChart } from './reading-input';

const SIGNS: Sign[] = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];
const BODIES: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

function chart(lons: number[], aspects: Aspect[] = []): ReadingChart {
  return {
    utc: '2000-01-01T12:00:00Z',
    timeKnown: false,
    positions: BODIES.map((planet, i) => {
      const lon = lons[i] ?? 0;
      return {
        planet,
        lon,
        sign: SIGNS[Math.floor(lon / 30)] as Sign,
        degree: lon % 30,
        house: null,
        retrograde: false,
        speed: 1,
      };
    }),
    houses: null,
    ascendant: null,
    midheaven: null,
    aspects,
    notes: [],
    houseSystem: null,
    zone: 'UTC',
  };
}

/** An aspect as the engine lists it; the pattern finders read only the pair and the aspect's name. */
function a(planet1: Body, planet2: Body, aspect: Aspect['aspect']): Aspect {
  return { planet1, planet2, aspect, orb: 1, influence: 'challenging' };
}

describe('findBigPicture', () => {
  it('finds a Sun-Mercury-Venus stellium in Leo and sums the element weights', () => {
    const bp = findBigPicture(chart([125, 10, 130, 135, 200, 250, 280, 310, 340, 20]));
    expect(bp.signStelliums).toEqual([{ sign: 'Leo', bodies: ['Sun', 'Mercury', 'Venus'] }]);
    const sum = Object.values(bp.elements.weights).reduce((a, b) => a + b, 0);
    expect(sum).toBe(12);
    expect(bp.elements.total).toBe(12);
    expect(bp.elements.strongest).toBe('Fire');
    expect(bp.chartRuler).toBeNull();
    expect(bp.hemispheres).toBeNull();
  });
  it('maps a Moon-Sun angle of 180 to full, 0 to new', () => {
    expect(moonPhaseOf(180)).toBe('full');
    expect(moonPhaseOf(2)).toBe('new');
    expect(moonPhaseOf(350)).toBe('new');
    expect(moonPhaseOf(300)).toBe('balsamic');
    expect(findBigPicture(chart([10, 190])).moonPhase.phase).toBe('full');
  });
  it('finds a constructed grand trine', () => {
    const t = (planet1: Body, planet2: Body): Aspect => ({
      planet1,
      planet2,
      aspect: 'Trine',
      orb: 1,
      influence: 'harmonious',
    });
    const bp = findBigPicture(
      chart(
        [10, 130, 250, 40, 70, 100, 160, 190, 220, 280],
        [t('Sun', 'Moon'), t('Moon', 'Mercury'), t('Sun', 'Mercury')],
      ),
    );
    expect(bp.patterns).toContainEqual({ kind: 'grand trine', bodies: ['Sun', 'Moon', 'Mercury'] });
  });
  it('finds a constructed T-square with its apex, and a grand cross', () => {
    const tSquare = findBigPicture(
      chart(
        [10, 190, 100, 40, 70, 130, 160, 220, 250, 280],
        [a('Sun', 'Moon', 'Opposition'), a('Sun', 'Mercury', 'Square'), a('Moon', 'Mercury', 'Square')],
      ),
    );
    expect(tSquare.patterns).toContainEqual({ kind: 'T-square', bodies: ['Sun', 'Moon', 'Mercury'], apex: 'Mercury' });
    expect(tSquare.patterns.some((p) => p.kind === 'grand cross')).toBe(false);
    const cross = findBigPicture(
      chart(
        [10, 190, 100, 280, 40, 70, 130, 160, 220, 250],
        [
          a('Sun', 'Moon', 'Opposition'),
          a('Mercury', 'Venus', 'Opposition'),
          a('Sun', 'Mercury', 'Square'),
          a('Moon', 'Mercury', 'Square'),
          a('Sun', 'Venus', 'Square'),
          a('Moon', 'Venus', 'Square'),
        ],
      ),
    );
    expect(cross.patterns.filter((p) => p.kind === 'grand cross').map((p) => [...p.bodies].sort())).toEqual([
      ['Mercury', 'Moon', 'Sun', 'Venus'],
    ]);
  });
  it('finds a constructed yod pointing at its apex', () => {
    const bp = findBigPicture(
      chart(
        [10, 70, 220, 40, 100, 130, 160, 190, 250, 280],
        [a('Sun', 'Moon', 'Sextile'), a('Sun', 'Mercury', 'Quincunx'), a('Moon', 'Mercury', 'Quincunx')],
      ),
    );
    expect(bp.patterns).toContainEqual({ kind: 'yod', bodies: ['Sun', 'Moon', 'Mercury'], apex: 'Mercury' });
  });
});
