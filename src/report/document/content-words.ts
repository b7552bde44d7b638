/** Words too common to show what a sentence is about. */
export const STOP_WORDS = new Set([
  'should',
  'would',
  'could',
  'will',
  'with',
  'your',
  'that',
  'this',
  'what',
  'when',
  'have',
  'from',
  'about',
  'there',
  'their',
  'they',
  'them',
  'which',
  'into',
  'more',
  'time',
  'year',
  'been',
  'some',
  'does',
  'make',
  'like',
  'just',
  'want',
  'need',
  'feel',
  'know',
  'really',
  'after',
  'before',
  'over',
  'going',
  'come',
  'ever',
  'still',
  'much',
  'many',
  'very',
  'right',
  'good',
  'best',
  'ready',
  'able',
  'life',
]);

/** Lower-case words, apostrophes and hyphens kept inside them. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** The words of a phrase that carry its meaning: "opening a bakery" -> ["opening", "bakery"]. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length >= 4 && !STOP_WORDS.has(w));
}

/** A rough stem so that "bakery", "baking" and "bake" meet: two passes of common English endings. */
export function stem(word: string): string {
  let w = word;
  for (let pass = 0; pass < 2; pass++) {
    const suffix = ['ing', 'ery', 'ies', 'ed', 'es', 'er', 's', 'y', 'e'].find(
      (s) => w.endsWith(s) && w.length - s.length >= 3,
    );
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  return w;
}
