// Tropical, geocentric, apparent longitudes on the true ecliptic and equinox of date.
import {
  type AstroTime,
  BaryState,
  Body,
  EclipticGeoMoon,
  HelioState,
  MassProduct,
  RotateVector,
  Rotation_EQJ_ECT,
  SunPosition,
  Vector,
  e_tilt,
  type RotationMatrix,
  StateVector,
} from 'astronomy-engine';
import { chironGeoVector } from './chiron';
import { meanNode, meanNodeSpeed } from './lunar-node';
import { normalizeDegrees } from './signs';

export const PLANETS = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'North Node',
  'South Node',
  'Chiron',
] as const;
export type Planet = (typeof PLANETS)[number];

export interface RawPosition {
  /** Ecliptic longitude, degrees [0, 360). */
  lon: number;
  /** Degrees per day; negative = retrograde. */
  speed: number;
}

type VectorPlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

const VSOP_BODIES: ReadonlyArray<readonly [VectorPlanet, Body]> = [
  ['Mercury', Body.Mercury],
  ['Venus', Body.Venus],
  ['Mars', Body.Mars],
  ['Jupiter', Body.Jupiter],
  ['Saturn', Body.Saturn],
  ['Uranus', Body.Uranus],
  ['Neptune', Body.Neptune],
];

const C_AU_PER_DAY = 173.1446326846693;
const DEG = 180 / Math.PI;
const SUN_GM = MassProduct(Body.Sun);
const GIANTS: ReadonlyArray<readonly [VectorPlanet, number]> = [
  ['Jupiter', MassProduct(Body.Jupiter)],
  ['Saturn', MassProduct(Body.Saturn)],
  ['Uranus', MassProduct(Body.Uranus)],
  ['Neptune', MassProduct(Body.Neptune)],
];
/** Step for the speeds of the Moon and Chiron (forward difference); 1 hour is far below any station. */
const SPEED_STEP_DAYS = 1 / 24;

function lonDiff(a: number, b: number): number {
  let d = a - b;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}

function eclipticLon(rot: RotationMatrix, v: Vector): number {
  const e = RotateVector(rot, v);
  return normalizeDegrees(Math.atan2(e.y, e.x) * DEG);
}

/**
 * Apparent geocentric longitude and speed from heliocentric states of the body and the Earth.
 * Light time and first-order aberration follow astronomy-engine's GeoVector(body, t, true):
 * both bodies are back-dated by the light time (here linearly, from their velocities; the
 * curvature over a few hours is below 0.05"). Speed is the rate of the geometric direction.
 */
function apparent(rot: RotationMatrix, time: AstroTime, body: StateVector, earth: StateVector): RawPosition {
  const dx = body.x - earth.x;
  const dy = body.y - earth.y;
  const dz = body.z - earth.z;
  const vx = body.vx - earth.vx;
  const vy = body.vy - earth.vy;
  const vz = body.vz - earth.vz;
  let tau = Math.hypot(dx, dy, dz) / C_AU_PER_DAY;
  for (let i = 0; i < 2; i++) tau = Math.hypot(dx - tau * vx, dy - tau * vy, dz - tau * vz) / C_AU_PER_DAY;
  const pos = RotateVector(rot, new Vector(dx - tau * vx, dy - tau * vy, dz - tau * vz, time));
  const vel = RotateVector(rot, new Vector(vx, vy, vz, time));
  const r2 = pos.x * pos.x + pos.y * pos.y;
  return {
    lon: normalizeDegrees(Math.atan2(pos.y, pos.x) * DEG),
    speed: ((pos.x * vel.y - pos.y * vel.x) / r2) * DEG,
  };
}

/**
 * Positions of the 13 chart bodies at `time`. The Earth and each planet are evaluated
 * once (position and velocity); the EQJ -> true-ecliptic-of-date rotation and the
 * nutation are computed once per chart.
 */
export function computePositions(time: AstroTime): Record<Planet, RawPosition> {
  const rot = Rotation_EQJ_ECT(time);
  const earth = HelioState(Body.Earth, time);
  const result = {} as Record<Planet, RawPosition>;
  const states = {} as Record<VectorPlanet, StateVector>;
  for (const [name, body] of VSOP_BODIES) {
    states[name] = HelioState(body, time);
    result[name] = apparent(rot, time, states[name], earth);
  }
  // Pluto: astronomy-engine integrates it barycentrically; subtract the Sun's barycentric
  // state built from the giants already computed (the same model HelioState uses).
  let sx = 0,
    sy = 0,
    sz = 0,
    svx = 0,
    svy = 0,
    svz = 0;
  for (const [name, gm] of GIANTS) {
    const k = gm / (gm + SUN_GM);
    const st = states[name];
    sx -= k * st.x;
    sy -= k * st.y;
    sz -= k * st.z;
    svx -= k * st.vx;
    svy -= k * st.vy;
    svz -= k * st.vz;
  }
  const pb = BaryState(Body.Pluto, time);
  const pluto = new StateVector(pb.x - sx, pb.y - sy, pb.z - sz, pb.vx - svx, pb.vy - svy, pb.vz - svz, time);
  result.Pluto = apparent(rot, time, pluto, earth);

  // The Sun: astronomy-engine's apparent position; speed from the Earth's velocity.
  const sunLon = normalizeDegrees(SunPosition(time).elon);
  const sunVel = RotateVector(rot, new Vector(-earth.vx, -earth.vy, -earth.vz, time));
  const sunPos = RotateVector(rot, new Vector(-earth.x, -earth.y, -earth.z, time));
  result.Sun = {
    lon: sunLon,
    speed: ((sunPos.x * sunVel.y - sunPos.y * sunVel.x) / (sunPos.x * sunPos.x + sunPos.y * sunPos.y)) * DEG,
  };

  const T = time.tt / 36525;
  const node = meanNode(T, e_tilt(time).dpsi);
  const nodeSpeed = meanNodeSpeed(T);
  result['North Node'] = { lon: node, speed: nodeSpeed };
  result['South Node'] = { lon: normalizeDegrees(node + 180), speed: nodeSpeed };

  const later = time.AddDays(SPEED_STEP_DAYS);
  const moon = EclipticGeoMoon(time).lon;
  const moonLater = EclipticGeoMoon(later).lon;
  result.Moon = { lon: normalizeDegrees(moon), speed: lonDiff(moonLater, moon) / SPEED_STEP_DAYS };
  const chiron = eclipticLon(rot, chironGeoVector(time));
  const chironLater = eclipticLon(rot, chironGeoVector(later));
  result.Chiron = { lon: chiron, speed: lonDiff(chironLater, chiron) / SPEED_STEP_DAYS };
  return result;
}
