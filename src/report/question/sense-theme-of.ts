import { LOOSE_SENSE_WORDS, SENSE_THEMES } from './sense-themes';
import type { ThemeId } from './theme-ids';

let byWord: Map<string, ThemeId> | null = null;
let loose: Set<string> | null = null;

/** The theme a word's commoner WordNet senses belong to ("bursitis" -> recovery, "stepmother" -> parents), or null. */
export function senseThemeOf(word: string): ThemeId | null {
  // Built on first use: the table is a few hundred kilobytes of words the server may never need.
  byWord ??= new Map(
    Object.entries(SENSE_THEMES).flatMap(([theme, words]) =>
      (words ?? '').split(' ').map((each): [string, ThemeId] => [each, theme as ThemeId]),
    ),
  );
  return byWord.get(word) ?? null;
}

/** Whether a word has many senses ("break", "state"), so that its theme is only a guess. */
export function isLooseSense(word: string): boolean {
  loose ??= new Set(LOOSE_SENSE_WORDS.split(' '));
  return loose.has(word);
}
