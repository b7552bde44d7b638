// Astrology's own words for the spelling check (check-spelling.ts), accepted beside the dictionaries. Many are in
// today's dictionaries already; they are listed all the same so the check does not hang on a dictionary's edition.
// Only terms of the craft belong here, each form listed (a hyphenated word is checked part by part).
import { PLANETS } from '../../astro/positions';
import { SIGNS } from '../../astro/signs';

export const ASTROLOGY_WORDS: readonly string[] = [
  // The bodies and points a reading names, the signs, and the words that go with them.
  ...PLANETS.flatMap((planet) => planet.split(' ')),
  'Nodes',
  'Ascendant',
  'Descendant',
  'Midheaven',
  'Coeli',
  'Imum',
  ...SIGNS,
  // The aspects and their verbs.
  'conjunction',
  'conjunctions',
  'conjunct',
  'conjuncts',
  'sextile',
  'sextiles',
  'sextiled',
  'sextiling',
  'trine',
  'trines',
  'trined',
  'trining',
  'quincunx',
  'semisextile',
  'opposition',
  // Motion, houses and dignities.
  'ingress',
  'ingresses',
  'retrograde',
  'retrogrades',
  'retrograding',
  'stationing',
  'natal',
  'transiting',
  'cusp',
  'cusps',
  'decan',
  'decans',
  'horary',
  'synastry',
  'significator',
  'significators',
  'rulership',
  'rulerships',
  'detriment',
  'exaltation',
  'domicile',
  'Placidus',
  'Porphyry',
];
