import type { FramePerson } from './question-frame';
import type { ThemeId } from './theme-ids';

/** The theme of a bond with each person, where the question is about how the two get on. */
const BOND_THEMES: Partial<Record<FramePerson, ThemeId>> = {
  friend: 'friend-conflict',
  boss: 'authority-conflict',
  colleague: 'authority-conflict',
  employee: 'authority-conflict',
  mother: 'parents',
  father: 'parents',
  parents: 'parents',
  sibling: 'siblings',
  child: 'child-relations',
  'sibling-child': 'child-relations',
  'child-spouse': 'in-laws',
  'partner-parent': 'in-laws',
  'partner-sibling': 'in-laws',
};

/**
 * Themes that tell how the client and someone get on (trust, feelings, a quarrel) rather than a matter of that person's
 * own: the bond is the one with the person asked about, so a friend who lies is a falling-out between friends, not a
 * lover's betrayal, and a boss who ignores the client is a conflict at work. A daughter's marriage is her own matter.
 */
const BOND_MATTERS: ReadonlySet<ThemeId> = new Set([
  'betrayal-forgiveness',
  'friend-conflict',
  'authority-conflict',
  'parents',
  'siblings',
  'child-relations',
  'in-laws',
  'family-conflict',
]);

/** Relatives, whose own love life a question may ask about ("will my daughter's marriage survive"). */
const KIN: ReadonlySet<FramePerson> = new Set([
  'mother',
  'father',
  'parents',
  'sibling',
  'child',
  'sibling-child',
  'child-spouse',
  'partner-parent',
  'partner-sibling',
]);
/** With a friend or at work a lover's words tell of the bond too: "our relationship", "a break-up" of friends. */
const OUTSIDE_MATTERS: ReadonlySet<ThemeId> = new Set([
  ...BOND_MATTERS,
  'relationship-future',
  'breakup',
  'reconciliation',
  'marriage-crisis',
]);

/** Whether a theme tells how two people get on rather than a matter of one of them. */
export function isBondMatter(theme: ThemeId): boolean {
  return BOND_MATTERS.has(theme);
}

/** The themes as the bond with the person asked about reads them, and whether that bond is all the question asks. */
export interface RelatedThemes {
  themes: ThemeId[];
  /** The matter is the bond itself, named by the person's word alone ("will my daughter-in-law accept me"). */
  bondOnly: boolean;
}

/**
 * The themes with a bond read as the bond with the person the question is about, when the reader is sure of them; and
 * when nothing but the person's own word gave the matter ("is my friend a fake friend"), the bond with them.
 */
export function relateThemes(
  themes: readonly ThemeId[],
  who: FramePerson,
  sure: boolean,
  /** Whether the first theme was read from what is asked, not only from the words naming a person. */
  topical: boolean,
): RelatedThemes {
  const bond = BOND_THEMES[who];
  const first = themes[0];
  const matters = KIN.has(who) ? BOND_MATTERS : OUTSIDE_MATTERS;
  if (!sure || !bond || first === undefined || (topical && !matters.has(first)))
    return { themes: [...themes], bondOnly: false };
  const related = first === bond ? [...themes] : [bond, ...themes.filter((theme) => theme !== bond)];
  return { themes: related.slice(0, Math.max(themes.length, 2)), bondOnly: !topical };
}
