// Known-good values from published sources, with stated tolerances.
// Angles are compared on the circle; errors are reported in arcminutes (').
import { AstroTime, MakeTime, SiderealTime, e_tilt } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { computeHouses } from './houses';
import { meanNodeMeanEquinox } from './lunar-node';
import { computePositions, type Planet } from './positions';

const J2000_JD = 2451545.0;
/** Signed difference a - b on the circle, in arcminutes. */
const arcmin = (a: number, b: number) => ((((a - b) % 360) + 540) % 360 - 180) * 60;

/** An instant given by its TT Julian day (TDB ~ TT to 2 ms), independent of the Delta-T model. */
function atTT(jdTT: number): AstroTime {
  const t = new AstroTime(jdTT - J2000_JD);
  t.tt = jdTT - J2000_JD;
  return t;
}
/** An instant given by its UT Julian day (astronomy-engine's Delta T gives TT). */
const atUT = (jdUT: number) => MakeTime(jdUT - J2000_JD);

describe('Meeus, Astronomical Algorithms 2nd ed.: worked examples', () => {
  it('ex. 25.b: apparent Sun 1992 Oct 13.0 TD, lambda = 199 deg 54 min 21.56 sec (tol 0.1\')', () => {
    const lon = computePositions(atTT(2448908.5)).Sun.lon;
    expect(Math.abs(arcmin(lon, 199 + 54 / 60 + 21.56 / 3600))).toBeLessThan(0.1);
  });

  it('ex. 47.a: apparent Moon 1992 Apr 12.0 TD, lambda = 133.162655 deg (tol 0.5\')', () => {
    const lon = computePositions(atTT(2448724.5)).Moon.lon;
    expect(Math.abs(arcmin(lon, 133.162655))).toBeLessThan(0.5);
  });

  it('ex. 12.a: apparent sidereal time 1987 Apr 10 0h UT = 13h10m46.1351s (tol 0.05\' = 0.2 s)', () => {
    const gast = SiderealTime(atUT(2446895.5));
    const expected = 13 + 10 / 60 + 46.1351 / 3600;
    expect(Math.abs(gast - expected) * 3600).toBeLessThan(0.2);
  });

  it('ex. 22.a: nutation and obliquity 1987 Apr 10.0 TD (dpsi -3.788", deps +9.443", eps 23 deg 26 min 36.850 sec; tol 0.5")', () => {
    const tilt = e_tilt(atTT(2446895.5));
    expect(Math.abs(tilt.dpsi - -3.788)).toBeLessThan(0.5);
    expect(Math.abs(tilt.deps - 9.443)).toBeLessThan(0.5);
    expect(Math.abs(tilt.tobl - (23 + 26 / 60 + 36.85 / 3600)) * 3600).toBeLessThan(0.5);
  });

  it('ex. 22.a: mean node of the Moon 1987 Apr 10.0 TD, Omega = 11.2531 deg (tol 0.0001 deg, the printed precision)', () => {
    const T = (2446895.5 - J2000_JD) / 36525;
    expect(Math.abs(meanNodeMeanEquinox(T) - 11.2531)).toBeLessThan(0.0001);
  });
});

// NASA/JPL Horizons API, observer table, geocentric, "ObsEcLon": apparent ecliptic-of-date longitude
// (light time, deflection, aberration), DE441. Queries archived in github.com/heirloomlogic/AstronomyKit,
// Scripts/reference-data/sources/horizons/{moon,mars,pluto,mercury-station}-observer.json.
// Times are UT; Horizons holds Delta T at 69.184 s after the last leap second, so 2100 rows are
// compared at the same TT (UT + 69.184 s) to test the ephemeris, not the Delta-T forecast.
const HORIZONS_ROWS: Array<{ body: Planet; jdUT: number; lon: number; dT?: number }> = [
  { body: 'Moon', jdUT: 2415020.5, lon: 272.4162663 },
  { body: 'Moon', jdUT: 2451544.5, lon: 217.2933209 },
  { body: 'Moon', jdUT: 2488069.5, lon: 157.4116075, dT: 69.184 },
  { body: 'Mars', jdUT: 2415020.5, lon: 283.8676754 },
  { body: 'Mars', jdUT: 2451544.5, lon: 327.5754592 },
  { body: 'Mars', jdUT: 2488069.5, lon: 29.5253595, dT: 69.184 },
  { body: 'Pluto', jdUT: 2415020.5, lon: 75.2513936 },
  { body: 'Pluto', jdUT: 2451544.5, lon: 251.43715 },
  { body: 'Pluto', jdUT: 2488069.5, lon: 32.403024, dT: 69.184 },
  { body: 'Mercury', jdUT: 2460897.5, lon: 124.345832 },
  { body: 'Mercury', jdUT: 2460898.5, lon: 124.254966 },
  { body: 'Mercury', jdUT: 2460899.5, lon: 124.2765166 },
];

describe('JPL Horizons (DE441) apparent geocentric longitudes, 1900-2100 (tol 0.5\')', () => {
  for (const row of HORIZONS_ROWS) {
    it(`${row.body} JD ${row.jdUT} UT = ${row.lon}`, () => {
      const time = row.dT === undefined ? atUT(row.jdUT) : atTT(row.jdUT + row.dT / 86400);
      const err = arcmin(computePositions(time)[row.body].lon, row.lon);
      expect(Math.abs(err)).toBeLessThan(0.5);
    });
  }
});

// Swiss Ephemeris' own test suite: perl/t/SwissEph.t in github.com/arturania/swisseph
// (swe_houses(2451544.5 UT, lat 52, lon 7, 'P') and swe_houses_armc(106.96424825, 52, 23.4376796111111, 'P')),
// values rounded to 0.0001 deg = 0.006'.
const SE_PLACIDUS = [191.8825, 217.0327, 248.4837, 285.6359, 321.0151, 349.6374, 11.8825, 37.0327, 68.4837, 105.6359, 141.0151, 169.6374];

describe('Swiss Ephemeris test suite: Placidus cusps (tol 0.05\')', () => {
  it('swe_houses_armc(106.96424825, 52, 23.4376796111111): all 12 cusps, Asc and MC', () => {
    const h = computeHouses('P', 106.96424825, 52, 23.4376796111111);
    h.cusps.forEach((c, i) => expect(Math.abs(arcmin(c, SE_PLACIDUS[i] as number))).toBeLessThan(0.05));
    expect(Math.abs(arcmin(h.asc, 191.8825))).toBeLessThan(0.05);
    expect(Math.abs(arcmin(h.mc, 105.6359))).toBeLessThan(0.05);
  });

  it('swe_houses(JD 2451544.5 UT, lat 52, lon 7): ARMC 106.9642 and the same cusps from our sidereal time and obliquity', () => {
    const time = atUT(2451544.5);
    const armc = (SiderealTime(time) * 15 + 7) % 360;
    expect(Math.abs(arcmin(armc, 106.9642))).toBeLessThan(0.05);
    const h = computeHouses('P', armc, 52, e_tilt(time).tobl);
    h.cusps.forEach((c, i) => expect(Math.abs(arcmin(c, SE_PLACIDUS[i] as number))).toBeLessThan(0.05));
  });
});

// swetest v2.10.03 Placidus cusps as quoted in a public Rust test file of the crate
// `tailored_ephemeris` (tests/, "Reference data from swetest v2.10.03 using swe_houses()"):
// four places, both hemispheres, 1975-2000, rounded to 0.0001 deg.
const SWETEST_CASES = [
  { label: 'London 2000-01-01 12:00 UT', jdUT: 2451545.0, lat: 51.5074, lon: -0.1278, cusps: [24.0146, 61.013, 81.9114, 99.4932, 118.9135, 147.4855] },
  { label: 'New York 1990-01-15 08:30 UT', jdUT: 2447906.5 + 8.5 / 24, lat: 40.7128, lon: -74.006, cusps: [241.4327, 273.1664, 310.2772, 346.9872, 17.4149, 41.4115] },
  { label: 'Sydney 1985-07-20 22:00 UT', jdUT: 2446266.5 + 22 / 24, lat: -33.8688, lon: 151.2093, cusps: [136.315, 179.7716, 215.1474, 241.9287, 264.6947, 287.7138] },
  { label: 'Tokyo 1975-03-10 06:00 UT', jdUT: 2442481.5 + 6 / 24, lat: 35.6762, lon: 139.6503, cusps: [136.326, 159.2722, 186.8558, 219.3433, 254.0621, 286.9726] },
];

describe('swetest 2.10.03 Placidus cusps 1-6 at four places (tol 0.05\')', () => {
  for (const c of SWETEST_CASES) {
    it(c.label, () => {
      const time = atUT(c.jdUT);
      const armc = (SiderealTime(time) * 15 + c.lon + 360) % 360;
      const h = computeHouses('P', armc, c.lat, e_tilt(time).tobl);
      c.cusps.forEach((v, i) => expect(Math.abs(arcmin(h.cusps[i] as number, v))).toBeLessThan(0.05));
    });
  }
});
