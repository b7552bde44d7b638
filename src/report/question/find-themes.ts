import type { Subject } from '../../domain/astrology';
import { SUBJECT_FALLBACK_THEME } from './life-themes';
import { endsClause } from './read-tokens';
import type { Token } from './read-tokens';
import { PERSON_WORDS } from './person-words';
import { isLooseSense, senseThemeOf } from './sense-theme-of';
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
 * What a noun or adjective no cue took adds to the theme its WordNet senses belong to, so an unseen word ("bursitis",
 * "bankruptcy") finds its area: a word of one or two senses says it plainly, one of many ("break") only leans.
 */
const SPECIFIC_SENSE_WEIGHT = 2.5;
const LOOSE_SENSE_WEIGHT = 1.5;
// Verbs are left out: their WordNet hierarchies are loose ("happen" would lean to purpose).
const SENSE_TAGS = ['Noun', 'Adjective'];
/**
 * The subject the visitor chose weighs what the question asks in its area's themes by this: nine questions in ten are
 * about it, so a word that leans elsewhere ("break" in a question about a mother's hip) does not carry a question away
 * from it. A person's word is not weighed so: "my daughter" under family does not make a driving test a family matter.
 */
const SUBJECT_PRIOR = 2;
/** The first theme is sure only with a cue of at least this weight for it, not a WordNet lean or a person's word alone. */
const SURE_CUE = 1.5;
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

/** One piece of evidence for a theme: a cue phrase, a person's word, a word's WordNet sense, or a named place. */
interface Evidence {
  theme: ThemeId;
  weight: number;
  kind: 'cue' | 'person' | 'sense' | 'place';
}

/** Words that name a person ("daughter", "boss"): whom the question is about, not what it asks about them. */
const PERSON_NAMES = new Set([...PERSON_WORDS.flatMap(([words]) => words.split(/[ |]/)), 'in', 'law']);

function wordEvidence(tokens: readonly Token[]): Evidence[] {
  const evidence: Evidence[] = [];
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
        evidence.push({
          theme,
          weight: weight * (weights[start] ?? 1),
          kind: cue.words.every((word) => PERSON_NAMES.has(word)) ? 'person' : 'cue',
        });
      return;
    }
  });
  tokens.forEach((token, at) => {
    if (used[at] || token.tags.has('Pronoun') || !SENSE_TAGS.some((tag) => token.tags.has(tag))) return;
    const word = senseThemeOf(token.lemma) ? token.lemma : token.normal;
    const theme = senseThemeOf(word);
    if (!theme) return;
    const weight = isLooseSense(word) ? LOOSE_SENSE_WEIGHT : SPECIFIC_SENSE_WEIGHT;
    evidence.push({ theme, weight: weight * (weights[at] ?? 1), kind: 'sense' });
  });
  return evidence;
}

/** A named country points abroad when the visitor wants to live there, to a journey otherwise; a city, less surely, to a move. */
function placeEvidence(tokens: readonly Token[]): Evidence[] {
  const wantsToLive = tokens.some((token) => MOVE_WORDS.has(token.lemma));
  const place = (theme: ThemeId, weight: number): Evidence => ({ theme, weight, kind: 'place' });
  if (tokens.some((token) => token.tags.has('Country')))
    return [place(wantsToLive ? 'relocation-abroad' : 'travel', 5)];
  if (wantsToLive && tokens.some((token) => token.tags.has('Place')))
    return [place('relocation-abroad', 2), place('moving-home', 1)];
  return [];
}

/** Every piece of evidence the question gives for a theme. */
function themeEvidence(tokens: readonly Token[]): Evidence[] {
  return [...wordEvidence(tokens), ...placeEvidence(tokens)];
}

/** The question's themes, and whether the reader is sure of the first. */
export interface FoundThemes {
  /** Most relevant first; never empty. */
  themes: ThemeId[];
  /**
   * false when nothing was recognised (the subject's fallback), when the runner-up scores nearly as much as the first,
   * or when no cue names the first (only WordNet leans, a person's word or the chosen subject put it first).
   */
  sure: boolean;
  /** false when the first theme rests only on the words naming a person ("my boyfriend"), not on what is asked. */
  topical: boolean;
}

/** The first theme is sure when it outscores the runner-up by this factor. */
const SURE_LEAD = 1.25;

/**
 * The question's themes, most relevant first, from the cue table and WordNet. The chosen subject weighs its own area's
 * themes more, yet a question plainly about something else is answered on its own theme. Never empty: with nothing
 * recognised, the subject's broadest theme.
 */
export function findThemes(tokens: readonly Token[], subject: Subject): FoundThemes {
  const evidence = themeEvidence(tokens);
  const sum = (counts: (kind: Evidence['kind']) => boolean, prior = false) => {
    const sums = new Map<ThemeId, number>();
    for (const { theme, weight, kind } of evidence) {
      if (!counts(kind)) continue;
      const weighed = prior && kind !== 'person' && THEME_AREAS[theme] === subject ? weight * SUBJECT_PRIOR : weight;
      sums.set(theme, (sums.get(theme) ?? 0) + weighed);
    }
    return sums;
  };
  const scores = sum(() => true, true);
  const topical = sum((kind) => kind !== 'person');
  const cued = sum((kind) => kind === 'cue' || kind === 'place');
  const ranked = THEME_IDS.filter((theme) => (scores.get(theme) ?? 0) >= MIN_SCORE).sort((a, b) => {
    const difference = (scores.get(b) ?? 0) - (scores.get(a) ?? 0);
    if (difference !== 0) return difference;
    return Number(THEME_AREAS[b] === subject) - Number(THEME_AREAS[a] === subject);
  });
  const best = scores.get(ranked[0] ?? SUBJECT_FALLBACK_THEME[subject]) ?? 0;
  // The themes after the first are those the words themselves give enough of, whatever the subject.
  const raw = sum(() => true);
  const rawBest = raw.get(ranked[0] ?? SUBJECT_FALLBACK_THEME[subject]) ?? 0;
  const themes = ranked
    .filter((theme, at) => at === 0 || (raw.get(theme) ?? 0) >= rawBest * MIN_SHARE_OF_BEST)
    .slice(0, MAX_THEMES);
  if (themes.length === 0) return { themes: [SUBJECT_FALLBACK_THEME[subject]], sure: false, topical: false };
  const second = scores.get(themes[1] ?? themes[0]!) ?? 0;
  return {
    themes,
    sure: (themes.length === 1 || best >= second * SURE_LEAD) && (cued.get(themes[0]!) ?? 0) >= SURE_CUE,
    topical: (topical.get(themes[0]!) ?? 0) >= MIN_SCORE,
  };
}
