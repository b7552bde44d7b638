import type { Subject } from '../../domain/astrology';
import { SUBJECT_FALLBACK_THEME } from './life-themes';
import { endsClause } from './read-tokens';
import type { Token } from './read-tokens';
import { senseThemeOf } from './sense-theme-of';
import { THEME_CUES } from './theme-cues';
import { THEME_AREAS, THEME_IDS } from './theme-ids';
import type { ThemeId } from './theme-ids';

interface Cue {
  words: string[];
  weights: [ThemeId, number][];
}

/** A theme counts when it scores at least this, and at least this share of the best theme's score. */
const MIN_SCORE = 1.5;
const MIN_SHARE_OF_BEST = 0.4;
const MAX_THEMES = 3;
/** Words a phrase may skip between its own: "quit my current job" still says "quit job". */
const MAX_GAP = 2;
const GAP_TAGS = ['Adjective', 'Adverb', 'Determiner', 'Possessive', 'Value'];
/** Words that open background clauses; "if" and "when" are left out, as they often carry the matter itself. */
const SUBORDINATORS = new Set(['since', 'because', 'after', 'although', 'though', 'while', 'as']);
const BACKGROUND_WEIGHT = 0.5;
/**
 * What a content word no cue took adds to the theme its WordNet senses belong to: a lean, less than a cue's weakest
 * hint, so an unseen word ("bursitis", "overdraft") finds its area while the cues still decide between close themes.
 */
const SENSE_WEIGHT = 1.5;
// Verbs are left out: their WordNet hierarchies are loose ("happen" would lean to purpose).
const SENSE_TAGS = ['Noun', 'Adjective'];
const MOVE_WORDS = new Set(['move', 'relocate', 'emigrate', 'live', 'settle', 'work', 'go', 'join']);

const CUES_BY_FIRST_WORD = indexCues();

function indexCues(): Map<string, Cue[]> {
  const byPhrase = new Map<string, Cue>();
  for (const theme of THEME_IDS) {
    for (const [phrase, weight] of Object.entries(THEME_CUES[theme])) {
      const key = phrase.replace(/-/g, ' ');
      const cue = byPhrase.get(key) ?? { words: key.split(' '), weights: [] };
      cue.weights.push([theme, weight]);
      byPhrase.set(key, cue);
    }
  }
  const index = new Map<string, Cue[]>();
  for (const cue of byPhrase.values()) {
    const first = cue.words[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), cue]);
  }
  // Longest phrase first, then the weightiest: at each word the most specific reading wins.
  const weightOf = (cue: Cue) => cue.weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const cues of index.values()) cues.sort((a, b) => b.words.length - a.words.length || weightOf(b) - weightOf(a));
  return index;
}

function matchesWord(token: Token, word: string): boolean {
  return token.lemma === word || token.normal === word;
}

function isGap(token: Token): boolean {
  return GAP_TAGS.some((tag) => token.tags.has(tag)) || (token.tags.has('Noun') && !token.tags.has('Pronoun'));
}

/** The token positions a phrase takes when it starts at `start`, or null when it does not match there. */
function matchCue(tokens: readonly Token[], start: number, cue: Cue, used: readonly boolean[]): number[] | null {
  const positions = [start];
  let at = start;
  for (const word of cue.words.slice(1)) {
    let next = at + 1;
    let skipped = 0;
    for (;;) {
      const previous = tokens[next - 1];
      const token = tokens[next];
      if (!token || !previous || endsClause(previous) || used[next]) return null;
      if (matchesWord(token, word)) break;
      if (skipped === MAX_GAP || !isGap(token)) return null;
      skipped += 1;
      next += 1;
    }
    positions.push(next);
    at = next;
  }
  return positions;
}

/** 1 for a token of a main clause, less inside "since I moved abroad": the background, not the question. */
function weighTokens(tokens: readonly Token[]): number[] {
  let weight = 1;
  return tokens.map((token, at) => {
    if (at > 0 && SUBORDINATORS.has(token.normal)) weight = BACKGROUND_WEIGHT;
    const current = weight;
    if (endsClause(token)) weight = 1;
    return current;
  });
}

function scoreCues(tokens: readonly Token[]): Map<ThemeId, number> {
  const scores = new Map<ThemeId, number>();
  const used = tokens.map(() => false);
  const weights = weighTokens(tokens);
  tokens.forEach((token, start) => {
    if (used[start]) return;
    const candidates = [
      ...(CUES_BY_FIRST_WORD.get(token.lemma) ?? []),
      ...(token.normal === token.lemma ? [] : (CUES_BY_FIRST_WORD.get(token.normal) ?? [])),
    ];
    candidates.sort((a, b) => b.words.length - a.words.length);
    for (const cue of candidates) {
      const positions = matchCue(tokens, start, cue, used);
      if (!positions) continue;
      for (const position of positions) used[position] = true;
      for (const [theme, weight] of cue.weights)
        scores.set(theme, (scores.get(theme) ?? 0) + weight * (weights[start] ?? 1));
      return;
    }
  });
  tokens.forEach((token, at) => {
    if (used[at] || token.tags.has('Pronoun') || !SENSE_TAGS.some((tag) => token.tags.has(tag))) return;
    const theme = senseThemeOf(token.lemma) ?? senseThemeOf(token.normal);
    if (theme) scores.set(theme, (scores.get(theme) ?? 0) + SENSE_WEIGHT * (weights[at] ?? 1));
  });
  return scores;
}

/** A named country points abroad when the visitor wants to live there, to a journey otherwise; a city, less surely, to a move. */
function scorePlaces(tokens: readonly Token[], scores: Map<ThemeId, number>): void {
  const wantsToLive = tokens.some((token) => MOVE_WORDS.has(token.lemma));
  const add = (theme: ThemeId, weight: number) => scores.set(theme, (scores.get(theme) ?? 0) + weight);
  if (tokens.some((token) => token.tags.has('Country'))) {
    add(wantsToLive ? 'relocation-abroad' : 'travel', 5);
  } else if (wantsToLive && tokens.some((token) => token.tags.has('Place'))) {
    add('relocation-abroad', 2);
    add('moving-home', 1);
  }
}

/** The question's themes, and whether the reader is sure of the first. */
export interface FoundThemes {
  /** Most relevant first; never empty. */
  themes: ThemeId[];
  /** false when nothing was recognised (the subject's fallback) or the runner-up scores nearly as much as the first. */
  sure: boolean;
}

/** The first theme is sure when it outscores the runner-up by this factor. */
const SURE_LEAD = 1.25;

/**
 * The question's themes, most relevant first, from the cue table. The chosen subject only breaks ties: a question about
 * something else is answered on its own theme. Never empty: with nothing recognised, the subject's broadest theme.
 */
export function findThemes(tokens: readonly Token[], subject: Subject): FoundThemes {
  const scores = scoreCues(tokens);
  scorePlaces(tokens, scores);
  const ranked = THEME_IDS.filter((theme) => (scores.get(theme) ?? 0) >= MIN_SCORE).sort((a, b) => {
    const difference = (scores.get(b) ?? 0) - (scores.get(a) ?? 0);
    if (difference !== 0) return difference;
    return Number(THEME_AREAS[b] === subject) - Number(THEME_AREAS[a] === subject);
  });
  const best = scores.get(ranked[0] ?? SUBJECT_FALLBACK_THEME[subject]) ?? 0;
  const themes = ranked.filter((theme) => (scores.get(theme) ?? 0) >= best * MIN_SHARE_OF_BEST).slice(0, MAX_THEMES);
  if (themes.length === 0) return { themes: [SUBJECT_FALLBACK_THEME[subject]], sure: false };
  const second = scores.get(themes[1] ?? themes[0]!) ?? 0;
  return { themes, sure: themes.length === 1 || best >= second * SURE_LEAD };
}
