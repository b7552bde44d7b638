import nlp from 'compromise';

/** One word of the question as compromise reads it. */
export interface Token {
  /** As typed, without surrounding punctuation: "Maria", "knee". */
  text: string;
  /** Lower case, punctuation off: "maria". */
  normal: string;
  /** Verbs in the infinitive, nouns singular, a possessive's "'s" off: "daughters" -> "daughter", "married" -> "marry". */
  lemma: string;
  tags: ReadonlySet<string>;
  /** Punctuation and space after it: "?", ", ", "-" inside "mother-in-law". */
  post: string;
}

/** The fields of a compromise term read here; `root` is set by its 'root' compute, which its Term type does not declare. */
interface ParsedTerm {
  text: string;
  normal: string;
  post: string;
  tags?: Set<string>;
  root?: string;
}

const NO_TAGS: ReadonlySet<string> = new Set();

/** The question's words, tagged and lemmatised by compromise. */
export function readTokens(text: string): Token[] {
  const doc = nlp(text);
  doc.compute('root');
  return doc.docs
    .flat()
    .filter((term) => term.text !== '')
    .flatMap((term: ParsedTerm) => splitHyphens(readTerm(term)));
}

function readTerm(term: ParsedTerm): Token {
  const normal = term.normal.replace(/[^\p{L}\p{N}'-]/gu, '');
  const lemma = (term.root || normal).replace(/'s$/, '');
  return { text: term.text.replace(/[?!.,;:]+$/, ''), normal, lemma, tags: term.tags ?? NO_TAGS, post: term.post };
}

/** compromise keeps "ex-husband" whole but splits "mother-in-law": split both, so "ex" is always a word of its own. */
function splitHyphens(token: Token): Token[] {
  const texts = token.text.split('-');
  const normals = token.normal.split('-');
  const lemmas = token.lemma.split('-');
  if (texts.length < 2 || texts.length !== normals.length || normals.length !== lemmas.length) return [token];
  return texts.map((text, at) => ({
    text,
    normal: normals[at] ?? text,
    lemma: lemmas[at] ?? text,
    tags: token.tags,
    post: at < texts.length - 1 ? '-' : token.post,
  }));
}

/** A token ends a clause when punctuation other than a hyphen or apostrophe follows it. */
export function endsClause(token: Token): boolean {
  return /[?!.,;:]/.test(token.post);
}
