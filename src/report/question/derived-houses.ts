import type { FramePerson } from './question-frame';

/**
 * The house standing for each person, by derived houses (decision 0035): the person's own house counted from the 1st,
 * then their relations counted from it (a child's spouse is the 7th from the 5th, the 11th). A casual lover is the 5th
 * rather than the 7th; `findWho` says so.
 */
export const DERIVED_HOUSES: Record<FramePerson, number> = {
  self: 1,
  partner: 7,
  ex: 7,
  'prospective-partner': 7,
  child: 5,
  'child-spouse': 11,
  grandchild: 9,
  sibling: 3,
  'sibling-child': 7,
  mother: 10,
  father: 4,
  parents: 4,
  'partner-parent': 10,
  'partner-sibling': 9,
  boss: 10,
  colleague: 6,
  employee: 6,
  friend: 11,
  rival: 7,
  pet: 6,
  other: 7,
};
