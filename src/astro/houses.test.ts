// House properties at many places and times, the polar fallback, Koch and the simple systems.
import { describe, expect, it } from 'vitest';
import { ascendant, computeHouses, houseOf, midheaven, type HouseSystem } from './houses';

const EPS = 23.4392911;
const arcmin = (a: number, b: number) => (((((a - b) % 360) + 540) % 360) - 180) * 60;
const RAD = Math.PI / 180;

function inOrder(cusps: number[]): boolean {
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const span = ((cusps[(i + 1) % 12] as number) - (cusps[i] as number) + 360) % 360;
    if (span <= 0 || span >= 180) return false;
    total += span;
  }
  return Math.abs(total - 360) < 1e-6;
}

describe('quadrant systems', () => {
  const lats = [-60, -45, -23.4, 0, 12.5, 40.7, 52, 60, 66];
  for (const system of ['P', 'K'] as HouseSystem[]) {
    it(`${system}: cusps in order, cusp 1 = Asc, cusp 10 = MC, opposite cusps 180 apart`, () => {
      for (const lat of lats) {
        for (let armc = 0; armc < 360; armc += 7.5) {
          const h = computeHouses(system, armc, lat, EPS);
          expect(h.fallback).toBe(false);
          expect(inOrder(h.cusps)).toBe(true);
          expect(h.cusps[0]).toBeCloseTo(h.asc, 10);
          expect(h.cusps[9]).toBeCloseTo(h.mc, 10);
          for (let i = 0; i < 6; i++)
            expect(Math.abs(arcmin(h.cusps[i + 6] as number, (h.cusps[i] as number) + 180))).toBeLessThan(1e-6);
        }
      }
    });
  }

  it('Koch equals Placidus on the equator (both reduce to equal right-ascension steps)', () => {
    for (let armc = 0; armc < 360; armc += 10) {
      const p = computeHouses('P', armc, 0, EPS).cusps;
      const k = computeHouses('K', armc, 0, EPS).cusps;
      p.forEach((c, i) => expect(Math.abs(arcmin(c, k[i] as number))).toBeLessThan(1e-6));
    }
  });
});

describe('angles', () => {
  it('the Asc is on the eastern horizon at every latitude, polar ones included', () => {
    for (const lat of [-89, -75, -66, 0, 45, 66, 70, 80, 89]) {
      for (let armc = 0; armc < 360; armc += 5) {
        const asc = ascendant(armc, lat, EPS);
        // Equatorial position of the ecliptic point, then its altitude and hour angle.
        const ra = Math.atan2(Math.sin(asc * RAD) * Math.cos(EPS * RAD), Math.cos(asc * RAD)) / RAD;
        const dec = Math.asin(Math.sin(asc * RAD) * Math.sin(EPS * RAD)) / RAD;
        const ha = (armc - ra) * RAD;
        const alt = Math.asin(
          Math.sin(lat * RAD) * Math.sin(dec * RAD) + Math.cos(lat * RAD) * Math.cos(dec * RAD) * Math.cos(ha),
        );
        expect(Math.abs(alt / RAD)).toBeLessThan(1e-7);
        expect(Math.sin(ha)).toBeLessThan(0); // east of the meridian: rising
      }
    }
  });

  it('the MC is on the meridian, on the same side as ARMC', () => {
    for (let armc = 0; armc < 360; armc += 5) {
      const mc = midheaven(armc, EPS);
      const ra = (Math.atan2(Math.sin(mc * RAD) * Math.cos(EPS * RAD), Math.cos(mc * RAD)) / RAD + 360) % 360;
      expect(Math.abs(arcmin(ra, armc))).toBeLessThan(1e-6);
    }
  });
});

describe('polar circle', () => {
  it('Placidus and Koch fall back to Porphyry inside the polar circle and say so', () => {
    for (const lat of [67, 70, 78.2, -80]) {
      for (const system of ['P', 'K'] as HouseSystem[]) {
        for (let armc = 0; armc < 360; armc += 15) {
          const h = computeHouses(system, armc, lat, EPS);
          expect(h.used).toBe('O');
          expect(h.fallback).toBe(true);
          expect(inOrder(h.cusps)).toBe(true);
          expect(h.cusps[0]).toBeCloseTo(h.asc, 10);
          expect(h.cusps[9]).toBeCloseTo(h.mc, 10);
        }
      }
    }
  });

  it('Equal and Whole Sign work at any latitude', () => {
    const e = computeHouses('E', 100, 80, EPS);
    expect(e.fallback).toBe(false);
    e.cusps.forEach((c, i) => expect(Math.abs(arcmin(c, e.asc + 30 * i))).toBeLessThan(1e-9));
    const w = computeHouses('W', 100, 80, EPS);
    expect(w.cusps[0]).toBe(Math.floor(w.asc / 30) * 30);
    expect(inOrder(w.cusps)).toBe(true);
  });
});

describe('houseOf', () => {
  it('a body on a cusp belongs to the house that starts there; wraps past 360', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(350, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(19.999, cusps)).toBe(2 - 1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.99, cusps)).toBe(12);
  });
});
