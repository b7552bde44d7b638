import { houseLore, ordinal } from './house-lore';
import { PLANET_LORE, bodyName, capitalise } from './planet-lore';
import type { Body } from '../synthesis/reading-input';
import type { Voice } from './voice';

/** A paragraph on a body placed in a house (1-12); every variant names the body, so no two bodies share a sentence. */
export function planetInHouse(body: Body, house: number, voice: Voice): string {
  const lore = PLANET_LORE[body];
  const area = houseLore(house);
  const name = bodyName(body);
  return voice.pick(`planet-house|${body}|${house}`, [
    `Placed in your ${ordinal(house)} house, ${name} brings ${lore.theme} into ${area.area}; you will feel ${name} most ${area.felt}.`,
    `${capitalise(name)} sits in your ${ordinal(house)} house, the house of ${area.area}: this is where ${lore.theme} does its daily work, ${area.felt}.`,
    `With ${name} in the ${ordinal(house)} house, ${area.area} becomes the stage for ${lore.theme}; look for ${name} ${area.felt}.`,
  ]);
}
