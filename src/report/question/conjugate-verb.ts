import nlp from 'compromise';

export type VerbForm = 'Gerund' | 'PastTense' | 'PresentTense';

type Conjugation = Partial<Record<VerbForm, string>>;

const cache = new Map<string, Conjugation>();

/**
 * An infinitive in another form: ('quit', 'Gerund') -> 'quitting', ('hold', 'PresentTense') -> 'holds' (third person),
 * ('do', 'PastTense') -> 'did'. compromise conjugates it after a plural pronoun, where it reads the word as a verb for sure.
 */
export function conjugateVerb(infinitive: string, form: VerbForm): string {
  const key = infinitive.toLowerCase();
  let conjugation = cache.get(key);
  if (!conjugation) {
    conjugation = (nlp(`they ${key}`).verbs().conjugate() as Conjugation[])[0] ?? {};
    cache.set(key, conjugation);
  }
  const conjugated = conjugation[form];
  if (form === 'Gerund' && !conjugated?.endsWith('ing')) return `${key.replace(/e$/, '')}ing`;
  return conjugated ?? key;
}
