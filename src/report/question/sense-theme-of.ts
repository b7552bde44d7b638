import { SENSE_THEMES } from './sense-themes';
import type { ThemeId } from './theme-ids';

let byWord: Map<string, ThemeId> | null = null;

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
