// The spelling and doubled-word check over an answer's paragraphs, shared by the answer-quality bench and the
// spelling test so both count errors the same way. A word passes when the American or the British dictionary takes
// it, or the project's astrology word list; the client's quoted words and the names they gave are theirs to spell.
import en from 'dictionary-en';
import enGb from 'dictionary-en-gb';
import nspell from 'nspell';
import { ASTROLOGY_WORDS } from './astrology-words';

export interface SpellingError {
  word: string;
  sentence: string;
}

export interface DoubledWord {
  /** As printed: "the the". */
  words: string;
  sentence: string;
}

export interface SpellingReport {
  misspelled: SpellingError[];
  doubled: DoubledWord[];
}

const decoder = new TextDecoder();
let dictionaries: nspell[] | null = null;

// Built on first use: each dictionary takes a few hundred milliseconds to load.
function loadDictionaries(): nspell[] {
  dictionaries ??= [en, enGb].map(({ aff, dic }) =>
    nspell(decoder.decode(aff), decoder.decode(dic)).personal(ASTROLOGY_WORDS.join('\n')),
  );
  return dictionaries;
}

/** Text inside typographic quotes is the client's own and may keep their typos. */
const QUOTED = /“[^”]*”/g;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const DOUBLED = /(?<!\p{L})(\p{L}+) +\1(?!\p{L})/giu;

function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[^\p{Ll}])/u);
}

/** Words of the client's question, notes, name and city, lower-cased: the names a reading may repeat. */
function sourceWords(sources: readonly string[]): Set<string> {
  return new Set(sources.flatMap((source) => (source.toLowerCase().match(WORD) ?? []).map(plainApostrophe)));
}

function plainApostrophe(word: string): string {
  return word.replace(/’/g, "'");
}

function isKnown(word: string, names: ReadonlySet<string>): boolean {
  if (/\p{N}/u.test(word)) return true;
  const plain = plainApostrophe(word).replace(/'s$/i, '');
  // A capitalised word the client wrote (a town, a person, a firm) is a proper name, however they spelled it.
  if (/^\p{Lu}/u.test(plain) && names.has(plain.toLowerCase())) return true;
  return loadDictionaries().some((dictionary) => dictionary.correct(plain));
}

/**
 * The misspelled and doubled words of an answer's paragraphs, outside typographic quotes. `sources` are the client's
 * question, notes, name and birth city: a capitalised word found there is a name and passes.
 */
export function checkSpelling(paragraphs: readonly string[], sources: readonly string[]): SpellingReport {
  const names = sourceWords(sources);
  const report: SpellingReport = { misspelled: [], doubled: [] };
  for (const paragraph of paragraphs) {
    for (const sentence of sentencesOf(paragraph)) {
      const own = sentence.replace(QUOTED, ' ');
      for (const word of own.match(WORD) ?? []) {
        if (!isKnown(word, names)) report.misspelled.push({ word, sentence });
      }
      for (const match of own.matchAll(DOUBLED)) report.doubled.push({ words: match[0], sentence });
    }
  }
  return report;
}
