import { houseLore, ordinal } from './house-lore';
import { PLANET_LORE, bodyName } from './planet-lore';
import type { Body } from '../synthesis/reading-input';
import type { Voice } from './voice';

/** A paragraph on a body placed in a house (1-12). */
export function planetInHouse(body: Body, house: number, voice: Voice): string {
  const lore = PLANET_LORE[body];
  const area = houseLore(house);
  return voice.pick(`planet-house|${body}|${house}`, [
    `Placed in your ${ordinal(house)} house, ${bodyName(body)} brings ${lore.theme} into ${area.area}. You will feel it most ${area.felt}.`,
  ]);
}
