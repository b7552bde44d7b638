import type { Sign } from '../../domain/astrology';
import type { Body } from '../synthesis/reading-input';
import { MARS_IN_SIGN, MERCURY_IN_SIGN, MOON_IN_SIGN, SUN_IN_SIGN, VENUS_IN_SIGN } from './personal-sign-lore';
import type { SignTexts } from './personal-sign-lore';
import { RISING_IN_SIGN } from './rising-lore';
import {
  CHIRON_IN_SIGN,
  JUPITER_IN_SIGN,
  NEPTUNE_IN_SIGN,
  NORTH_NODE_IN_SIGN,
  PLUTO_IN_SIGN,
  SATURN_IN_SIGN,
  URANUS_IN_SIGN,
} from './slow-sign-lore';
import type { Voice } from './voice';

/** Every body the reading interprets by sign; the South Node is read through the North Node. */
export type PlacedBody = Exclude<Body, 'South Node'>;

export const PLANET_SIGN_LORE: Record<PlacedBody, SignTexts> = {
  Sun: SUN_IN_SIGN,
  Moon: MOON_IN_SIGN,
  Mercury: MERCURY_IN_SIGN,
  Venus: VENUS_IN_SIGN,
  Mars: MARS_IN_SIGN,
  Jupiter: JUPITER_IN_SIGN,
  Saturn: SATURN_IN_SIGN,
  Uranus: URANUS_IN_SIGN,
  Neptune: NEPTUNE_IN_SIGN,
  Pluto: PLUTO_IN_SIGN,
  Chiron: CHIRON_IN_SIGN,
  'North Node': NORTH_NODE_IN_SIGN,
};

/** One of the texts written for `body` in `sign`. */
export function planetInSign(body: PlacedBody, sign: Sign, voice: Voice): string {
  return voice.pick(`planet-sign|${body}|${sign}`, PLANET_SIGN_LORE[body][sign]);
}

/** One of the texts written for `sign` on the ascendant. */
export function risingIn(sign: Sign, voice: Voice): string {
  return voice.pick(`rising|${sign}`, RISING_IN_SIGN[sign]);
}
