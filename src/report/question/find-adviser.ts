import type { Adviser } from './life-themes';
import { THEMES } from './life-themes';
import type { Token } from './read-tokens';
import { ADVISER_CUES } from './theme-cues';
import type { ThemeId } from './theme-ids';

/**
 * Who decides beside the stars. A word that needs a doctor wins over everything (a pregnancy question filed under
 * children still gets one); then the themes' own advisers, most relevant first; then words for a lawyer or money adviser.
 */
export function findAdviser(tokens: readonly Token[], themes: readonly ThemeId[]): Adviser | null {
  const fromWords: Adviser[] = [];
  tokens.forEach((token, at) => {
    const pair = `${token.lemma} ${tokens[at + 1]?.lemma ?? ''}`;
    const adviser = ADVISER_CUES[pair] ?? ADVISER_CUES[token.lemma] ?? ADVISER_CUES[token.normal];
    if (adviser) fromWords.push(adviser);
  });
  if (fromWords.includes('doctor') || themes.some((theme) => THEMES[theme].area === 'health')) return 'doctor';
  return themes.map((theme) => THEMES[theme].adviser).find((adviser) => adviser !== null) ?? fromWords[0] ?? null;
}
